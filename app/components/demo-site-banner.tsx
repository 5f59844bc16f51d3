import { useRootData } from "~/components/root-data";

/**
 * On a live domain running built-in stand-ins by ALLOW_STAND_INS (decision 0066): every page
 * says it is a demonstration and what is simulated. The root loader translates the texts, so
 * this costs the browser a few bytes.
 */
export default function DemoSiteBanner() {
  const notice = useRootData()?.demoSite;
  if (!notice) return null;
  return (
    <section className="demo-site-banner" aria-label={notice.label}>
      <p>{notice.text}</p>
    </section>
  );
}
