// The usp ticker of the funnel (spec sections 2 and 9), behind the usp_ticker flag: the time
// promises, the aov's only with an aov in the cart. Below the desktop breakpoint (865 px) they
// scroll in a 25 s marquee: a second, aria-hidden copy follows the list so the loop has no gap,
// and assistive technology reads one list. From 865 px they are spread in a row; under prefers-reduced-motion nothing moves
// (app.css, ".usp-ticker").
import { useTranslation } from "react-i18next";

const PROMISES = ["welcome.promises.calculate", "welcome.promises.insured"] as const;
const AOV_PROMISE = "welcome.promises.aov";

/** The aov's time promise only when an aov is in the cart: a promise for what the buyer is buying. */
export function UspTicker({ aovInCart }: { aovInCart: boolean }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation("flags");
  const items = [...PROMISES, ...(aovInCart ? [AOV_PROMISE] : [])].map((key) => <li key={key}>{t(key)}</li>);
  return (
    <section className="usp-ticker" aria-label={tf("ticker.label")}>
      <div className="usp-ticker-track">
        <ul className="usp-ticker-list">{items}</ul>
        <ul className="usp-ticker-list usp-ticker-copy" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}
