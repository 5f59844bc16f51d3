// /checkout/failure: the direct debit could not be set up (spec section 8); with
// ?reason=identity, the identity check could not be started, said in a warning toast.
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import type { MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Toast } from "~/components/toast";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";

export const handle: FunnelHandle = { step: "checkout", hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "failure");

export default function CheckoutFailure() {
  const { t } = useTranslation("funnel");
  const [params] = useSearchParams();
  const identity = params.get("reason") === "identity";
  const [toastOpen, setToastOpen] = useState(identity);
  return (
    <section className="page result" aria-labelledby="failure-title">
      <h1 id="failure-title">{identity ? t("failure.identity.title") : t("failure.title")}</h1>
      {identity ? null : <p role="alert">{t("failure.text")}</p>}
      <p>
        <Link className="button button-solid" to={identity ? STEP_PATHS.identityVerification : STEP_PATHS.payment}>
          {identity ? t("failure.identity.retry") : t("failure.retry")}
        </Link>
      </p>
      {toastOpen ? (
        <Toast message={t("failure.identity.text")} closeLabel={t("failure.identity.close")} onClose={() => setToastOpen(false)} />
      ) : null}
    </section>
  );
}
