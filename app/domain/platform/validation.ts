// Server-side validation: zod schemas for Conform's parseWithZod, built on the field checks of
// field-checks.ts (re-exported here, so a form module imports both from one place).
import { z } from "zod";
import {
  ADDITION_MAX_LENGTH,
  checkBirthDate,
  checkClaimFreeYears,
  checkDevicePrice,
  checkEmail,
  checkEndDate,
  checkHeight,
  checkImei,
  checkIncome,
  checkPhoneNumber,
  checkPostalCode,
  checkStartDate,
  checkWeight,
  LIMITS,
  NAME_MAX_LENGTH,
  normalizePhoneNumber,
  normalizePostalCode,
  stripNonDigits,
  TEXT_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
  type ValidationMessage,
} from "./field-checks";
import { readDate } from "./date-parts";
import { checkIban, normalizeIban } from "./iban-check";
export * from "./field-checks";
export * from "./iban-check";
/**
 * What to fill in when a field is left empty, per field (GOV.UK: say what to do, with an
 * example). Not in VALIDATION_MESSAGES, which every page loads: these load with the forms.
 */
export const FIELD_MESSAGES = {
  firstName: "validations:firstNameRequired",
  lastName: "validations:lastNameRequired",
  birthDate: "validations:birthDateRequired",
  phoneNumber: "validations:phoneNumberRequired",
  email: "validations:emailRequired",
  postalCode: "validations:postalCodeRequired",
  houseNumber: "validations:houseNumberRequired",
  street: "validations:streetRequired",
  city: "validations:cityRequired",
  companyName: "validations:companyNameRequired",
  cocNumber: "validations:cocNumberRequired",
  startDate: "validations:startDateRequired",
  endDate: "validations:endDateRequired",
  occurredOn: "validations:occurredOnRequired",
  iban: "validations:ibanRequired",
} as const;

// ---------------------------------------------------------------------------------------------
// zod building blocks. Conform turns empty fields into undefined, hence the required_error.

/** Turns a check function into a superRefine; empty values are left to the required rule. */
function by<T>(check: (value: T) => ValidationMessage | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value === "") return;
    const message = check(value);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  };
}

const string = (required: string = M.required) => z.string({ required_error: required, invalid_type_error: required }).trim();
const matching = (pattern: RegExp, message: ValidationMessage) => by((v: string) => (pattern.test(v) ? null : message));

export const requiredText = (max: number = TEXT_MAX_LENGTH, required: string = M.required) =>
  string(required).min(1, required).max(max, M.tooLong);

export const optionalText = (max: number = TEXT_MAX_LENGTH) =>
  string()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => v || undefined);

export const emailField = string(FIELD_MESSAGES.email).toLowerCase().min(1, FIELD_MESSAGES.email).superRefine(by(checkEmail));
export const phoneNumberField = requiredText(TEXT_MAX_LENGTH, FIELD_MESSAGES.phoneNumber)
  .superRefine(by(checkPhoneNumber))
  .transform(normalizePhoneNumber);
export const houseNumberField = string(FIELD_MESSAGES.houseNumber)
  .min(1, FIELD_MESSAGES.houseNumber)
  .superRefine(matching(/^[1-9]\d{0,4}$/, M.houseNumber));
export const additionField = optionalText(ADDITION_MAX_LENGTH);
export const countryField = string().min(1, M.required).default("Nederland");
export const consentField = z.literal(true, { errorMap: () => ({ message: M.consent }) });
export const imeiField = requiredText().superRefine(by(checkImei));

/**
 * A date typed as day, month and year ("<name>.day" ...: Conform reads an object) or given as
 * an ISO string (the token API); the ISO date, or one message saying what to fix.
 */
export const dateField = (required: string, check: (iso: string) => string | null) =>
  z.unknown().transform((value, ctx): string => {
    const date = readDate(value ?? "");
    const message = date === null ? required : "error" in date ? date.error : check(date.iso);
    if (message || !date || "error" in date) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: message ?? required });
      return z.NEVER;
    }
    return date.iso;
  });

export const birthDateField = (today: string, maxAge: number = LIMITS.MAX_AGE) =>
  dateField(FIELD_MESSAGES.birthDate, (v) => checkBirthDate(v, today, { maxAge }));

export const startDateField = (today: string, fromTomorrow = false) =>
  dateField(FIELD_MESSAGES.startDate, (v) => checkStartDate(v, today, { fromTomorrow }));

export const endDateField = (today: string, maxIso: string) => dateField(FIELD_MESSAGES.endDate, (v) => checkEndDate(v, today, maxIso));

export function ibanField(required: boolean) {
  return required
    ? string(FIELD_MESSAGES.iban).min(1, FIELD_MESSAGES.iban).superRefine(by(checkIban)).transform(normalizeIban)
    : string()
        .superRefine(by(checkIban))
        .optional()
        .transform((v) => (v ? normalizeIban(v) : undefined));
}

/** Money fields give whole euros after stripping non-digits. */
export const incomeField = requiredText()
  .superRefine(by(checkIncome))
  .transform((v) => Number(stripNonDigits(v)));
export const devicePriceField = requiredText()
  .superRefine(by(checkDevicePrice))
  .transform((v) => Number(stripNonDigits(v)));

const numberField = (check: (value: number) => ValidationMessage | null) =>
  z.number({ required_error: M.required, invalid_type_error: M.number }).superRefine(by(check));

export const heightField = numberField(checkHeight);
export const weightField = numberField(checkWeight);
export const claimFreeYearsField = numberField(checkClaimFreeYears);

/**
 * Street and city, which the address lookup fills in from postcode and house number: empty
 * is only an error once those two are valid (the lookup had its chance), in withPostalCode.
 */
const filledByLookup = () =>
  string()
    .max(TEXT_MAX_LENGTH, M.tooLong)
    .optional()
    .transform((v) => v ?? "");

/**
 * Cross-field rules: the postal code is checked against the country and stored normalised;
 * street and city are asked for only after a valid postcode and house number.
 */
function withPostalCode<S extends z.AnyZodObject>(schema: S, key: "postalCode" | "postal_code", numberKey: "houseNumber" | "house_number") {
  return schema
    .superRefine((value, ctx) => {
      const message = checkPostalCode(String(value[key]), String(value.country));
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [key] });
      if (message || !/^[1-9]\d{0,4}$/.test(String(value[numberKey] ?? "").trim())) return;
      if (!value.street) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FIELD_MESSAGES.street, path: ["street"] });
      if (!value.city) ctx.addIssue({ code: z.ZodIssueCode.custom, message: FIELD_MESSAGES.city, path: ["city"] });
    })
    .transform((value): z.output<S> => ({ ...value, [key]: normalizePostalCode(value[key], value.country) }));
}

// ---------------------------------------------------------------------------------------------
// Form schemas (wire names of spec section 3)

export function personFormSchema(today: string) {
  return z.object({
    firstName: requiredText(NAME_MAX_LENGTH, FIELD_MESSAGES.firstName),
    lastName: requiredText(NAME_MAX_LENGTH, FIELD_MESSAGES.lastName),
    birthDate: birthDateField(today, LIMITS.MAX_AGE),
    phoneNumber: phoneNumberField,
    email: emailField,
  });
}

export const addressFormSchema = withPostalCode(
  z.object({
    postalCode: requiredText(TEXT_MAX_LENGTH, FIELD_MESSAGES.postalCode),
    houseNumber: houseNumberField,
    addition: additionField,
    street: filledByLookup(),
    city: filledByLookup(),
    country: countryField,
  }),
  "postalCode",
  "houseNumber",
);

export function companyFormSchema({ requireCocNumber = false }: { requireCocNumber?: boolean } = {}) {
  const cocNumber = matching(/^\d{8}$/, M.cocNumber);
  return withPostalCode(
    z.object({
      company_name: requiredText(TEXT_MAX_LENGTH, FIELD_MESSAGES.companyName),
      chamber_of_commerce_number: requireCocNumber
        ? string(FIELD_MESSAGES.cocNumber).min(1, FIELD_MESSAGES.cocNumber).superRefine(cocNumber)
        : string()
            .superRefine(cocNumber)
            .optional()
            .transform((v) => v || undefined),
      street: filledByLookup(),
      house_number: houseNumberField,
      house_number_addition: additionField,
      postal_code: requiredText(TEXT_MAX_LENGTH, FIELD_MESSAGES.postalCode),
      city: filledByLookup(),
      country: countryField,
    }),
    "postal_code",
    "house_number",
  );
}

export function policyFormSchema({
  today,
  fromTomorrow = false,
  ibanRequired = false,
}: {
  today: string;
  fromTomorrow?: boolean;
  ibanRequired?: boolean;
}) {
  return z.object({
    start_date: startDateField(today, fromTomorrow),
    iban_number: ibanField(ibanRequired),
    consent: consentField,
  });
}
