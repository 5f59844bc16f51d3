// /invoice-reminder?invoice=<id>&token=<token> (spec section 2): the page a payment reminder
// links to. The signed token is the credential (decision 0044): it opens this customer's open
// invoices on this page only - amount, period, product and why the debit failed - and lets
// them be paid by iDEAL or card; it signs nobody in. A missing, forged, changed, expired or
// another customer's token is a 404, as is another partner's invoice. Works without JavaScript;
// when the provider can not create the payment, spec section 8's message shows and the chosen
// method stays chosen.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { formDataOf, notFound, requirePartner } from "~/server/platform/guards.server";
import { openInvoicesOf, openReminderLink, startPayment } from "~/server/billing/invoice-payments.server";
import { reasonKey } from "~/server/billing/payment-reminders.server";
import { PAYMENT_METHODS, type PaymentMethod } from "~/domain/billing/payment-methods";

export const meta: MetaFunction = (args) => pageMeta(args, "invoiceReminder");

async function reminderContext(request: Request, params: URLSearchParams | FormData) {
  const context = await requirePartner(request);
  const value = (name: string) => {
    const raw = params.get(name);
    return typeof raw === "string" ? raw : null;
  };
  const access = await openReminderLink(context.partner, value("invoice"), value("token"));
  if (!access) notFound();
  return { ...context, access };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { partner, language, access } = await reminderContext(request, url.searchParams);
  const invoices = await openInvoicesOf(access.userId, partner.config.id, language);
  return {
    access: { invoice: access.invoiceId, token: access.token },
    cancelled: url.searchParams.get("cancelled"),
    invoices: invoices.map((invoice) => ({ ...invoice, reason: reasonKey(invoice.failureReason) })),
  };
}

type ActionAnswer = {
  invoiceId: string;
  method: string | null;
  fieldError: string | null;
  formError: "paymentCreationFailed" | "notPayable" | null;
};

export async function action({ request }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const { partner, language, access } = await reminderContext(request, form);
  const payInvoice = form.get("pay_invoice");
  const method = form.get("method");
  const answer = (status: number, fields: Partial<ActionAnswer>) =>
    data<ActionAnswer>(
      {
        invoiceId: typeof payInvoice === "string" ? payInvoice : "",
        method: typeof method === "string" ? method : null,
        fieldError: null,
        formError: null,
        ...fields,
      },
      { status },
    );
  if (typeof payInvoice !== "string" || payInvoice.length === 0 || payInvoice.length > 64) return answer(400, { formError: "notPayable" });
  if (typeof method !== "string" || !(PAYMENT_METHODS as readonly string[]).includes(method))
    return answer(400, { fieldError: "payments:reminderPage.errors.method" });
  const result = await startPayment(partner, access, payInvoice, method as PaymentMethod, language);
  if (result.ok) return redirect(result.redirectUrl);
  return answer(result.error === "notPayable" ? 409 : 503, { formError: result.error });
}

export default function InvoiceReminder() {
  const { access, invoices, cancelled } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("payments");
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="page invoice-reminder" aria-labelledby="reminder-title">
      <h1 id="reminder-title">{t("reminderPage.title")}</h1>
      {invoices.length === 0 ? (
        <p role="status">{t("reminderPage.none")}</p>
      ) : (
        <>
          <p className="lead">{t("reminderPage.intro")}</p>
          {cancelled ? (
            <p className="notice" role="status">
              {t("reminderPage.cancelled")}
            </p>
          ) : null}
          <ul className="invoice-list">
            {invoices.map((invoice) => {
              const mine = answer?.invoiceId === invoice.id ? answer : null;
              const errorId = `method-error-${invoice.id}`;
              return (
                <li key={invoice.id} className="invoice-card" aria-labelledby={`invoice-${invoice.id}`}>
                  <h2 id={`invoice-${invoice.id}`} className="invoice-card-title">
                    {t("reminderPage.invoiceNumber", { number: invoice.number })}
                  </h2>
                  <dl className="policy-facts">
                    <div>
                      <dt>{t("reminderPage.amount")}</dt>
                      <dd className="invoice-amount">{formatMoney(invoice.amountCents, invoice.currency)}</dd>
                    </div>
                    <div>
                      <dt>{t("reminderPage.period")}</dt>
                      <dd>
                        {t("reminderPage.periodValue", { start: formatDate(invoice.periodStart), end: formatDate(invoice.periodEnd) })}
                      </dd>
                    </div>
                    <div>
                      <dt>{t("reminderPage.product")}</dt>
                      <dd>{t("reminderPage.productValue", { product: invoice.product, policy: invoice.policyNumber })}</dd>
                    </div>
                    <div>
                      <dt>{t("reminderPage.reason")}</dt>
                      <dd>{t(`reasons.${invoice.reason}`)}</dd>
                    </div>
                  </dl>
                  {mine?.formError ? (
                    <p className="notice notice-error" role="alert">
                      {t(`reminderPage.errors.${mine.formError}`)}
                    </p>
                  ) : null}
                  <Form method="post" className="form-grid" aria-label={t("reminderPage.invoiceNumber", { number: invoice.number })}>
                    <input type="hidden" name="invoice" value={access.invoice} />
                    <input type="hidden" name="token" value={access.token} />
                    <input type="hidden" name="pay_invoice" value={invoice.id} />
                    <fieldset
                      className="form-field"
                      aria-describedby={mine?.fieldError ? errorId : undefined}
                      aria-invalid={mine?.fieldError ? true : undefined}
                    >
                      <legend>{t("reminderPage.method")}</legend>
                      {PAYMENT_METHODS.map((method) => (
                        <label key={method} className="radio">
                          <input type="radio" name="method" value={method} defaultChecked={(mine?.method ?? "ideal") === method} />
                          <span>{t(`reminderPage.methods.${method}`)}</span>
                        </label>
                      ))}
                      <FieldError id={errorId} errors={mine?.fieldError ? [mine.fieldError] : null} />
                    </fieldset>
                    <div className="form-actions">
                      <button type="submit" className="button button-solid" aria-disabled={submitting || undefined}>
                        {t("reminderPage.pay", { amount: formatMoney(invoice.amountCents, invoice.currency) })}
                      </button>
                    </div>
                  </Form>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p>
        <Link to="/user/invoices">{t("reminderPage.toInvoices")}</Link>
      </p>
    </section>
  );
}
