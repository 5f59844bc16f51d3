// Before the purchase (decision 0085): the IPID of every product being bought, one link each,
// so the buyer can read what is and is not insured before paying. Plain links, no script.
import { useTranslation } from "react-i18next";

export function IpidLinks({ ipids }: { ipids: readonly { name: string; href: string }[] }) {
  const { t } = useTranslation("funnel");
  if (ipids.length === 0) return null;
  return (
    <div className="ipid-links">
      <p>{t("trust.ipidBeforePurchase")}</p>
      <ul>
        {ipids.map((ipid) => (
          <li key={ipid.href}>
            <a href={ipid.href} target="_blank" rel="noopener">
              {t("trust.ipidOf", { product: ipid.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
