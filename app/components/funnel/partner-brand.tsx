// Who sells the insurance, the co-brand and the way back to the partner (decisions 0090, 0091),
// drawn from what the loader decided (domain/partners/partner-brand.ts): no rules in the browser.
import { useTranslation } from "react-i18next";
import type { PartnerBrand } from "~/domain/partners/partner-brand";

export function PartnerBrandLine({ brand }: { brand: PartnerBrand }) {
  const { t } = useTranslation("funnel");
  return (
    <div className="partner-brand" data-testid="partner-brand">
      {brand.coBrandLogo ? (
        <p className="partner-brand-cobrand">
          {t("partnerBrand.coBrand")} <img src={brand.coBrandLogo} alt={t("partnerBrand.coBrandAlt")} height={32} />
        </p>
      ) : null}
      <p>{t(brand.isDirect ? "partnerBrand.direct" : "partnerBrand.intermediary", { name: brand.name })}</p>
      {brand.returnUrl ? (
        <p>
          <a className="button button-ghost" href={brand.returnUrl}>
            {t("partnerBrand.backTo", { name: brand.name })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
