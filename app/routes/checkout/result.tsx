// Results (spec section 4, purchase outcomes): fully insured; waiting for the insurer's medical
// underwriting (contact within 24 hours or one business day); partly insured (contact within
// 24 hours or one business day); soft drop-out (more info needed); hard drop-out (refer to an
// adviser); unavailable for the profession. The outcome comes from the database, not the URL.
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { maskIban } from "~/domain/billing/sepa";
import { surveyPath } from "~/domain/support/surveys";
import { pickTranslation } from "~/domain/platform/translated-text";
import { purchaseResultOf } from "~/server/checkout/checkout.server";
import { cartItemCount } from "~/server/checkout/cart.server";
import { requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";
import { hyphenate } from "~/server/platform/hyphenation.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";
import { Celebration } from "~/components/visual-effects";
import { PartnerBrandLine } from "~/components/funnel/partner-brand";
import { partnerBrandOf } from "~/domain/partners/partner-brand";
import { visitEntry } from "~/server/platform/entry-params.server";

export const handle: FunnelHandle = { hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "result");

const OUTCOME_BY_TYPE: Record<string, string> = {
  "medical-underwriting": "medical_underwriting",
  partly: "partly_insured",
  dropout: "soft_drop_out",
  "hard-dropout": "hard_drop_out",
  unavailable: "unavailable",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const url = new URL(request.url);
  const visitor = await findVisitor(request, partner);
  const checkoutId = url.searchParams.get("checkout");
  const checkout = visitor && checkoutId ? await purchaseResultOf(visitor, checkoutId) : null;
  const outcome = checkout?.outcome ?? OUTCOME_BY_TYPE[url.searchParams.get("type") ?? ""] ?? "unknown";
  const policies = (checkout?.policies ?? []).map((policy) => ({
    id: policy.id,
    number: policy.number,
    status: policy.status,
    name: pickTranslation(policy.product.names, language),
    // Soft hyphens in long compounds for the table; analytics keep the plain name (decision 0087).
    displayName: hyphenate(pickTranslation(policy.product.names, language), language),
    analyticsId: policy.product.analyticsId,
    startDate: policy.startDate,
    grossMonthlyCents: policy.grossMonthlyCents,
    currency: policy.currency,
  }));
  const mandate = checkout?.policies[0]?.mandate;
  const remaining = visitor ? await cartItemCount(visitor) : 0;
  const active = policies.filter((policy) => policy.status === "active");
  const analytics = [
    ...(checkout && active.length > 0
      ? [
          ecommerceEvent(
            "purchase",
            active.map((p) => ({ ...p, name: p.name })),
            checkout.id,
          ),
        ]
      : []),
    ...(outcome === "soft_drop_out" || outcome === "hard_drop_out" ? [{ event: "dropout", key: checkout?.id ?? outcome }] : []),
  ];
  // Fully insured: ask how buying went (purchase-policy survey) about the first policy bought;
  // the survey ties a response to a policy only for a signed-in customer (decision 0053).
  const surveyPolicy = outcome === "fully_insured" ? (checkout?.policies[0] ?? null) : null;
  const surveyHref = surveyPolicy
    ? surveyPath("purchase-policy", surveyPolicy.productId, { policyId: visitor?.isGuest ? null : surveyPolicy.id })
    : null;
  return {
    outcome,
    surveyHref,
    policies,
    mandate: mandate ? { reference: mandate.reference, iban: maskIban(mandate.iban) } : null,
    remaining,
    analytics,
    supportPhone: partner.config.supportPhoneNumber,
    // Who sells it, the co-brand and the way back to the partner (decisions 0090 and 0091).
    brand: partnerBrandOf(partner.config, (await visitEntry(request, partner)).returnUrl),
    // The identity check refused (decision 0033): nothing was bought; the customer may try again.
    identityRefused: !checkout && url.searchParams.get("reason") === "identity",
  };
}

export default function Result() {
  const { outcome, surveyHref, policies, mandate, remaining, analytics, supportPhone, identityRefused, brand } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  if (identityRefused) {
    return (
      <section className="page result" aria-labelledby="result-title" data-outcome="identity_refused">
        <h1 id="result-title">{t("result.identity.title")}</h1>
        <p className="lead">{t("result.identity.text", { phone: supportPhone ?? "" })}</p>
        <p>
          <Link className="button button-solid" to={STEP_PATHS.identityVerification}>
            {t("result.identity.retry")}
          </Link>
        </p>
        <AnalyticsEvents events={analytics} />
      </section>
    );
  }
  const key = ["fully_insured", "medical_underwriting", "partly_insured", "soft_drop_out", "hard_drop_out", "unavailable"].includes(outcome)
    ? outcome
    : "unknown";
  return (
    <section className="page result" aria-labelledby="result-title" data-outcome={key}>
      {key === "fully_insured" && policies.length > 0 ? <Celebration /> : null}
      <h1 id="result-title">{t(`result.${key}.title`)}</h1>
      <p className="lead">{t(`result.${key}.text`, { phone: supportPhone ?? "" })}</p>
      {policies.length > 0 ? (
        <table className="summary-table stacked-table">
          <caption>{t("result.policies")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("payment.product")}</th>
              <th scope="col">{t("result.policyNumber")}</th>
              <th scope="col">{t("result.status")}</th>
              <th scope="col">{t("result.startDate")}</th>
              <th scope="col">{t("payment.perMonth")}</th>
            </tr>
          </thead>
          <tbody>
            {policies.map((policy) => (
              <tr key={policy.id}>
                <th scope="row">{policy.displayName}</th>
                <td className="policy-number" data-label={t("result.policyNumber")}>
                  {policy.number}
                </td>
                <td data-label={t("result.status")}>{t(`mail.status.${policy.status}`)}</td>
                <td data-label={t("result.startDate")}>{formatDate(policy.startDate)}</td>
                <td data-label={t("payment.perMonth")}>{formatMoney(policy.grossMonthlyCents, policy.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {mandate ? <p>{t("result.mandate", { reference: mandate.reference, iban: mandate.iban })}</p> : null}
      {surveyHref ? (
        <p>
          <Link to={surveyHref}>{t("claims:survey.giveFeedback")}</Link>
        </p>
      ) : null}
      {remaining > 0 ? (
        <Form method="post" action="/checkout">
          <p>{t("result.nextGroup", { count: remaining })}</p>
          <button type="submit" className="button button-solid">
            {t("result.continueNext")}
          </button>
        </Form>
      ) : (
        <p>
          <Link to="/products/available-products">{t("result.backToProducts")}</Link>
        </p>
      )}
      <PartnerBrandLine brand={brand} />
      <AnalyticsEvents events={analytics} />
    </section>
  );
}
