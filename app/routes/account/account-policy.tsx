// One policy of the signed-in customer: cover, premium, dates, the SEPA mandate (IBAN
// masked), the product's documents and the policy schedule, and the ways on: cancel the
// policy, report a claim. Another customer's or partner's policy is a plain 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { findOwnPolicy } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { notFound } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { InsuredObjectSummary } from "~/components/funnel/insured-object-summary";
import { policyPage } from "~/server/account/policy-page.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "policy", { name: args.data?.policy.name ?? "" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const policy = await findOwnPolicy(customer, partner, params.policyId);
  if (!policy) notFound();
  return policyPage(policy, partner, language, new URL(request.url).searchParams.get("changed"));
}

export default function AccountPolicy() {
  const { policy, mandate, documents, canCancel, versions, canChange, changed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const money = (cents: number) => formatMoney(cents, policy.currency);
  const cover: [string, number | null][] = [
    ["policy.perClaim", policy.perClaimCents],
    ["policy.perYear", policy.perYearCents],
    ["policy.deductible", policy.deductibleCents],
  ];
  const shownCover = cover.filter((entry): entry is [string, number] => entry[1] != null);
  return (
    <article className="page policy-detail" aria-labelledby="policy-title">
      <p>
        <Link to="/user/policies">← {t("policy.backToOverview")}</Link>
      </p>
      <h1 id="policy-title">{policy.name}</h1>
      <p className={`policy-status policy-status-${policy.status}`}>{t(`policy.status.${policy.status}`)}</p>
      {changed ? (
        <p className="notice" role="status">
          {t(`change.done.${changed}`)}
        </p>
      ) : null}

      <dl className="policy-facts">
        <div>
          <dt>{t("policy.number")}</dt>
          <dd className="policy-number">{policy.number}</dd>
        </div>
        <div>
          <dt>{t("policy.startDate")}</dt>
          <dd>{formatDate(policy.startDate)}</dd>
        </div>
        {policy.endDate ? (
          <div>
            <dt>{t("policy.endDate")}</dt>
            <dd>{formatDate(policy.endDate)}</dd>
          </div>
        ) : null}
        {policy.cancelledAt ? (
          <div>
            <dt>{t("policy.cancelledOn")}</dt>
            <dd>{formatDate(new Date(policy.cancelledAt))}</dd>
          </div>
        ) : null}
        {policy.identityVerifiedAt ? (
          <div>
            <dt>{t("policy.identityVerified")}</dt>
            <dd>{formatDate(new Date(policy.identityVerifiedAt))}</dd>
          </div>
        ) : null}
      </dl>

      {policy.insured ? (
        <section aria-labelledby="policy-insured">
          <h2 id="policy-insured">{t("policy.insuredObject")}</h2>
          <InsuredObjectSummary object={policy.insured} currency={policy.currency} />
        </section>
      ) : null}

      <section aria-labelledby="policy-cover">
        <h2 id="policy-cover">{t("policy.cover")}</h2>
        {shownCover.length > 0 ? (
          <dl className="policy-facts">
            {shownCover.map(([label, cents]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{money(cents)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">{t("policy.coverInConditions")}</p>
        )}
      </section>

      <section aria-labelledby="policy-premium">
        <h2 id="policy-premium">{t("policy.premium")}</h2>
        <dl className="policy-facts">
          <div>
            <dt>{t("policy.gross")}</dt>
            <dd>{money(policy.grossMonthlyCents)}</dd>
          </div>
          <div>
            <dt>{t("policy.net")}</dt>
            <dd>{money(policy.netMonthlyCents)}</dd>
          </div>
          <div>
            <dt>{t("policy.discount")}</dt>
            <dd>
              {policy.discountPercent > 0 ? t("policy.discountPercent", { percent: policy.discountPercent }) : t("policy.noDiscount")}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="policy-mandate">
        <h2 id="policy-mandate">{t("policy.mandate")}</h2>
        <dl className="policy-facts">
          <div>
            <dt>{t("policy.mandateReference")}</dt>
            <dd>{mandate.reference}</dd>
          </div>
          <div>
            <dt>{t("policy.signedOn")}</dt>
            <dd>{formatDate(mandate.signedOn)}</dd>
          </div>
          <div>
            <dt>{t("policy.iban")}</dt>
            <dd className="policy-iban">{mandate.iban}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="policy-documents">
        <h2 id="policy-documents">{t("policy.documents")}</h2>
        <ul className="policy-documents">
          <li>
            <a href={`/user/policies/${policy.id}/schedule.pdf`} type="application/pdf" download={`${policy.number}.pdf`}>
              {t("policy.schedule")} (PDF)
            </a>
          </li>
          {documents.map((document) => (
            <li key={document.href}>
              <a href={document.href} type="application/pdf">
                {document.title} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="policy-versions">
        <h2 id="policy-versions">{t("versions.title")}</h2>
        <ul className="policy-versions">
          {versions.map((version) => (
            <li key={version.version}>
              <p>
                <strong>{t("versions.heading", { version: version.version })}</strong> · {t(`versions.reason.${version.reason}`)} ·{" "}
                {t(`versions.status.${version.status}`)}
              </p>
              <p>
                {version.effectiveTo
                  ? t("versions.period", { from: formatDate(version.effectiveFrom), to: formatDate(version.effectiveTo) })
                  : t("versions.since", { from: formatDate(version.effectiveFrom) })}{" "}
                · {t("versions.premium", { amount: money(version.grossMonthlyCents) })}
              </p>
              {version.differenceCents !== 0 ? (
                <p>
                  {t(version.differenceCents > 0 ? "versions.charge" : "versions.credit", {
                    amount: money(Math.abs(version.differenceCents)),
                  })}
                  {version.settledOn ? ` ${t("versions.settledOn", { invoice: version.settledOn })}` : ` ${t("versions.toSettle")}`}
                </p>
              ) : null}
              <a
                href={`/user/policies/${policy.id}/schedule.pdf?version=${version.version}`}
                type="application/pdf"
                download={`${policy.number}-v${version.version}.pdf`}
              >
                {t("versions.schedule", { version: version.version })} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="policy-actions">
        {canChange ? (
          <Link className="button button-ghost" to={`/user/policies/${policy.id}/change`}>
            {t("policy.change")}
          </Link>
        ) : null}
        <Link className="button button-ghost" to={`/user/claims?policy=${encodeURIComponent(policy.id)}`}>
          {t("policy.reportClaim")}
        </Link>
        {canCancel ? (
          <Link className="button button-ghost policy-cancel-link" to={`/user/policies/${policy.id}/cancel`}>
            {t("policy.cancel")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
