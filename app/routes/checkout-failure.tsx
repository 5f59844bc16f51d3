// /checkout/failure: the direct debit could not be set up (spec section 8).
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/page-meta";

export const handle: FunnelHandle = { step: "checkout", hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "failure");

export default function CheckoutFailure() {
  const { t } = useTranslation("funnel");
  return (
    <section className="page result" aria-labelledby="failure-title">
      <h1 id="failure-title">{t("failure.title")}</h1>
      <p role="alert">{t("failure.text")}</p>
      <p>
        <Link className="button button-solid" to="/checkout/payment">
          {t("failure.retry")}
        </Link>
      </p>
    </section>
  );
}
