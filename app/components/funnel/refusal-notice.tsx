// The insurer refuses this car for these answers (spec section 8): what is wrong, the code, and
// the way back to the overview.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REFUSAL_RETURN_PATH, type RefusalMessage } from "~/domain/catalogue/car-underwriting";

export default function RefusalNotice({ refusal: { code, key, values } }: { refusal: RefusalMessage }) {
  const { t } = useTranslation("underwriting");
  return (
    <div className="refusal-notice" role="alert" data-refusal-code={code}>
      <p className="refusal-title">
        <strong>{t("title")}</strong>
      </p>
      <p>{t(key, values)}</p>
      <p className="field-hint">{t("code", { code })}</p>
      <Link to={REFUSAL_RETURN_PATH} className="button button-ghost">
        {t("returnToOverview")}
      </Link>
    </div>
  );
}
