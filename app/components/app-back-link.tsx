// The back link to the partner's app (spec section 2, decision 0052): shown below the desktop
// breakpoint when the partner has a dismiss text. The root loader picks the target (the app's
// deeplink, or its web address when the visit's platform is web) and checks it.
import { useRootData } from "~/components/root-data";

export function AppBackLink() {
  const link = useRootData()?.appBackLink;
  if (!link) return null;
  return (
    <a className="app-back-link" href={link.href} data-testid="app-back-link">
      <span aria-hidden="true">‹</span> {link.text}
    </a>
  );
}
