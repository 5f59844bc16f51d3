// The payment screen's data (routes/checkout/checkout-payment.tsx): the premiums, the start
// date window, the IBAN kept from an earlier try or the profile, and "check your answers" with
// the step each row's change link goes to (decision 0088).
import { sumPremiums } from "~/domain/catalogue/rating";
import { ipidPaths } from "~/domain/catalogue/ipid";
import { startsFromTomorrow } from "~/domain/partners/partner-settings";
import { addDays, earliestStartDate, LIMITS } from "~/domain/platform/field-checks";
import { pickTranslation } from "~/domain/platform/translated-text";
import { heldPaymentOfCheckout, profileIbanOf, quoteCheckout } from "./checkout.server";
import { detailsFormDefaults } from "./checkout-details.server";
import { stepBarOf, type FlowStepContext } from "./checkout-flow.server";

/** `address` is the customer's stored address (server/account, which this area may not import). */
export async function paymentScreen(context: FlowStepContext, address: Parameters<typeof detailsFormDefaults>[3]) {
  const { partner, language, visitor, checkout, products, today, flow } = context;
  const customer = flow.customer === "company" ? "company" : "personal";
  const [quotes, who] = await Promise.all([
    quoteCheckout(visitor, partner, products),
    detailsFormDefaults(visitor, customer, products, address),
  ]);
  // Check your answers (decision 0088): each row's change link goes to the step that asked it.
  const stepPath = (screen: string) => flow.steps.find((step) => step.screen === screen && !step.fields)?.path ?? null;
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
    insured: insuredLine(who, customer),
    changePaths: { questions: stepPath("questions"), details: stepPath("details") },
    // The IPID of each product, read before buying (decision 0085).
    ipids: products.map((product) => ({ name: pickTranslation(product.names, language), href: ipidPaths(product.slug).page })),
  };
}

/** For whom: the person (and company), with the address, as the details step saved them. */
function insuredLine(who: Record<string, string | null | undefined>, customer: "company" | "personal"): string {
  const company = customer === "company";
  const street = [who.street, company ? who.house_number : who.houseNumber, company ? who.house_number_addition : who.addition];
  const place = [company ? who.postal_code : who.postalCode, who.city];
  return [
    [who.firstName, who.lastName].filter(Boolean).join(" "),
    company ? who.company_name : null,
    street.filter(Boolean).join(" "),
    place.filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
}
