// One registry of the answer fields a question can feed (spec section 3, question/answer
// fields), in one naming style (snake case): the input each needs, its zod schema (the
// validators of validation.ts) and where the answer is stored. A question without a field, or
// with one not listed here, is a choice (options) or free text.
import { z } from "zod";
import {
  LIMITS,
  VALIDATION_MESSAGES as M,
  checkBirthDate,
  checkClaimFreeYears,
  checkImei,
  stripNonDigits,
} from "./validation";

export type AnswerInput = "option" | "date" | "money" | "number" | "text";

/** Where an answer lives in the Answer row. */
export type StoredAnswer = {
  optionId: string | null;
  dateValue: string | null;
  moneyValueCents: number | null;
  floatValue: number | null;
  textValue: string | null;
};

export type FieldContext = { today: string; productType: string };

type FieldSpec = {
  input: Exclude<AnswerInput, "option">;
  schema: (context: FieldContext) => z.ZodType<Partial<StoredAnswer>, z.ZodTypeDef, string>;
  /** The answer also updates the profile (a birth date, spec section 5). */
  profile?: "birthDate";
};

const AOV_TYPES = new Set(["aov", "aov_acture"]);
const TEXT_MAX = 500;

const check = (fn: (raw: string) => string | null) => (raw: string, ctx: z.RefinementCtx) => {
  const message = fn(raw);
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
};

/** Whole euros: every non-digit stripped first ("€ 45.000" → 45000), then an optional maximum. */
const money = (max?: { euros: number; message: string }): FieldSpec => ({
  input: "money",
  schema: () =>
    z
      .string()
      .superRefine(check((raw) => (stripNonDigits(raw) === "" ? M.number : max && Number(stripNonDigits(raw)) > max.euros ? max.message : null)))
      .transform((raw) => ({ moneyValueCents: Number(stripNonDigits(raw)) * 100 })),
});

const whole = (fn: (raw: string) => string | null = (raw) => (/^-?\d{1,9}$/.test(raw) ? null : M.number)): FieldSpec => ({
  input: "number",
  schema: () => z.string().superRefine(check(fn)).transform((raw) => ({ floatValue: Number(raw) })),
});

const text = (fn: (raw: string) => string | null = () => null, normalise: (raw: string) => string = (raw) => raw): FieldSpec => ({
  input: "text",
  schema: () =>
    z
      .string()
      .max(TEXT_MAX, M.tooLong)
      .superRefine(check(fn))
      .transform((raw) => ({ textValue: normalise(raw) })),
});

export const QUESTION_FIELDS: Record<string, FieldSpec> = {
  birth_date: {
    input: "date",
    profile: "birthDate",
    schema: ({ today, productType }) =>
      z
        .string()
        .superRefine(check((raw) => checkBirthDate(raw, today, { maxAge: AOV_TYPES.has(productType) ? LIMITS.AOV_MAX_AGE : LIMITS.MAX_AGE })))
        .transform((raw) => ({ dateValue: raw })),
  },
  // Above 125,000 the income is insured up to 125,000 (a note says so), not refused (spec section 5).
  income: money({ euros: LIMITS.MAX_REVENUE_EUR, message: M.number }),
  expected_revenue: money({ euros: LIMITS.MAX_REVENUE_EUR, message: M.number }),
  device_price: money({ euros: LIMITS.MAX_DEVICE_PRICE_EUR, message: M.maxDronePrice }),
  drone_purchase_price: money({ euros: LIMITS.MAX_DEVICE_PRICE_EUR, message: M.maxDronePrice }),
  claim_free_years: whole((raw) => checkClaimFreeYears(raw)),
  km_per_year: whole(),
  imei_number: text(checkImei, (raw) => raw.replace(/\s+/g, "")),
  revenue_explanation: text(),
};

/** The input a question needs: options are a choice; otherwise its field says; else free text. */
export function answerInput(question: { field: string | null; options: readonly unknown[] }): AnswerInput {
  if (question.options.length > 0) return "option";
  return (question.field && QUESTION_FIELDS[question.field]?.input) || "text";
}

const NONE: StoredAnswer = { optionId: null, dateValue: null, moneyValueCents: null, floatValue: null, textValue: null };

/**
 * Checks one submitted answer: an option must be one of its question's (anything else is a
 * forged or stale form); a field's value goes through the field's schema. The result is what
 * to store, or the message key for the field.
 */
export function parseAnswer(
  question: { field: string | null; options: readonly { id: string }[] },
  raw: string,
  context: FieldContext,
): { value: StoredAnswer } | { error: string } {
  if (question.options.length > 0) {
    const option = question.options.find((candidate) => candidate.id === raw);
    return option ? { value: { ...NONE, optionId: option.id } } : { error: M.required };
  }
  const spec = question.field ? QUESTION_FIELDS[question.field] : undefined;
  const parsed = (spec?.schema(context) ?? text().schema(context)).safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? M.required };
  return { value: { ...NONE, ...parsed.data } };
}
