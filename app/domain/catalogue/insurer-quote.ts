// The insurer's quote API for the consumer lines (spec 7: POST /allianz/answer, POST
// /allianz/create-quote; spec 8: rejected_reason.error_code), as pure mapping: the answers as the
// insurer reads them, and its answer as the platform's quote. Decision 0083 fixes what the spec
// leaves open: the insurer knows questions by field and options by value, its prices are net
// monthly euros before the partner discount and premium tax, and allianz_consumer.price is the
// premium for the answers as given.
import { CAR_UNDERWRITING_CODES, refusalMessage, type CarUnderwritingCode, type RefusalMessage } from "./car-underwriting";
import { quoteProduct, type AnswerLike, type ProductQuote, type QuotableProduct } from "./product-quote";
import { withPremiumTax, type Premium } from "./rating";
import { TECHNICAL_ISSUE_KEY } from "../platform/technical-issue";
import { formalityConsequences, productOutcome } from "./underwriting";

/** The lines the insurer prices and accepts itself (spec 4: car and home). */
export const INSURER_QUOTED_TYPES: ReadonlySet<string> = new Set(["car", "allianz_liability", "allianz_building", "allianz_content"]);

export function isInsurerQuoted(productType: string): boolean {
  return INSURER_QUOTED_TYPES.has(productType);
}

/** The spec's standard error (spec 8: ACI00), shown when the insurer can not be asked. */
export const STANDARD_ERROR_CODE = "ACI00" as const;

/**
 * A quote as the checkout uses it. `failed`: the insurer could not be asked (network, 5xx,
 * unreadable, timeout); nothing can be bought until it answers. `standardError`: show the spec's
 * standard error rather than the code's own text (a failure, or the insurer's ACI00 or unknown code).
 */
export type InsurerAwareQuote = ProductQuote & {
  failed?: boolean;
  standardError?: boolean;
  /** The insurer's clause for this quote (create-quote's clause), shown in place of the product's own. */
  clause?: string | null;
};

/** Per cover question, per option: the gross monthly premium with that option (as coverOptionPremiums). */
export type OptionPremiums = Record<string, Record<string, number>>;

type InsurerQuestion = QuotableProduct["questions"][number] & { field?: string | null };

export type InsurerAnswer = {
  question: string;
  option: string | null;
  date_value: string | null;
  money_value: string | null;
  float_value: number | null;
  text_value: string | null;
  multi_select_options: string[];
};

/** The answers to this product's questions as the insurer reads them: questions by field, options by value. */
export function insurerAnswers(product: QuotableProduct, answers: ReadonlyMap<string, AnswerLike>): InsurerAnswer[] {
  const out: InsurerAnswer[] = [];
  for (const question of product.questions as readonly InsurerQuestion[]) {
    const answer = answers.get(question.id);
    if (!answer) continue;
    const optionCode = (id: string) => {
      const option = question.options.find((candidate) => candidate.id === id);
      return option?.value ?? id;
    };
    out.push({
      question: question.field ?? question.id,
      option: answer.optionId ? optionCode(answer.optionId) : null,
      date_value: answer.dateValue ?? null,
      money_value: answer.moneyValueCents != null ? centsToEuros(answer.moneyValueCents) : null,
      float_value: answer.floatValue ?? null,
      text_value: answer.textValue ?? null,
      multi_select_options: Array.isArray(answer.multiSelectOptions) ? answer.multiSelectOptions.map((id) => optionCode(String(id))) : [],
    });
  }
  return out;
}

function centsToEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A euro amount as the insurer sends it ("41.2", 41.2, "41.20") in integer cents; null when it is none. */
export function euroCents(value: unknown): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(2) : "") : typeof value === "string" ? value.trim() : "";
  const parts = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? "0").padEnd(2, "0"));
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The refusal code of a create-quote answer: rejected_reason.error_code, or allianz_consumer's. */
export function refusalCodeOf(body: unknown): string | null {
  const top = recordOf(recordOf(body)?.rejected_reason)?.error_code;
  const consumer = recordOf(recordOf(recordOf(body)?.allianz_consumer)?.rejected_reason)?.error_code;
  const code = typeof top === "string" && top.trim() ? top : typeof consumer === "string" && consumer.trim() ? consumer : null;
  return code?.trim() ?? null;
}

/** What the insurer's create-quote answer says, in the platform's words (cents, field and option codes). */
export type CreateQuoteReading =
  | {
      kind: "quoted";
      /** Net monthly premium for the answers as given. */
      netMonthlyCents: number;
      /** Net monthly premium per question field, per option value (coverages, and extra coverages as "yes"). */
      optionNetCents: Record<string, Record<string, number>>;
      clause: string | null;
    }
  | { kind: "refused"; code: string }
  | { kind: "unreadable"; why: string };

/** Reads a create-quote answer (any HTTP status the caller did not treat as a failure). */
export function readCreateQuote(body: unknown): CreateQuoteReading {
  const code = refusalCodeOf(body);
  if (code) return { kind: "refused", code };
  const root = recordOf(body);
  if (!root) return { kind: "unreadable", why: "no object" };
  const consumer = recordOf(root.allianz_consumer);
  const netMonthlyCents = euroCents(consumer?.price);
  if (netMonthlyCents === null) return { kind: "unreadable", why: "no allianz_consumer.price" };
  const optionNetCents: Record<string, Record<string, number>> = {};
  const coverages = root.coverages ?? [];
  const extras = root.extra_coverages ?? [];
  if (!Array.isArray(coverages) || !Array.isArray(extras)) return { kind: "unreadable", why: "coverages or extra_coverages not a list" };
  for (const coverage of coverages) {
    const row = recordOf(coverage);
    if (!row || typeof row.id !== "string" || !Array.isArray(row.options))
      return { kind: "unreadable", why: "a coverage without id or options" };
    const prices: Record<string, number> = {};
    for (const option of row.options) {
      const optionRow = recordOf(option);
      const price = euroCents(optionRow?.price);
      if (!optionRow || typeof optionRow.id !== "string" || price === null)
        return { kind: "unreadable", why: `an option of ${row.id} without id or price` };
      prices[optionRow.id] = price;
    }
    optionNetCents[row.id] = prices;
  }
  for (const extra of extras) {
    const row = recordOf(extra);
    const price = euroCents(row?.price);
    if (!row || typeof row.id !== "string" || price === null) return { kind: "unreadable", why: "an extra coverage without id or price" };
    // An extra coverage's price is the premium with it taken: the "yes" of its question.
    optionNetCents[row.id] = { ...optionNetCents[row.id], yes: price };
  }
  const clause = typeof root.clause === "string" && root.clause.trim() ? root.clause.trim() : null;
  return { kind: "quoted", netMonthlyCents, optionNetCents, clause };
}

type QuoteContext = Parameters<typeof quoteProduct>[1];

/** The partner discount and premium tax on the insurer's net price, the same way the rating engine does them. */
function premiumOf(
  productType: string,
  baseNetMonthlyCents: number,
  discountPercent: number | undefined,
  cover: Premium["cover"],
): Premium {
  const percent = Math.min(Math.max(Math.trunc(discountPercent ?? 0), 0), 100);
  const discountCents = Math.round((baseNetMonthlyCents * percent) / 100);
  const netMonthlyCents = baseNetMonthlyCents - discountCents;
  const grossMonthlyCents = withPremiumTax(netMonthlyCents, productType);
  return {
    baseNetMonthlyCents,
    discountPercent: percent,
    discountCents,
    netMonthlyCents,
    taxCents: grossMonthlyCents - netMonthlyCents,
    grossMonthlyCents,
    cover,
    outOfRange: [],
  };
}

function knownCode(code: string): CarUnderwritingCode | null {
  return (CAR_UNDERWRITING_CODES as readonly string[]).includes(code) ? (code as CarUnderwritingCode) : null;
}

/**
 * The platform's quote from the insurer's reading. The cover amounts, the unanswered questions and
 * the outcome of the chosen options' consequences stay the platform's (they are its data); the
 * price and the acceptance are the insurer's.
 */
export function quoteFromInsurer(
  product: QuotableProduct,
  context: QuoteContext,
  reading: CreateQuoteReading,
): { quote: InsurerAwareQuote; options: OptionPremiums } {
  if (reading.kind === "unreadable") return { quote: failedQuote(product, context), options: {} };
  const own = quoteProduct(product, context);
  if (reading.kind === "refused") {
    const code = knownCode(reading.code);
    return {
      quote: { ...own, outcome: "refer", refusal: code ?? STANDARD_ERROR_CODE, standardError: !code || code === STANDARD_ERROR_CODE },
      options: {},
    };
  }
  const outcome = answersOutcome(product, context);
  const options: OptionPremiums = {};
  for (const question of product.questions as readonly InsurerQuestion[]) {
    const prices = question.field ? reading.optionNetCents[question.field] : undefined;
    if (!prices) continue;
    const priced = question.options.flatMap((option) => {
      const net = prices[option.value ?? option.id];
      return net === undefined
        ? []
        : [[option.id, premiumOf(product.type, net, context.discountPercent, own.premium.cover).grossMonthlyCents]];
    });
    if (priced.length > 0) options[question.id] = Object.fromEntries(priced);
  }
  return {
    quote: {
      ...own,
      premium: premiumOf(product.type, reading.netMonthlyCents, context.discountPercent, own.premium.cover),
      outcome,
      refusal: null,
      clause: reading.clause,
    },
    options,
  };
}

/** The outcome of the chosen options' consequences and the formalities: the platform's part of acceptance. */
function answersOutcome(product: QuotableProduct, context: QuoteContext): ProductQuote["outcome"] {
  const chosen = product.questions.flatMap((question) => {
    const optionId = context.answers.get(question.id)?.optionId;
    const option = optionId ? question.options.find((candidate) => candidate.id === optionId) : undefined;
    return option ? [option] : [];
  });
  return productOutcome(
    [...chosen.map((option) => option.consequence), ...formalityConsequences(product.type, context.formalities)],
    context.formalityDeclared ?? false,
    chosen.map((option) => option.underwriting ?? "none"),
  );
}

/** The insurer could not be asked: the product shows the standard error and is not bought now; the answers stay. */
export function failedQuote(product: QuotableProduct, context: QuoteContext): InsurerAwareQuote {
  // Not "refer": an outage is no refusal, so it never ends the checkout as a hard drop-out.
  return {
    ...quoteProduct(product, context),
    outcome: answersOutcome(product, context),
    refusal: STANDARD_ERROR_CODE,
    failed: true,
    standardError: true,
  };
}

/** The translated key of the standard error (in the namespace of the car refusals). */
export const STANDARD_ERROR_KEY = "underwriting:standardError";

/**
 * The message a screen shows for a quote's refusal: its code's own text, or the standard error.
 * The insurer not answering is no refusal: the technical issue (decision 0092).
 */
export function quoteRefusalMessage(quote: InsurerAwareQuote): RefusalMessage | null {
  if (quote.failed) return { code: STANDARD_ERROR_CODE, key: TECHNICAL_ISSUE_KEY, values: { code: STANDARD_ERROR_CODE } };
  if (quote.standardError) return { code: STANDARD_ERROR_CODE, key: STANDARD_ERROR_KEY, values: { code: STANDARD_ERROR_CODE } };
  return refusalMessage(quote.refusal);
}
