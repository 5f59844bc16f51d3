// The usp ticker of the funnel (spec sections 2 and 9), behind the usp_ticker flag: the three
// time promises. Below the desktop breakpoint (865 px) they scroll in a 25 s marquee: a second,
// aria-hidden copy follows the list so the loop has no gap, and assistive technology reads one
// list. From 865 px the three are spread in a row; under prefers-reduced-motion nothing moves
// (app.css, ".usp-ticker").
import { useTranslation } from "react-i18next";

const PROMISES = ["welcome.promises.calculate", "welcome.promises.insured", "welcome.promises.aov"] as const;

export function UspTicker() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation("flags");
  const items = PROMISES.map((key) => <li key={key}>{t(key)}</li>);
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
