// Checkout, the payment screen (the last step of every flow): start date (today, or tomorrow when a product says so, up to 30
// days ahead), IBAN and consent to the SEPA direct-debit mandate. Buying records the mandate,
// the policies and their first invoices at once and sends the confirmation e-mail; a second
// submit of the same checkout finds it completed and shows the same result.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { formatMoney } from "~/domain/platform/formatting";
import { sumPremiums } from "~/domain/catalogue/rating";
import { pickTranslation } from "~/domain/platform/translated-text";
import { type CheckoutOutcome } from "~/domain/catalogue/underwriting";
import { failurePath, purchaseResultPath, quotationPath } from "~/domain/checkout/flows/outcome-paths";
import { policyFormSchema } from "~/domain/platform/validation";
import { TECHNICAL_ISSUE_KEY } from "~/domain/platform/technical-issue";
import { addDays, earliestStartDate, LIMITS } from "~/domain/platform/field-checks";
import {
  accountHolderOf,
  completedCheckoutOf,
  heldPaymentOfCheckout,
  profileIbanOf,
  holdPayment,
  purchaseCheckout,
  quoteCheckout,
} from "~/server/checkout/checkout.server";
import { nextStepPath, requireFlowStep, stepBarOf } from "~/server/checkout/checkout-flow.server";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";
import { ecommerceEvent } from "~/domain/platform/analytics";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { findVisitor } from "~/server/platform/session.server";
import { logger } from "~/server/platform/logger.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { startsFromTomorrow } from "~/domain/partners/partner-settings";
import { ipidPaths } from "~/domain/catalogue/ipid";
import { IpidLinks } from "~/components/checkout/ipid-links";

export const meta: MetaFunction = (args) => pageMeta(args, "payment");

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, language, visitor, checkout, products, today } = context;
  const quotes = await quoteCheckout(visitor, partner, products);
  const fromTomorrow = startsFromTomorrow(partner.config, products);
  const held = await heldPaymentOfCheckout(visitor, checkout.id);
  return {
    held: held ? { startDate: held.startDate, iban: held.iban } : null,
    profileIban: held ? null : await profileIbanOf(visitor),
    identityRequired: context.facts.identityRequired,
    stepBar: stepBarOf(context),
    today,
    fromTomorrow,
    minDate: earliestStartDate(today, { fromTomorrow }),
    maxDate: addDays(today, LIMITS.START_DATE_MAX_DAYS_AHEAD),
    items: quotes.map(({ product, quote }) => ({
      id: product.id,
      name: pickTranslation(product.names, language),
      currency: product.currency,
      ...quote.premium,
    })),
    totals: sumPremiums(quotes.map(({ quote }) => quote.premium)),
    currency: partner.config.currency,
    bankDiscountPercent: visitor.isPartnerBankCustomer
      ? 0
      : partner.config.partnerBankIbanCode
        ? partner.config.partnerBankDiscountPercent
        : 0,
    partnerName: partner.config.displayName,
    checkoutId: checkout.id,
    // The IPID of each product, read before buying (decision 0085).
    ipids: products.map((product) => ({ name: pickTranslation(product.names, language), href: ipidPaths(product.slug).page })),
  };
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
  return (
    <section className="page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t("payment.title")}</h1>
      <table className="summary-table">
        <caption className="visually-hidden">{t("payment.summary")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("payment.product")}</th>
            <th scope="col">{t("payment.perMonth")}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{formatMoney(item.grossMonthlyCents, item.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("cart.totalGross")}</th>
            <td data-testid="payment-total">{formatMoney(data.totals.grossMonthlyCents, data.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="cart-tax-note">{t("cart.taxNote")}</p>
      {data.bankDiscountPercent > 0 ? (
        <p className="notice">{t("payment.bankDiscount", { percent: data.bankDiscountPercent, partner: data.partnerName })}</p>
      ) : null}
      <IpidLinks ipids={data.ipids} />
      <Form method="post" {...getFormProps(form)} className="form-grid">
        <input type="hidden" name="checkoutId" value={data.checkoutId} />
        <FieldError id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.start_date}
          label={t("payment.startDate")}
          type="date"
          min={data.minDate}
          max={data.maxDate}
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
