// /broker/quotes: the broker's own quotes of their partner, newest first, with their status
// (sent, opened, accepted, expired; app/domain/quotation.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { listBrokerQuotes } from "~/server/broker/quotation.server";
import { requireBroker } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "brokerQuotes");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireBroker(request);
  return { quotes: await listBrokerQuotes(staff, todayInAmsterdam()) };
}

export default function BrokerQuotes() {
  const { quotes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("broker");
  return (
    <section className="page broker-page" aria-labelledby="quotes-title">
      <div className="broker-heading">
        <h1 id="quotes-title">{t("quotes.title")}</h1>
        <Link to="/broker/quotes/new" className="button button-solid">
          {t("nav.newQuote")}
        </Link>
      </div>
      {quotes.length === 0 ? (
        <p className="muted">{t("quotes.empty")}</p>
      ) : (
        <div className="broker-table-scroll">
          <table className="audit-table quotes-table">
            <caption className="visually-hidden">{t("quotes.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("quotes.number")}</th>
                <th scope="col">{t("quotes.customer")}</th>
                <th scope="col">{t("quotes.created")}</th>
                <th scope="col">{t("quotes.expiresOn")}</th>
                <th scope="col">{t("quotes.premium")}</th>
                <th scope="col">{t("quotes.status")}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <tr key={quote.id}>
                  <th scope="row">
                    <Link to={`/broker/quotes/${quote.id}`}>{quote.number}</Link>
                  </th>
                  <td>
                    {quote.customerName}
                    <br />
                    <span className="muted">{quote.customerEmail}</span>
                  </td>
                  <td>{formatDate(new Date(quote.createdAt))}</td>
                  <td>{formatDate(quote.expiresOn)}</td>
                  <td>{formatMoney(quote.grossMonthlyCents, quote.currency)}</td>
                  <td>
                    <span className={`quote-status quote-status-${quote.status}`}>{t(`status.${quote.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
