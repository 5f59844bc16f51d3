// My invoices: number, period, amount and status of each of the customer's invoices on this
// partner. Refunded, disputed and failed read as "failed" (invoice-status.ts). Partners that
// hide invoices and support have no such page: 404. Credits (overpaid premium after a
// cancellation) show with their refund: amount, status and "refunded by"; a failed invoice has
// a "Pay now" link to /invoice-reminder, signed for the signed-in customer (decision 0044).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { invoiceStatusLabel, invoiceStatusTone } from "~/domain/billing/invoice-status";
import { accountGlance, productName } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { productSummaries } from "~/server/catalogue/catalogue.server";
import { invoicesOf, PAYABLE_STATUSES } from "~/server/billing/invoice-payments.server";
import { invoiceReminderPath } from "~/server/billing/invoice-link.server";
import { notFound } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "invoices");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  if (partner.config.hideInvoicesAndSupport) notFound();
  const [rows, { policies }] = await Promise.all([
    invoicesOf(customer.id, partner.config.id),
    // The layout's read of the customer's policies, with their products from memory.
    accountGlance(customer, partner),
  ]);
  const products = await productSummaries(policies.map((policy) => policy.productId));
  const policyOf = new Map(
    policies.map((policy) => [
      policy.id,
      { number: policy.number, name: productName(products.get(policy.productId) ?? { names: null }, language) },
    ]),
  );
  return {
    invoices: rows.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      credit: invoice.kind === "credit",
      label: invoiceStatusLabel(invoice.status),
      payPath:
        invoice.kind === "premium" && (PAYABLE_STATUSES as readonly string[]).includes(invoice.status)
          ? invoiceReminderPath(invoice.id, customer.id)
          : null,
      refunds: invoice.refunds.map((refund) => ({
        id: refund.id,
        amountCents: refund.amountCents,
        status: refund.status,
        dueBy: refund.dueBy,
      })),
      tone: invoiceStatusTone(invoice.status),
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      policyId: invoice.policyId,
      // Every invoice is of one of the customer's own policies on this partner.
      policyName: policyOf.get(invoice.policyId)?.name ?? "",
      policyNumber: policyOf.get(invoice.policyId)?.number ?? "",
    })),
  };
}

export default function AccountInvoices() {
  const { invoices } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account", "payments"]);
  return (
    <section className="page" aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t("invoices.title")}</h1>
      {invoices.length === 0 ? (
        <p className="muted">{t("invoices.empty")}</p>
      ) : (
        <ul className="invoice-list">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="invoice-card" aria-labelledby={`invoice-${invoice.id}`}>
              <h2 id={`invoice-${invoice.id}`} className="invoice-card-title">
                {invoice.credit
                  ? t("payments:invoices.credit", { number: invoice.number })
                  : t("invoices.invoiceNumber", { number: invoice.number })}
              </h2>
              {invoice.credit ? (
                <p className="muted">{t("payments:invoices.creditNote")}</p>
              ) : (
                <p className={`invoice-status invoice-status-${invoice.tone}`}>{t(`invoices.status.${invoice.label}`)}</p>
              )}
              <dl className="policy-facts">
                <div>
                  <dt>{t("invoices.period")}</dt>
                  <dd>{t("invoices.periodValue", { start: formatDate(invoice.periodStart), end: formatDate(invoice.periodEnd) })}</dd>
                </div>
                <div>
                  <dt>{t("invoices.amount")}</dt>
                  <dd className="invoice-amount">{formatMoney(invoice.amountCents, invoice.currency)}</dd>
                </div>
                <div>
                  <dt>{t("invoices.policy")}</dt>
                  <dd>
                    <Link to={`/user/policies/${invoice.policyId}`}>
                      {invoice.policyName} ({invoice.policyNumber})
                    </Link>
                  </dd>
                </div>
                {invoice.refunds.map((refund) => (
                  <div key={refund.id} className="invoice-refund">
                    <dt>{t("payments:invoices.refund")}</dt>
                    <dd>
                      {formatMoney(refund.amountCents, invoice.currency)} –{" "}
                      {t(`payments:invoices.refundStatus.${refund.status}`, { defaultValue: refund.status })} (
                      {t("payments:invoices.refundedBy", { date: formatDate(refund.dueBy) })})
                    </dd>
                  </div>
                ))}
              </dl>
              {invoice.payPath ? (
                <p>
                  <Link to={invoice.payPath} className="button button-solid">
                    {t("payments:invoices.payNow")}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
