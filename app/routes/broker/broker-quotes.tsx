// /broker/quotes: the broker's pipeline (decision 0080): their own quotes of their partner,
// newest first, filtered by status (draft, sent, opened, bought, expired) with the count of
// each, and per month how many quotes were made and bought. ?status= works without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { isPipelineStatus, PIPELINE_STATUSES } from "~/domain/broker/broker-quotes";
import { brokerPipeline } from "~/server/broker/quotation.server";
import { requireBroker } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "brokerQuotes");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireBroker(request);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isPipelineStatus(asked) ? asked : null;
  return { status, ...(await brokerPipeline(staff, todayInAmsterdam(), status)) };
}

/** "2026-11" as the month's name in the page's language. */
function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

export default function BrokerQuotes() {
  const { quotes, counts, total, conversion, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("broker");
  return (
    <section className="page broker-page" aria-labelledby="quotes-title">
      <div className="broker-heading">
        <h1 id="quotes-title">{t("quotes.title")}</h1>
        <Link to="/broker/quotes/new" className="button button-solid">
          {t("nav.newQuote")}
        </Link>
      </div>
      <nav aria-label={t("pipeline.filter")} className="quote-filter">
        <ul>
          <li>
            <Link to="/broker/quotes" aria-current={status === null ? "page" : undefined}>
              {t("pipeline.all", { count: total })}
            </Link>
          </li>
          {PIPELINE_STATUSES.map((each) => (
            <li key={each}>
              <Link to={`/broker/quotes?status=${each}`} aria-current={status === each ? "page" : undefined}>
                {t("pipeline.status", { status: t(`pipeline.statuses.${each}`), count: counts[each] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
                <th scope="col">{t("quotes.type")}</th>
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
                  <td>{t(`type.${quote.type}`)}</td>
                  <td>{formatDate(new Date(quote.createdAt))}</td>
                  <td>{formatDate(quote.expiresOn)}</td>
                  <td>{formatMoney(quote.grossMonthlyCents, quote.currency)}</td>
                  <td>
                    <span className={`quote-status quote-status-${quote.status}`}>{t(`pipeline.statuses.${quote.status}`)}</span>
                    {quote.reminderDue ? (
                      <>
                        <br />
                        <Link to={`/broker/quotes/${quote.id}`}>{t("pipeline.reminderDue")}</Link>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {conversion.length > 0 ? (
        <table className="audit-table conversion-table">
          <caption>{t("pipeline.conversion")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pipeline.month")}</th>
              <th scope="col">{t("pipeline.made")}</th>
              <th scope="col">{t("pipeline.bought")}</th>
              <th scope="col">{t("pipeline.rate")}</th>
            </tr>
          </thead>
          <tbody>
            {conversion.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthName(row.month, i18n.language)}</th>
                <td>{row.made}</td>
                <td>{row.bought}</td>
                <td>{row.percent} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
