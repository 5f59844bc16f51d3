// The insurer refuses this car for these answers (spec section 8): what is wrong, the code, and
// the way back to the overview.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { carRefusalMessageKey, carRefusalMessageValues, REFUSAL_RETURN_PATH, type CarUnderwritingCode } from "~/domain/car-underwriting";

export function RefusalNotice({ code }: { code: string }) {
  const { t } = useTranslation("underwriting");
  return (
    <div className="refusal-notice" role="alert" data-refusal-code={code}>
      <p className="refusal-title">
        <strong>{t("title")}</strong>
      </p>
      <p>{t(carRefusalMessageKey(code as CarUnderwritingCode), carRefusalMessageValues(code as CarUnderwritingCode))}</p>
      <p className="field-hint">{t("code", { code })}</p>
      <Link to={REFUSAL_RETURN_PATH} className="button button-ghost">
        {t("returnToOverview")}
      </Link>
    </div>
  );
}
