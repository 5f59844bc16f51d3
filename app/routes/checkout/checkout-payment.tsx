// Checkout, the payment screen (the last step of every flow): start date (today, or tomorrow when a product says so, up to 30
// days ahead), IBAN and consent to the SEPA direct-debit mandate. Buying records the mandate,
// the policies and their first invoices at once and sends the confirmation e-mail; a second
// submit of the same checkout finds it completed and shows the same result. Above the form,
// check your answers: what, for whom, from when and for how much, each with a change link.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { DateInput } from "~/components/funnel/date-input";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { summaryOf } from "~/components/funnel/form-error-summary";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { readDate } from "~/domain/platform/date-parts";
import { type CheckoutOutcome } from "~/domain/catalogue/underwriting";
import { failurePath, purchaseResultPath, quotationPath } from "~/domain/checkout/flows/outcome-paths";
import { policyFormSchema } from "~/domain/platform/validation";
import { TECHNICAL_ISSUE_KEY } from "~/domain/platform/technical-issue";
import { accountHolderOf, completedCheckoutOf, holdPayment, purchaseCheckout } from "~/server/checkout/checkout.server";
import { nextStepPath, requireFlowStep } from "~/server/checkout/checkout-flow.server";
import { paymentScreen } from "~/server/checkout/payment-screen.server";
import { storedAddress } from "~/server/account/customer-details.server";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";
import { logger } from "~/server/platform/logger.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { startsFromTomorrow } from "~/domain/partners/partner-settings";
import { IpidLinks } from "~/components/checkout/ipid-links";

export const meta: MetaFunction = (args) => pageMeta(args, "payment");

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const customer = context.flow.customer === "company" ? "company" : "personal";
  return paymentScreen(context, storedAddress(context.visitor.id, customer));
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  // A repeated submit of a checkout that is already bought shows its result again.
  const { partner: requestPartner } = await requirePartner(request);
  const visitorNow = await findVisitor(request, requestPartner);
  const submittedId = form.get("checkoutId");
  if (visitorNow && typeof submittedId === "string") {
    const done = await completedCheckoutOf(visitorNow, submittedId);
    if (done) return redirect(purchaseResultPath(done.id, done.outcome as CheckoutOutcome | null));
  }
  const context = await requireFlowStep(request);
  const { partner, language, visitor, checkout, products, today, facts } = context;
  const fromTomorrow = startsFromTomorrow(partner.config, products);
  const submission = parseWithZod(form, { schema: policyFormSchema({ today, fromTomorrow, ibanRequired: true }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // IBAN and mandate given: add_payment_info with the checkout's products, before the purchase empties the cart (decision 0050).
  const paymentInfo = ecommerceEvent("add_payment_info", await checkoutAnalyticsProducts(context), checkout.id);
  const analyticsHeaders = { "Set-Cookie": await analyticsFlashHeader([paymentInfo]) };
  const accountHolder = await accountHolderOf(visitor);

  // A product that requires a verified identity (death risk): the answers wait on the checkout,
  // and the verified identity completes the purchase (decision 0033).
  if (facts.identityRequired) {
    await holdPayment(visitor, checkout.id, {
      startDate: submission.value.start_date,
      iban: submission.value.iban_number!,
      accountHolder,
      signedOn: today,
      language,
    });
    return redirect(await nextStepPath(context), { headers: analyticsHeaders });
  }

  let result;
  try {
    result = await purchaseCheckout(visitor, partner, checkout.id, {
      startDate: submission.value.start_date,
      iban: submission.value.iban_number!,
      accountHolder,
      signedOn: today,
      confirmation: { language, request },
    });
  } catch (error) {
    logger.error({ err: error, checkoutId: checkout.id }, "direct debit or policy creation failed");
    return redirect(failurePath());
  }
  // A broker's quote accepted or expired in the meantime: nothing bought; its page says why.
  if (result.kind === "quote-closed") return redirect(quotationPath(result.quoteId));
  // The insurer's quote API failed (decisions 0083, 0092): the technical issue, and the form as it was typed.
  if (result.kind === "insurer-unavailable") return data(submission.reply({ formErrors: [TECHNICAL_ISSUE_KEY] }), { status: 503 });
  if (result.kind === "identity-required") return redirect(await nextStepPath(context), { headers: analyticsHeaders });
  return redirect(purchaseResultPath(result.checkoutId, result.outcome), { headers: analyticsHeaders });
}

export default function CheckoutPayment() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("funnel");
  const [form, fields] = useForm({
    lastResult,
    // Back from the identity check: what was entered is still there.
    defaultValue: { start_date: data.held?.startDate ?? data.minDate, iban_number: data.held?.iban ?? data.profileIban ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: policyFormSchema({ today: data.today, fromTomorrow: data.fromTomorrow, ibanRequired: true }) }),
  });
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  // The start date as typed so far (with JavaScript as it is typed), when it is a date.
  const typed = readDate(fields.start_date.value ?? fields.start_date.initialValue ?? "");
  const startDate = typed && "iso" in typed ? typed.iso : null;
  return (
    <section className="page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t("payment.title")}</h1>
      <ErrorSummary errors={summaryOf(form, ["start_date"])} failed={form.status === "error" ? (lastResult ?? true) : null} />
      <h2 id="check-answers-title">{t("payment.checkTitle")}</h2>
      <dl className="check-answers" aria-labelledby="check-answers-title">
        <CheckRow label={t("payment.checkWhat")} change={data.changePaths.questions}>
          {data.items.map((item) => item.name).join(", ")}
        </CheckRow>
        <CheckRow label={t("payment.checkWho")} change={data.changePaths.details}>
          {data.insured}
        </CheckRow>
        <CheckRow label={t("payment.checkFrom")} change={`#${fields.start_date.id}-day`}>
          {startDate ? formatDate(startDate) : t("payment.checkFromOpen")}
        </CheckRow>
        <CheckRow label={t("payment.checkPrice")} change={data.changePaths.questions}>
          {data.items.length > 1
            ? data.items.map((item) => (
                <span key={item.id} className="check-answers-line">
                  {item.name}: {t("cart.perMonth", { price: formatMoney(item.grossMonthlyCents, item.currency) })}
                </span>
              ))
            : null}
          <span className="check-answers-line" data-testid="payment-total">
            {t("cart.perMonth", { price: formatMoney(data.totals.grossMonthlyCents, data.currency) })}
          </span>
        </CheckRow>
      </dl>
      <p className="cart-tax-note">{t("cart.taxNote")}</p>
      {data.bankDiscountPercent > 0 ? (
        <p className="notice">{t("payment.bankDiscount", { percent: data.bankDiscountPercent, partner: data.partnerName })}</p>
      ) : null}
      <IpidLinks ipids={data.ipids} />
      <Form method="post" {...getFormProps(form)} className="form-grid">
        <input type="hidden" name="checkoutId" value={data.checkoutId} />
        <FieldError id={form.errorId} errors={form.errors} />
        <DateInput
          id={fields.start_date.id}
          name={fields.start_date.name}
          legend={t("payment.startDate")}
          value={fields.start_date.initialValue}
          errors={fields.start_date.errors}
          hint={t("payment.startDateHint", { days: 30 })}
        />
        <TextField field={fields.iban_number} label={t("payment.iban")} autoComplete="off" hint={t("payment.ibanHint")} />
        <div className="form-field">
          <label className="checkbox">
            {/* Conform's props keep the tick of a form returned with errors (also without JavaScript). */}
            <input {...getInputProps(fields.consent, { type: "checkbox", ariaAttributes: true })} key={fields.consent.key} />
            <span>{t("payment.consent", { partner: data.partnerName })}</span>
          </label>
          <FieldError id={fields.consent.errorId} errors={fields.consent.errors} />
        </div>
        <div className="form-actions">
          <button
            type="submit"
            className="button button-solid"
            aria-disabled={submitting || undefined}
            data-analytics-event="funnel_button_click"
            data-analytics-label="buy"
          >
            {data.identityRequired
              ? t("payment.continueToIdentity")
              : t("payment.buy", { price: formatMoney(data.totals.grossMonthlyCents, data.currency) })}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A row of check your answers: what was answered, and a link to change it. */
function CheckRow({ label, change, children }: { label: string; change: string | null; children: ReactNode }) {
  const { t } = useTranslation("funnel");
  return (
    <div className="check-answers-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      <dd className="check-answers-change">
        {change ? (
          <a href={change}>
            {t("payment.change")}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </a>
        ) : null}
      </dd>
    </div>
  );
}
