// /broker/quotes/:quoteId: one of the broker's own quotes; another broker's or partner's is a 404.
// A quote whose e-mail could not go out can be sent again while it is open; one whose last day
// is within 7 days and is not bought gets one reminder (decision 0080).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuoteSummary } from "~/components/quote-summary";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { brokerPartner, brokerQuote, sendQuote, sendReminder } from "~/server/broker/quotation.server";
import { requireBroker } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "brokerQuote", { number: args.data?.quote.number ?? "" });

async function load(request: Request, quoteId: string) {
  const staff = await requireBroker(request);
  const { language } = await requirePartner(request);
  const partner = await brokerPartner(staff);
  return { staff, partner, language, quote: await brokerQuote(request, staff, partner, quoteId, language) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { quote } = await load(request, params.quoteId ?? "");
  return { quote };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const { staff, partner, quote } = await load(request, params.quoteId ?? "");
  if (form.get("intent") === "remind") {
    const reminded = await sendReminder(request, staff, partner, quote.id);
    return redirect(`/broker/quotes/${quote.id}?reminded=${reminded ? "1" : "0"}`);
  }
  if (form.get("intent") !== "resend") return redirect(`/broker/quotes/${quote.id}`);
  const sent = await sendQuote(request, staff, partner, quote.id);
  return redirect(`/broker/quotes/${quote.id}?sent=${sent ? "1" : "0"}`);
}

export default function BrokerQuote() {
  const { quote } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t } = useTranslation("broker");
  const sent = params.get("sent");
  const reminded = params.get("reminded");
  const open = quote.status === "draft" || quote.status === "sent" || quote.status === "opened";
  const when = (value: string | null) => (value ? formatDateTime(new Date(value)) : "—");
  return (
    <section className="page broker-page" aria-labelledby="quote-title">
      <p>
        <Link to="/broker/quotes">{t("detail.back")}</Link>
      </p>
      <h1 id="quote-title">{t("detail.title", { number: quote.number })}</h1>
      {sent === "1" ? (
        <p className="notice success-notice" role="status">
          {t("detail.sent", { email: quote.customerEmail })}
        </p>
      ) : null}
      {sent === "0" ? (
        <p className="notice notice-warning" role="alert">
          {t("detail.notSent")}
        </p>
      ) : null}
      {reminded === "1" ? (
        <p className="notice success-notice" role="status">
          {t("detail.reminded", { email: quote.customerEmail })}
        </p>
      ) : null}
      {reminded === "0" ? (
        <p className="notice notice-warning" role="alert">
          {t("detail.notReminded")}
        </p>
      ) : null}
      <dl className="quote-facts">
        <div>
          <dt>{t("quotes.status")}</dt>
          <dd>
            <span className={`quote-status quote-status-${quote.status}`}>{t(`status.${quote.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("quotes.type")}</dt>
          <dd>{t(`type.${quote.type}`)}</dd>
        </div>
        <div>
          <dt>{t("detail.language")}</dt>
          <dd>{t(`common:language.names.${quote.language}`)}</dd>
        </div>
        <div>
          <dt>{t("quotes.customer")}</dt>
          <dd>
            {quote.customerName} ({quote.customerEmail})
          </dd>
        </div>
        <div>
          <dt>{t("detail.createdAt")}</dt>
          <dd>{when(quote.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("detail.sentAt")}</dt>
          <dd>{when(quote.sentAt)}</dd>
        </div>
        <div>
          <dt>{t("detail.openedAt")}</dt>
          <dd>{when(quote.openedAt)}</dd>
        </div>
        <div>
          <dt>{t("detail.acceptedAt")}</dt>
          <dd>{when(quote.acceptedAt)}</dd>
        </div>
        <div>
          <dt>{t("detail.remindedAt")}</dt>
          <dd>{when(quote.reminderSentAt)}</dd>
        </div>
        <div>
          <dt>{t("detail.link")}</dt>
          <dd className="quote-link">{quote.link}</dd>
        </div>
      </dl>
      <QuoteSummary summary={quote.summary} />
      {open ? (
        <Form method="post">
          <button type="submit" name="intent" value="resend" className="button button-ghost">
            {quote.sentAt ? t("detail.resend") : t("detail.send")}
          </button>
        </Form>
      ) : null}
      {quote.reminderDue ? (
        <Form method="post">
          <button type="submit" name="intent" value="remind" className="button button-solid">
            {t("detail.remind")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
