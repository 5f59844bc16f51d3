// One registry of the answer fields a question can feed (spec section 3, question/answer
// fields), in one naming style (snake case): the input each needs, its zod schema (the
// validators of validation.ts) and where the answer is stored. A question without a field, or
// with one not listed here, is a choice (options) or free text.
import { z } from "zod";
import { isAovType } from "./insurance-catalogue";
import { checkLicencePlate, normalizeLicencePlate } from "./licence-plate";
import {
  LIMITS,
  VALIDATION_MESSAGES as M,
  checkBirthDate,
  checkClaimFreeYears,
  checkRenewalDate,
  checkDutchPostcode,
  checkImei,
  checkPastDate,
  checkPurchaseDate,
  checkSerialNumber,
  checkVin,
  normalizeVin,
  parseMoneyCents,
} from "../platform/field-checks";

/** address: postcode, house number and addition, looked up together (spec: have_address_looked_up). */
/** multiselect: checkboxes, any number of options (at least one when required). */
export type AnswerInput = "option" | "multiselect" | "date" | "money" | "number" | "text" | "address";

/** Where an answer lives in the Answer row. */
export type StoredAnswer = {
  optionId: string | null;
  dateValue: string | null;
  moneyValueCents: number | null;
  floatValue: number | null;
  textValue: string | null;
  /** The chosen options of a multiselect question (absent for every other question). */
  multiSelectOptions?: string[];
};

export type FieldContext = {
  today: string;
  productType: string;
  /** The option values chosen on the same form for the same product, by field (device_type → smartphone). */
  chosen?: Readonly<Record<string, string>>;
};

type FieldSpec = {
  input: Exclude<AnswerInput, "option">;
  schema: (context: FieldContext) => z.ZodType<Partial<StoredAnswer>, z.ZodTypeDef, string>;
  /** The answer also updates the profile (a birth date, spec section 5). */
  profile?: "birthDate";
  /** The value is only accepted once a register confirms it (answer-lookups.server.ts). */
  lookup?: "vehicle" | "address";
};

const TEXT_MAX = 500;

const check = (fn: (raw: string) => string | null) => (raw: string, ctx: z.RefinementCtx) => {
  const message = fn(raw);
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
};

/** An amount in euros (with cents after a decimal comma or point), then an optional maximum. */
const money = (max?: { euros: number; message: string }): FieldSpec => ({
  input: "money",
  schema: () =>
    z
      .string()
      .superRefine(
        check((raw) => {
          const cents = parseMoneyCents(raw);
          return cents === null ? M.number : max && cents > max.euros * 100 ? max.message : null;
        }),
      )
      .transform((raw) => ({ moneyValueCents: parseMoneyCents(raw)! })),
});

const whole = (fn: (raw: string) => string | null = (raw) => (/^-?\d{1,9}$/.test(raw) ? null : M.number)): FieldSpec => ({
  input: "number",
  schema: () =>
    z
      .string()
      .superRefine(check(fn))
      .transform((raw) => ({ floatValue: Number(raw) })),
});

const text = (
  fn: (raw: string, context: FieldContext) => string | null = () => null,
  normalise: (raw: string) => string = (raw) => raw,
): FieldSpec => ({
  input: "text",
  schema: (context) =>
    z
      .string()
      .max(TEXT_MAX, M.tooLong)
      .superRefine(check((raw) => fn(raw, context)))
      .transform((raw) => ({ textValue: normalise(raw) })),
});

/** The device's identifier: a phone's IMEI (15 digits, Luhn), else its serial number. */
function checkDeviceIdentifier(raw: string, context: FieldContext): string | null {
  return context.chosen?.device_type === "smartphone" ? checkImei(raw.replace(/\s+/g, "")) : checkSerialNumber(raw);
}

/**
 * The composite address answer as one string: "postcode|house number|addition" (the form's
 * three inputs joined by checkAnswers). Stored as "3511AB 1" or "3511AB 1 A" until the lookup
 * adds the address it found.
 */
export const ADDRESS_PARTS = ["postcode", "house_number", "house_number_addition"] as const;

/** The address inputs' form names: the shared postcode field and its house number and addition. */
export const ADDRESS_PART_NAMES = ADDRESS_PARTS.map((part) => `f-${part}`);

function checkAddressParts(raw: string): string | null {
  const [postcode = "", houseNumber = "", addition = ""] = raw.split("|");
  // Say which part is missing (issue 35): keys of validation.ts's FIELD_MESSAGES.
  if (postcode.trim() === "") return "validations:postalCodeRequired";
  const postcodeError = checkDutchPostcode(postcode);
  if (postcodeError) return postcodeError;
  if (!/^[1-9]\d{0,4}$/.test(houseNumber.trim())) return houseNumber.trim() === "" ? "validations:houseNumberRequired" : M.houseNumber;
  return addition.trim().length > 10 ? M.tooLong : null;
}

function normaliseAddressParts(raw: string): string {
  const [postcode = "", houseNumber = "", addition = ""] = raw.split("|");
  return [postcode.replace(/\s+/g, "").toUpperCase(), houseNumber.trim(), addition.trim().toUpperCase()].filter(Boolean).join(" ");
}

export const QUESTION_FIELDS: Record<string, FieldSpec> = {
  birth_date: {
    input: "date",
    profile: "birthDate",
    schema: ({ today, productType }) =>
      z
        .string()
        .superRefine(check((raw) => checkBirthDate(raw, today, { maxAge: isAovType(productType) ? LIMITS.AOV_MAX_AGE : LIMITS.MAX_AGE })))
        .transform((raw) => ({ dateValue: raw })),
  },
  // The main driver's age is for the car's acceptance rules to judge (under 18: UWM21), so only
  // the date itself is checked here: a real day in the past, within 100 years.
  main_driver_birth_date: {
    input: "date",
    schema: ({ today }) =>
      z
        .string()
        .superRefine(check((raw) => checkPastDate(raw, today)))
        .transform((raw) => ({ dateValue: raw })),
  },
  // Above 125,000 the income is insured up to 125,000 (a note says so), not refused (spec section 5).
  income: money({ euros: LIMITS.MAX_REVENUE_EUR, message: M.number }),
  expected_revenue: money({ euros: LIMITS.MAX_REVENUE_EUR, message: M.number }),
  device_price: money({ euros: LIMITS.MAX_DEVICE_PRICE_EUR, message: M.maxDronePrice }),
  drone_purchase_price: money({ euros: LIMITS.MAX_DEVICE_PRICE_EUR, message: M.maxDronePrice }),
  claim_free_years: whole((raw) => (/^-?\d{1,3}$/.test(raw) ? checkClaimFreeYears(raw) : M.number)),
  km_per_year: whole(),
  imei_number: text(checkImei, (raw) => raw.replace(/\s+/g, "")),
  device_identifier: text(checkDeviceIdentifier, (raw) => raw.replace(/\s+/g, "").toUpperCase()),
  purchase_date: {
    input: "date",
    schema: ({ today }) =>
      z
        .string()
        .superRefine(check((raw) => checkPurchaseDate(raw, today)))
        .transform((raw) => ({ dateValue: raw })),
  },
  license_plate: { ...text(checkLicencePlate, normalizeLicencePlate), lookup: "vehicle" },
  vin: text(checkVin, normalizeVin),
  postcode: { ...text(checkAddressParts, normaliseAddressParts), input: "address", lookup: "address" },
  revenue_explanation: text(),
  // The check-in: insurance held elsewhere.
  insurer: text((raw) => (raw.length > 100 ? M.tooLong : null)),
  renewal_date: {
    input: "date",
    schema: ({ today }) =>
      z
        .string()
        .superRefine(check((raw) => checkRenewalDate(raw, today)))
        .transform((raw) => ({ dateValue: raw })),
  },
  monthly_premium: money({ euros: LIMITS.CHECKIN_MAX_MONTHLY_PREMIUM_EUR, message: M.maxMonthlyPremium }),
};

/**
 * What an answer field means to the rest of the platform, beyond its input (one place: code asks
 * "which question is the insured income?" here, never by comparing a field name). A product of
 * an existing flow gets these meanings by naming the field on its question rows.
 */
export type FieldMeaning = {
  /** A register confirms the value before it counts (answer-lookups.server.ts). */
  lookup?: "vehicle" | "address";
  /** The answer also updates the profile (spec section 5). */
  profile?: "birthDate";
  /** The insured amount chosen or held: per claim and per year (options valued in euros). */
  insuredValue?: "per-claim" | "per-year";
  /** Read by the rating: an age band (a birth date), the insured income band, the aov cover percentage. */
  ratingInput?: "age" | "insured-income" | "aov-percentage";
  /** An answer whose size may call for an explanation (the expected revenue, spec section 5). */
  explained?: true;
  /** The free text that explains another field's answer. */
  explanationOf?: string;
  /** The check-in's questions about the insurance held elsewhere (per claim and per year: insuredValue). */
  heldInsurance?: "kinds" | "insurer" | "renewal-date" | "monthly-premium";
  /** What a device or drone answer says about the insured object. */
  device?: "price" | "identifier" | "purchase-date";
};

const FIELD_MEANINGS: Readonly<Record<string, FieldMeaning>> = {
  birth_date: { ratingInput: "age" },
  main_driver_birth_date: { ratingInput: "age" },
  income: { ratingInput: "insured-income" },
  aov_percentage: { ratingInput: "aov-percentage" },
  per_claim: { insuredValue: "per-claim" },
  per_year: { insuredValue: "per-year" },
  expected_revenue: { explained: true },
  revenue_explanation: { explanationOf: "expected_revenue" },
  current_insurances: { heldInsurance: "kinds" },
  insurer: { heldInsurance: "insurer" },
  renewal_date: { heldInsurance: "renewal-date" },
  monthly_premium: { heldInsurance: "monthly-premium" },
  device_price: { device: "price" },
  drone_purchase_price: { device: "price" },
  device_identifier: { device: "identifier" },
  imei_number: { device: "identifier" },
  purchase_date: { device: "purchase-date" },
};

const NO_MEANING: Readonly<FieldMeaning> = {};

let meaningOf: Map<string, FieldMeaning> | null = null;

/**
 * Each field's meanings, its registry entry's lookup and profile included (read on every premium
 * calculation). Made on first use: a module-level Map would keep the field schemas, and zod with
 * them, in every browser bundle that imports a constant from this file.
 */
function meanings(): Map<string, FieldMeaning> {
  meaningOf ??= new Map(
    [...new Set([...Object.keys(QUESTION_FIELDS), ...Object.keys(FIELD_MEANINGS)])].map((field) => {
      const spec = QUESTION_FIELDS[field];
      return [field, Object.freeze({ lookup: spec?.lookup, profile: spec?.profile, ...FIELD_MEANINGS[field] })];
    }),
  );
  return meaningOf;
}

/** The meanings of an answer field (none for a plain choice or free text). */
export function fieldMeaning(field: string | null | undefined): FieldMeaning {
  return (field && meanings().get(field)) || NO_MEANING;
}

/** Whether a question's field has a meaning, e.g. `hasMeaning(question, "lookup", "vehicle")`. */
export function hasMeaning<K extends keyof FieldMeaning>(
  question: { field?: string | null },
  key: K,
  value: NonNullable<FieldMeaning[K]>,
): boolean {
  return fieldMeaning(question.field)[key] === value;
}

/** The first question whose field has the meaning. */
export function questionWithMeaning<Q extends { field?: string | null }, K extends keyof FieldMeaning>(
  questions: readonly Q[],
  key: K,
  value: NonNullable<FieldMeaning[K]>,
): Q | undefined {
  return questions.find((question) => hasMeaning(question, key, value));
}

/** Every field name with the meaning (for a query by field). */
export function fieldsWithMeaning<K extends keyof FieldMeaning>(key: K, value: NonNullable<FieldMeaning[K]>): string[] {
  return [...meanings()].filter(([, meaning]) => meaning[key] === value).map(([field]) => field);
}

/** Option ids of a multiselect answer travel as one string between form and parser. */
export const MULTISELECT_SEPARATOR = ",";

/**
 * Fields that describe the customer or the insured object rather than one product's cover:
 * when several products of a screen ask one, it is asked once and the answer stored for each
 * (one address for liability, building and content).
 */
const SHARED_FIELDS = new Set(["birth_date", "postcode", "family_composition", "home_ownership", "allianz_house_conformity"]);

export function isSharedField(field: string | null): field is string {
  return field !== null && SHARED_FIELDS.has(field);
}

/** The option a form sent: by id, or for a shared field by its value, which every product's question has. */
export function chosenOption<O extends { id: string; value?: string }>(
  question: { field: string | null; options: readonly O[] },
  raw: string,
): O | undefined {
  return question.options.find((candidate) => candidate.id === raw || (isSharedField(question.field) && candidate.value === raw));
}

/** The form field of one question by its id (quiz and medical questions are never shared). */
export const questionFieldName = (questionId: string) => `q-${questionId}`;

/** The form field of a question: shared fields by field name, others by question id. */
export function answerFieldName(question: { id: string; field: string | null }): string {
  return isSharedField(question.field) ? `f-${question.field}` : questionFieldName(question.id);
}

/** The input a question needs: options are a choice (several for a multiselect); otherwise its field says; else free text. */
export function answerInput(question: { field: string | null; type?: string; options: readonly unknown[] }): AnswerInput {
  if (question.options.length > 0) return question.type === "multiselect" ? "multiselect" : "option";
  return (question.field && QUESTION_FIELDS[question.field]?.input) || "text";
}

const NONE: StoredAnswer = { optionId: null, dateValue: null, moneyValueCents: null, floatValue: null, textValue: null };

/**
 * Checks one submitted answer: an option must be one of its question's (anything else is a
 * forged or stale form); a field's value goes through the field's schema. The result is what
 * to store, or the message key for the field.
 */
export function parseAnswer(
  question: { field: string | null; type?: string; options: readonly { id: string; value?: string }[] },
  raw: string,
  context: FieldContext,
): { value: StoredAnswer } | { error: string } {
  if (answerInput(question) === "multiselect") {
    const ids = [
      ...new Set(
        raw
          .split(MULTISELECT_SEPARATOR)
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    const known = ids.every((id) => question.options.some((option) => option.id === id));
    return ids.length > 0 && known ? { value: { ...NONE, multiSelectOptions: ids } } : { error: M.required };
  }
  if (question.options.length > 0) {
    const option = chosenOption(question, raw);
    return option ? { value: { ...NONE, optionId: option.id } } : { error: M.required };
  }
  const spec = question.field ? QUESTION_FIELDS[question.field] : undefined;
  const parsed = (spec?.schema(context) ?? text().schema(context)).safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? M.required };
  return { value: { ...NONE, ...parsed.data } };
}
