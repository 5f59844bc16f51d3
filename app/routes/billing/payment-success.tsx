// /payment/success (spec section 2): where the payment provider sends the customer back. The
// reminder's token comes along (decision 0044), so the page shows only that customer's payment.
// Paid: "payment reminder fulfilled". Not yet known (the webhook has not arrived and the
// provider says pending): a waiting message with a link to look again. Failed or cancelled:
// the invoice is still open, with a way back to pay it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { openReminderLink, paymentState } from "~/server/billing/invoice-payments.server";

export const meta: MetaFunction = (args) => pageMeta(args, "paymentSuccess");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const url = new URL(request.url);
  const access = await openReminderLink(partner, url.searchParams.get("invoice"), url.searchParams.get("token"));
  if (!access) notFound();
  const state = await paymentState(access, url.searchParams.get("payment"));
  if (!state) notFound();
  const reminder = new URLSearchParams({ invoice: access.invoiceId, token: access.token });
  return { state, here: `${url.pathname}${url.search}`, reminderPath: `/invoice-reminder?${reminder}` };
}

export default function PaymentSuccess() {
  const { state, here, reminderPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payments");
  const values = { amount: formatMoney(state.amountCents, state.currency), number: state.invoiceNumber };
  return (
    <section className="page payment-result" aria-labelledby="payment-title">
      {state.status === "succeeded" || state.invoicePaid ? (
        <>
          <h1 id="payment-title">{t("success.fulfilledTitle")}</h1>
          <p role="status">{t("success.fulfilledBody", values)}</p>
        </>
      ) : state.status === "pending" ? (
        <>
          <h1 id="payment-title">{t("success.pendingTitle")}</h1>
          <p role="status">{t("success.pendingBody", values)}</p>
          <p>
            <a href={here} className="button button-solid">
              {t("success.refresh")}
            </a>
          </p>
        </>
      ) : (
        <>
          <h1 id="payment-title">{t("success.failedTitle")}</h1>
          <p role="alert">{t(state.status === "failed" ? "success.failedBody" : "success.canceledBody", values)}</p>
          <p>
            <Link to={reminderPath} className="button button-solid">
              {t("success.tryAgain")}
            </Link>
          </p>
        </>
      )}
      <p>
        <Link to="/user/invoices">{t("success.toInvoices")}</Link>
      </p>
    </section>
  );
}
