// My invoices: number, period, amount and status of each of the customer's invoices on this
// partner. Refunded, disputed and failed read as "failed" (invoice-status.ts). Partners that
// hide invoices and support have no such page: 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/formatting";
import { invoiceStatusLabel, invoiceStatusTone } from "~/domain/invoice-status";
import { productName } from "~/server/account.server";
import { requireCustomer } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { notFound } from "~/server/guards.server";
import { pageMeta } from "~/domain/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "invoices");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  if (partner.config.hideInvoicesAndSupport) notFound();
  const rows = await db.invoice.findMany({
    where: { userId: customer.id, partnerId: partner.config.id },
    orderBy: [{ periodStart: "desc" }, { createdAt: "desc" }],
    select: {
      id: true,
      number: true,
      amountCents: true,
      currency: true,
      status: true,
      periodStart: true,
      periodEnd: true,
      policy: { select: { id: true, number: true, product: { select: { names: true } } } },
    },
  });
  return {
    invoices: rows.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      label: invoiceStatusLabel(invoice.status),
      tone: invoiceStatusTone(invoice.status),
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      policyId: invoice.policy.id,
      policyName: productName(invoice.policy.product, language),
      policyNumber: invoice.policy.number,
    })),
  };
}

export default function AccountInvoices() {
  const { invoices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
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
                {t("invoices.invoiceNumber", { number: invoice.number })}
              </h2>
              <p className={`invoice-status invoice-status-${invoice.tone}`}>{t(`invoices.status.${invoice.label}`)}</p>
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
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
