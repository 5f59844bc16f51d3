// /payment/builtin/:reference: the built-in offline payment provider's page (decision 0044),
// standing in for Stripe Checkout: the customer chooses to pay or to let the payment fail, and
// the provider reports it as a Stripe-format event, signed and handed to the same webhook
// handler as Stripe's. The reference (128 random bits) is what opens the page, as a Checkout
// URL; it sends the customer back to our own /payment/success or /invoice-reminder only.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { formDataOf, notFound, requirePartner } from "~/server/platform/guards.server";
import { builtinPayment, handlePaymentWebhook, PAYABLE_STATUSES } from "~/server/billing/invoice-payments.server";
import { BUILTIN_REFERENCE, builtinPaymentProvider } from "~/server/providers/payment.server";

export const meta: MetaFunction = (args) => pageMeta(args, "paymentBuiltin");

/** Only our own pages, as paths (never another host). */
function ownPath(value: string | null, prefix: string): string | null {
  return value && value.startsWith(prefix) && !value.startsWith("//") && value.length < 600 ? value : null;
}

async function openPage(request: Request, reference: string | undefined) {
  const provider = builtinPaymentProvider();
  if (!provider || !reference || !BUILTIN_REFERENCE.test(reference)) notFound();
  const { partner } = await requirePartner(request);
  const payment = await builtinPayment(reference, partner.config.id);
  if (!payment) notFound();
  const url = new URL(request.url);
  const returnPath = ownPath(url.searchParams.get("return"), "/payment/success?");
  const cancelPath = ownPath(url.searchParams.get("cancel"), "/invoice-reminder?");
  if (!returnPath || !cancelPath) notFound();
  return { provider, payment, returnPath, cancelPath, reference };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { payment, returnPath, cancelPath } = await openPage(request, params.reference);
  return {
    done: payment.status !== "created",
    amountCents: payment.amountCents,
    currency: payment.invoice.currency,
    method: payment.method,
    returnPath,
    cancelPath,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const { provider, payment, returnPath, reference } = await openPage(request, params.reference);
  if (payment.status === "created") {
    // Paid meanwhile in another tab: this one takes no money (a real provider would; then the
    // duplicate is refunded, see bookPaymentOutcome).
    const payable = (PAYABLE_STATUSES as readonly string[]).includes(payment.invoice.status);
    const outcome = !payable ? "canceled" : form.get("choice") === "pay" ? "succeeded" : "failed";
    const event = provider.event(reference, outcome, payment.amountCents);
    const answer = await handlePaymentWebhook(provider, event.rawBody, event.signature);
    if (answer.status !== 200) throw new Response(answer.body, { status: 503 });
  }
  return redirect(returnPath);
}

export default function BuiltinPaymentPage() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation("payments");
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="page payment-builtin" aria-labelledby="builtin-title">
      <h1 id="builtin-title">{t("builtin.title")}</h1>
      {page.done ? (
        <>
          <p role="status">{t("builtin.done")}</p>
          <p>
            <Link to={page.returnPath}>{t("builtin.continue")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{t("builtin.intro")}</p>
          <p>{t("builtin.amount", { amount: formatMoney(page.amountCents, page.currency) })}</p>
          <p>{t("builtin.method", { method: t(`reminderPage.methods.${page.method === "card" ? "card" : "ideal"}`) })}</p>
          <Form method="post" className="form-actions">
            <button type="submit" name="choice" value="pay" className="button button-solid" aria-disabled={submitting || undefined}>
              {t("builtin.pay")}
            </button>
            <button type="submit" name="choice" value="fail" className="button button-ghost" aria-disabled={submitting || undefined}>
              {t("builtin.fail")}
            </button>
            <Link to={page.cancelPath} className="button button-text">
              {t("builtin.cancel")}
            </Link>
          </Form>
        </>
      )}
    </section>
  );
}
