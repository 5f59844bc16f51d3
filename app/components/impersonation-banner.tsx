import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/root-data";

/** While an admin sees the site as a customer: who is who, and the way out. */
export default function ImpersonationBanner() {
  const root = useRootData();
  const { t } = useTranslation("admin");
  if (!root?.impersonator) return null;
  return (
    <div className="impersonation-banner" role="region" aria-label={t("impersonation.stop")}>
      <p>{t("impersonation.banner", { user: root.user?.firstName ?? "—", admin: root.impersonator })}</p>
      <Form method="post" action="/impersonation/stop" reloadDocument>
        <button type="submit" className="button button-solid">
          {t("impersonation.stop")}
        </button>
      </Form>
    </div>
  );
}
