// The checkout of one group at a time (spec section 4): start or resume it, the items in it,
// and the purchase that records the SEPA mandate, the policies and their first invoices in
// one transaction. The checkout row is claimed (open -> completing) inside that transaction,
// so a second submit of the same form can not buy twice.
import type { RefusalMessage } from "~/domain/catalogue/car-underwriting";
import { isInsurerQuoted, quoteRefusalMessage, type InsurerAwareQuote } from "~/domain/catalogue/insurer-quote";
import { nextCheckoutGroup, pendingGroups } from "~/domain/checkout/checkout-groups";
import { checkoutGroupFor, flowForCheckout, type CheckoutGroup } from "~/domain/checkout/flows/definitions";
import { isInsuranceFlow, type InsuranceFlow } from "~/domain/platform/navigation";
import { firstInvoicePeriod, invoiceKey } from "~/domain/billing/billing";
import type { Language } from "~/domain/platform/languages";
import { insuredObjectOf } from "~/domain/catalogue/insured-object";
import { coverOptionPremiums, isOffered, quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import { documentNumber, isPartnerBankIban, mandateReference } from "~/domain/billing/sepa";
import {
  checkoutOutcome,
  policyStatusFor,
  type CheckoutOutcome,
  type FormalityKey,
  type ProductOutcome,
} from "~/domain/catalogue/underwriting";
import { formalityExplanationsOf } from "~/domain/checkout/answer-details";
import { contactDeadline, isReviewStatus, purchaseReviewReason } from "~/domain/staff/review-queue";
import { allQuestionsOf, checkAnswers } from "./answers.server";
import { partnerCatalogue, type CatalogueProduct } from "../catalogue/catalogue.server";
import { discountPercentFor, visitorAnswers, visitorRiskClass } from "./cart.server";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { db, DbNull } from "../platform/db.server";
import type { LoadedPartner } from "../platform/partner.server";
import { queuePurchaseConfirmation } from "./confirmation-mail.server";
import { deliverSoon } from "../providers/mail.server";
import { acceptBoughtQuotes, assertQuotesBuyable, QuoteClosedError } from "./quote-cart.server";
import { documentsForPurchase } from "./answer-details.server";
import type { Visitor } from "../platform/session.server";
import { insurerQuotes } from "../providers/insurer-quotes.server";

export type OpenCheckout = {
  id: string;
  group: CheckoutGroup;
  /** The site variant it runs in (decision 0036): the shop, the calculator or the check-in. */
  variant: InsuranceFlow;
  disclaimerSeen: boolean;
  formalities: Record<FormalityKey, boolean> | null;
  /** What happened, for each formality answered "yes". */
  formalityExplanations: Partial<Record<FormalityKey, string>>;
};

const OPEN_CHECKOUT_FIELDS = {
  id: true,
  group: true,
  variant: true,
  disclaimerSeen: true,
  formalities: true,
  formalityExplanations: true,
} as const;

function openCheckoutOf(row: {
  id: string;
  group: string;
  variant: string;
  disclaimerSeen: boolean;
  formalities: unknown;
  formalityExplanations: unknown;
}): OpenCheckout {
  return {
    ...row,
    group: row.group as CheckoutGroup,
    variant: isInsuranceFlow(row.variant) ? row.variant : "default",
    formalities: row.formalities as OpenCheckout["formalities"],
    formalityExplanations: formalityExplanationsOf(row.formalityExplanations),
  };
}

export async function findOpenCheckout(visitor: Visitor): Promise<OpenCheckout | null> {
  const row = await db.checkout.findFirst({
    where: { userId: visitor.id, status: "open" },
    orderBy: { createdAt: "desc" },
    select: OPEN_CHECKOUT_FIELDS,
  });
  return row ? openCheckoutOf(row) : null;
}

async function offeredCartItems(visitor: Visitor, partner: LoadedPartner) {
  const [rows, catalogue, riskClass] = await Promise.all([
    db.cartItem.findMany({
      where: { userId: visitor.id, partnerId: partner.config.id },
      select: { id: true, productId: true, inCheckoutCart: true },
    }),
    partnerCatalogue(partner.config.id),
    visitorRiskClass(visitor),
  ]);
  return rows.flatMap((row) => {
    const product = catalogue.find((candidate) => candidate.id === row.productId);
    return product && isOffered(product, riskClass) ? [{ ...row, product, productType: product.type }] : [];
  });
}

/**
 * The open checkout, or a new one for the next group of the cart (its items move to the
 * checkout cart). showDisclaimer: more than one group is waiting and the visitor has not
 * seen the explanation yet. Null when the cart is empty.
 */
export async function startOrResumeCheckout(
  visitor: Visitor,
  partner: LoadedPartner,
  variant: Exclude<InsuranceFlow, "checkin"> = "default",
): Promise<{ checkout: OpenCheckout; showDisclaimer: boolean } | null> {
  const items = await offeredCartItems(visitor, partner);
  const open = await findOpenCheckout(visitor);
  const inOpenGroup = open && open.variant !== "checkin" ? items.filter((item) => item.inCheckoutCart) : [];
  if (open && inOpenGroup.length > 0) {
    // The same products, calculated or bought: the calculator's "buy" carries its answers on.
    if (open.variant !== variant) {
      await db.checkout.updateMany({ where: { id: open.id, status: "open" }, data: { variant } });
      open.variant = variant;
    }
    return { checkout: open, showDisclaimer: !open.disclaimerSeen && pendingGroups(items).length > 1 };
  }
  const group = nextCheckoutGroup(items);
  if (!group) return null;
  const hadEarlierCheckout = (await db.checkout.count({ where: { userId: visitor.id, status: "completed" } })) > 0;
  const checkout = await db.$transaction(async (tx) => {
    // Whatever an abandoned checkout left behind goes back to pending first.
    await tx.checkout.updateMany({ where: { userId: visitor.id, status: "open" }, data: { status: "abandoned" } });
    await tx.cartItem.updateMany({ where: { userId: visitor.id }, data: { inCheckoutCart: false } });
    await tx.cartItem.updateMany({
      where: { id: { in: items.filter((item) => checkoutGroupFor(item.productType) === group).map((item) => item.id) } },
      data: { inCheckoutCart: true },
    });
    return tx.checkout.create({
      data: { partnerId: partner.config.id, userId: visitor.id, group, variant, disclaimerSeen: hadEarlierCheckout },
      select: OPEN_CHECKOUT_FIELDS,
    });
  });
  const opened = openCheckoutOf(checkout);
  return { checkout: opened, showDisclaimer: !opened.disclaimerSeen && pendingGroups(items).length > 1 };
}

export async function markDisclaimerSeen(visitor: Visitor, checkoutId: string): Promise<void> {
  await db.checkout.updateMany({ where: { id: checkoutId, userId: visitor.id, status: "open" }, data: { disclaimerSeen: true } });
}

/**
 * The open check-in, or a new one (decision 0036). It holds no cart items: its product is the
 * partner's check-in product. Starting one sets aside an open checkout of the shop, whose
 * items go back to the cart. Null when the partner offers no check-in.
 */
export async function startOrResumeCheckin(visitor: Visitor, partner: LoadedPartner): Promise<OpenCheckout | null> {
  if ((await checkinProducts(partner)).length === 0) return null;
  const open = await findOpenCheckout(visitor);
  if (open?.variant === "checkin") return open;
  const created = await db.$transaction(async (tx) => {
    await tx.checkout.updateMany({ where: { userId: visitor.id, status: "open" }, data: { status: "abandoned" } });
    await tx.cartItem.updateMany({ where: { userId: visitor.id }, data: { inCheckoutCart: false } });
    return tx.checkout.create({
      data: { partnerId: partner.config.id, userId: visitor.id, group: "normal", variant: "checkin", disclaimerSeen: true },
      select: OPEN_CHECKOUT_FIELDS,
    });
  });
  return openCheckoutOf(created);
}

async function checkinProducts(partner: LoadedPartner): Promise<CatalogueProduct[]> {
  return (await partnerCatalogue(partner.config.id)).filter((product) => product.type === "checkin").slice(0, 1);
}

/** The products of the checkout, in cart order; a check-in's is the partner's check-in product. */
export async function checkoutProducts(
  visitor: Visitor,
  partner: LoadedPartner,
  variant: InsuranceFlow = "default",
): Promise<CatalogueProduct[]> {
  if (variant === "checkin") return checkinProducts(partner);
  const items = await offeredCartItems(visitor, partner);
  return items.filter((item) => item.inCheckoutCart).map((item) => item.product);
}

export type CheckoutQuote = {
  product: CatalogueProduct;
  quote: InsurerAwareQuote;
  /** The premium per cover option, when asked for (optionPrices). */
  options?: Record<string, Record<string, number>>;
};

export async function quoteCheckout(
  visitor: Visitor,
  partner: LoadedPartner,
  products: readonly CatalogueProduct[],
  options: {
    discountPercent?: number;
    formalityDeclared?: boolean;
    /** The checkout's formality answers (a bankruptcy refuses the liability products: FORMALITY_REFUSALS). */
    formalities?: Partial<Record<FormalityKey, boolean>> | null;
    /** Answers on screen, not saved yet, that count over the saved ones. */
    overlay?: ReadonlyMap<string, AnswerLike>;
    /** The saved answers and risk class when the caller has read them already (once per request). */
    answers?: ReadonlyMap<string, AnswerLike>;
    riskClass?: number;
    /** Also the premium per cover option (the consumer screens compare covers by price). */
    optionPrices?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<CheckoutQuote[]> {
  const [saved, riskClass] = await Promise.all([
    options.answers ?? visitorAnswers(visitor.id),
    options.riskClass ?? visitorRiskClass(visitor),
  ]);
  const answers = options.overlay ? new Map([...saved, ...options.overlay]) : saved;
  const discountPercent = options.discountPercent ?? discountPercentFor(visitor, partner);
  const context = {
    riskClass,
    answers,
    today: todayInAmsterdam(),
    discountPercent,
    formalityDeclared: options.formalityDeclared,
    formalities: options.formalities,
  };
  const optionPrices = options.optionPrices ?? false;
  return Promise.all(
    products.map(async (product): Promise<CheckoutQuote> => {
      // Car and home: the insurer prices and accepts (decision 0083); the built-in default is today's tables.
      if (isInsurerQuoted(product.type)) {
        const { quote, options: prices } = await insurerQuotes().quote(product, context, { optionPrices }, options.signal);
        return { product, quote, ...(optionPrices ? { options: prices } : {}) };
      }
      const { formalityDeclared: _formalityDeclared, formalities: _formalities, ...priceContext } = context;
      return {
        product,
        quote: quoteProduct(product, context),
        ...(optionPrices ? { options: coverOptionPremiums(product, priceContext) } : {}),
      };
    }),
  );
}

export async function saveFormalities(
  visitor: Visitor,
  checkoutId: string,
  formalities: Record<FormalityKey, boolean>,
  explanations: Partial<Record<FormalityKey, string>> = {},
): Promise<void> {
  await db.checkout.updateMany({
    where: { id: checkoutId, userId: visitor.id, status: "open" },
    data: { formalities, formalityExplanations: explanations },
  });
}

export type PurchaseInput = {
  startDate: string;
  iban: string;
  accountHolder: string;
  signedOn: string;
  /** The confirmation mail is queued in the purchase's transaction (decision 0025); its link is on the request's root domain when there is one. */
  confirmation: { language: Language; request?: Request };
  /** Who verified the customer's identity; required when a product of the checkout requires it (decision 0033). */
  identity?: {
    provider: string;
    reference: string;
    verifiedAt: Date;
    /** The name on the document is not the policyholder's: the product waits for underwriting review (decision 0068). */
    nameDiffers?: boolean;
  };
};

/** What the payment screen holds while the identity is verified (Checkout.heldPayment). */
export type HeldPayment = { startDate: string; iban: string; accountHolder: string; signedOn: string; language: Language };

export type PurchaseResult =
  | { kind: "completed"; checkoutId: string; outcome: CheckoutOutcome; policyIds: string[] }
  | { kind: "already-completed"; checkoutId: string; outcome: CheckoutOutcome }
  /** A broker's quote in it was accepted already or has expired: nothing was bought. */
  | { kind: "quote-closed"; quoteId: string; reason: "accepted" | "expired" }
  /** A product requires a verified identity and none was given: nothing was bought. */
  | { kind: "identity-required" }
  /** The insurer's quote API failed (standard error ACI00, decision 0083): nothing was bought. */
  | { kind: "insurer-unavailable" };

/** Buys the open checkout once. Returns what happened; throws only on database failure. */
export async function purchaseCheckout(
  visitor: Visitor,
  partner: LoadedPartner,
  checkoutId: string,
  input: PurchaseInput,
): Promise<PurchaseResult> {
  const products = await checkoutProducts(visitor, partner);
  if (!input.identity && products.some((product) => product.requireIdentityVerification)) return { kind: "identity-required" };
  const bankCustomer = visitor.isPartnerBankCustomer || isPartnerBankIban(input.iban, partner.config.partnerBankIbanCode);
  const discountPercent = bankCustomer ? partner.config.partnerBankDiscountPercent : 0;
  const checkoutRow = await db.checkout.findFirst({ where: { id: checkoutId, userId: visitor.id }, select: { formalities: true } });
  const formalities = (checkoutRow?.formalities ?? null) as Partial<Record<FormalityKey, boolean>> | null;
  const formalityDeclared = Object.values(formalities ?? {}).some(Boolean);
  // Read once: the premium and the policy's stored answers come from the same answers.
  const answers = await visitorAnswers(visitor.id);
  const quotes = await quoteCheckout(visitor, partner, products, { discountPercent, formalityDeclared, formalities, answers });
  // The insurer could not be asked for a price: nothing is bought now, the form keeps what was typed.
  if (quotes.some(({ quote }) => quote.failed)) return { kind: "insurer-unavailable" };
  // The documents beside the answers: the policy's copy names them, so the underwriter sees them.
  const documents = await documentsForPurchase(
    visitor.id,
    new Map(
      products.flatMap((product) =>
        product.questions.map((question) => [
          question.id,
          question.options.find((option) => option.id === answers.get(question.id)?.optionId) ?? null,
        ]),
      ),
    ),
  );

  try {
    const result: PurchaseResult = await db.$transaction(async (tx) => {
      const claimed = await tx.checkout.updateMany({
        // Only the shop buys: a calculation or a check-in is never claimed as a purchase.
        where: { id: checkoutId, userId: visitor.id, status: "open", variant: "default" },
        data: { status: "completing" },
      });
      if (claimed.count === 0) {
        const done = await tx.checkout.findFirst({ where: { id: checkoutId, userId: visitor.id }, select: { outcome: true } });
        return { kind: "already-completed", checkoutId, outcome: (done?.outcome ?? "fully_insured") as CheckoutOutcome };
      }
      // Throws QuoteClosedError, which rolls the claim back too.
      const quoteIds = await assertQuotesBuyable(tx, visitor.id, input.signedOn);
      const mandate = await tx.mandate.create({
        data: {
          partnerId: partner.config.id,
          userId: visitor.id,
          reference: mandateReference(input.signedOn),
          iban: input.iban,
          accountHolder: input.accountHolder,
          signedOn: input.signedOn,
        },
        select: { id: true },
      });
      // Kept on the profile: the next checkout offers it again (spec: PATCH /users/me "payment").
      await tx.user.update({ where: { id: visitor.id }, data: { iban: input.iban } });
      const policyIds: string[] = [];
      const outcomes: ProductOutcome[] = [];
      for (const { product, quote } of quotes) {
        const nameDiffers = product.requireIdentityVerification && input.identity?.nameDiffers === true;
        // Accepted on its answers, but the identity document bears another name: an underwriter looks first.
        const productOutcome = nameDiffers && quote.outcome === "accepted" ? "review" : quote.outcome;
        outcomes.push(productOutcome);
        const status = policyStatusFor(productOutcome);
        if (!status) continue;
        const policy = await tx.policy.create({
          data: {
            number: documentNumber("POL"),
            partnerId: partner.config.id,
            userId: visitor.id,
            productId: product.id,
            checkoutId,
            mandateId: mandate.id,
            status,
            // A waiting policy carries why and by when the customer was promised contact (decision 0045).
            ...(isReviewStatus(status)
              ? {
                  reviewReason: purchaseReviewReason(status, quote.outcome !== "accepted", formalityDeclared, nameDiffers),
                  reviewDueAt: contactDeadline(new Date()),
                }
              : {}),
            startDate: input.startDate,
            netMonthlyCents: quote.premium.netMonthlyCents,
            grossMonthlyCents: quote.premium.grossMonthlyCents,
            discountPercent: quote.premium.discountPercent,
            currency: product.currency,
            perClaimCents: quote.premium.cover.perClaimCents,
            perYearCents: quote.premium.cover.perYearCents,
            deductibleCents: quote.premium.cover.deductibleCents,
            answers: product.questions.flatMap((question) => {
              const answer = answers.get(question.id);
              const files = documents.get(question.id);
              return answer ? [{ questionId: question.id, ...answer, ...(files ? { files } : {}) }] : [];
            }) as object[],
            insuredObject: insuredObjectOf(product, answers) ?? undefined,
            ...(product.requireIdentityVerification && input.identity
              ? {
                  identityProvider: input.identity.provider,
                  identityReference: input.identity.reference,
                  identityVerifiedAt: input.identity.verifiedAt,
                }
              : {}),
          },
          select: { id: true },
        });
        policyIds.push(policy.id);
        if (status === "active") {
          await tx.invoice.create({
            data: {
              number: documentNumber("INV"),
              partnerId: partner.config.id,
              userId: visitor.id,
              policyId: policy.id,
              amountCents: quote.premium.grossMonthlyCents,
              currency: product.currency,
              // Waits for the billing run, which debits it with the first file after its due date.
              status: "processing",
              ...firstInvoicePeriod(input.startDate),
              dueDate: input.startDate,
              // Period 0's key: the billing run never invoices this period again.
              billingKey: invoiceKey(policy.id, input.startDate),
            },
          });
        }
      }
      const outcome = checkoutOutcome(outcomes);
      await tx.checkout.update({
        where: { id: checkoutId },
        data: { status: "completed", outcome, completedAt: new Date(), heldPayment: DbNull },
      });
      await tx.cartItem.deleteMany({ where: { userId: visitor.id, inCheckoutCart: true } });
      await acceptBoughtQuotes(tx, visitor.id, quoteIds);
      await tx.user.update({
        where: { id: visitor.id },
        data: { isGuest: false, ...(bankCustomer ? { isPartnerBankCustomer: true } : {}) },
      });
      await queuePurchaseConfirmation(tx, checkoutId, input.confirmation.language, partner, input.confirmation.request);
      return { kind: "completed", checkoutId, outcome, policyIds };
    });
    if (result.kind === "completed") deliverSoon();
    return result;
  } catch (error) {
    if (error instanceof QuoteClosedError) return { kind: "quote-closed", quoteId: error.quoteId, reason: error.reason };
    throw error;
  }
}

/** Keeps the payment screen's answers on the open checkout until the identity is verified. */
export async function holdPayment(visitor: Visitor, checkoutId: string, held: HeldPayment): Promise<void> {
  await db.checkout.updateMany({ where: { id: checkoutId, userId: visitor.id, status: "open" }, data: { heldPayment: held } });
}

export function heldPaymentOf(value: unknown): HeldPayment | null {
  if (!value || typeof value !== "object") return null;
  const held = value as Partial<HeldPayment>;
  return typeof held.startDate === "string" && typeof held.iban === "string" && typeof held.signedOn === "string"
    ? (held as HeldPayment)
    : null;
}

/** The payment answers held on the visitor's checkout while the identity check runs, or null. */
export async function heldPaymentOfCheckout(visitor: Pick<Visitor, "id">, checkoutId: string): Promise<HeldPayment | null> {
  const row = await db.checkout.findFirst({ where: { id: checkoutId, userId: visitor.id }, select: { heldPayment: true } });
  return heldPaymentOf(row?.heldPayment);
}

/** The IBAN kept on the visitor's profile (the last purchase's, or set through PATCH /users/me), offered again at the payment screen. */
export async function profileIbanOf(visitor: Pick<Visitor, "id">): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: visitor.id }, select: { iban: true } }))?.iban ?? null;
}

/** The name on the SEPA mandate: the visitor's first and last name as stored. */
export async function accountHolderOf(visitor: Pick<Visitor, "id">): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: visitor.id }, select: { firstName: true, lastName: true } });
  return `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim();
}

/** The visitor's own checkout when it is already bought (a repeated submit), or null. */
export function completedCheckoutOf(visitor: Pick<Visitor, "id">, checkoutId: string) {
  return db.checkout.findFirst({ where: { id: checkoutId, userId: visitor.id, status: "completed" }, select: { id: true, outcome: true } });
}

/** A bought checkout of the visitor with its policies and mandate, for the result page; null when not theirs or not bought. */
export function purchaseResultOf(visitor: Pick<Visitor, "id">, checkoutId: string) {
  return db.checkout.findFirst({
    where: { id: checkoutId, userId: visitor.id, status: "completed" },
    select: {
      id: true,
      outcome: true,
      policies: {
        select: {
          id: true,
          number: true,
          status: true,
          productId: true,
          startDate: true,
          grossMonthlyCents: true,
          currency: true,
          product: { select: { names: true, analyticsId: true } },
          mandate: { select: { reference: true, iban: true } },
        },
      },
    },
  });
}

/** Every product refused on an answer: the checkout ends as a hard drop-out and its items leave the cart. */
export async function endCheckoutAsHardDropOut(visitor: Visitor, checkoutId: string): Promise<void> {
  await db.$transaction([
    db.checkout.updateMany({
      where: { id: checkoutId, userId: visitor.id, status: "open" },
      data: { status: "completed", outcome: "hard_drop_out", completedAt: new Date() },
    }),
    db.cartItem.deleteMany({ where: { userId: visitor.id, inCheckoutCart: true } }),
  ]);
}

/** What a premium preview tells the screen per product: the price, and the refusal code if the insurer refuses. */
export type PremiumPreview = Record<
  string,
  {
    grossMonthlyCents: number;
    refusal: RefusalMessage | null;
    /** Consumer covers: the premium per option, by question. */ options?: Record<string, Record<string, number>>;
  }
>;

/**
 * Premiums for the answers a visitor has on screen (not saved): the saved answers overlaid
 * with every valid answer on screen (options of their own question, dates and amounts that
 * pass their field's rules, an address the register knows); anything else is ignored.
 */
export async function previewPremiums(
  visitor: Visitor,
  partner: LoadedPartner,
  products: readonly CatalogueProduct[],
  chosen: { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] },
  signal?: AbortSignal,
): Promise<PremiumPreview> {
  const today = todayInAmsterdam();
  const [{ parsed }, answers, riskClass] = await Promise.all([
    checkAnswers(allQuestionsOf(products), chosen, today, signal),
    visitorAnswers(visitor.id),
    visitorRiskClass(visitor),
  ]);
  for (const { question, value } of parsed) if (value) answers.set(question.id, value);
  // Consumers compare covers by price; business screens show no price per option.
  const perOption = flowForCheckout(products.map((product) => product.type)).customer === "personal";
  const quotes = await quoteCheckout(visitor, partner, products, { answers, riskClass, optionPrices: perOption, signal });
  return Object.fromEntries(
    quotes.map(({ product, quote, options = {} }) => [
      product.id,
      {
        grossMonthlyCents: quote.premium.grossMonthlyCents,
        refusal: quoteRefusalMessage(quote),
        ...(Object.keys(options).length > 0 ? { options } : {}),
      },
    ]),
  );
}

export function previewOf(quotes: readonly CheckoutQuote[]): PremiumPreview {
  return Object.fromEntries(
    quotes.map(({ product, quote }) => [
      product.id,
      { grossMonthlyCents: quote.premium.grossMonthlyCents, refusal: quoteRefusalMessage(quote) },
    ]),
  );
}
