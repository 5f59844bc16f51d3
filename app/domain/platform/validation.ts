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
import { checkIban, normalizeIban } from "./iban-check";
export * from "./field-checks";
export * from "./iban-check";
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

const string = () => z.string({ required_error: M.required, invalid_type_error: M.required }).trim();
const matching = (pattern: RegExp, message: ValidationMessage) => by((v: string) => (pattern.test(v) ? null : message));

export const requiredText = (max: number = TEXT_MAX_LENGTH) => string().min(1, M.required).max(max, M.tooLong);

export const optionalText = (max: number = TEXT_MAX_LENGTH) =>
  string()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => v || undefined);

export const emailField = string().toLowerCase().min(1, M.required).superRefine(by(checkEmail));
export const phoneNumberField = requiredText().superRefine(by(checkPhoneNumber)).transform(normalizePhoneNumber);
export const houseNumberField = string()
  .min(1, M.required)
  .superRefine(matching(/^[1-9]\d{0,4}$/, M.houseNumber));
export const additionField = optionalText(ADDITION_MAX_LENGTH);
export const countryField = string().min(1, M.required).default("Nederland");
export const consentField = z.literal(true, { errorMap: () => ({ message: M.consent }) });
export const imeiField = requiredText().superRefine(by(checkImei));

export const birthDateField = (today: string, maxAge: number = LIMITS.MAX_AGE) =>
  requiredText().superRefine(by((v: string) => checkBirthDate(v, today, { maxAge })));

export const startDateField = (today: string, fromTomorrow = false) =>
  requiredText().superRefine(by((v: string) => checkStartDate(v, today, { fromTomorrow })));

export const endDateField = (today: string, maxIso: string) =>
  requiredText().superRefine(by((v: string) => checkEndDate(v, today, maxIso)));

export function ibanField(required: boolean) {
  return required
    ? string().min(1, M.required).superRefine(by(checkIban)).transform(normalizeIban)
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

/** Cross-field rule: the postal code is checked against the country and stored normalised. */
function withPostalCode<S extends z.AnyZodObject>(schema: S, key: "postalCode" | "postal_code") {
  return schema
    .superRefine((value, ctx) => {
      const message = checkPostalCode(String(value[key]), String(value.country));
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [key] });
    })
    .transform((value): z.output<S> => ({ ...value, [key]: normalizePostalCode(value[key], value.country) }));
}

// ---------------------------------------------------------------------------------------------
// Form schemas (wire names of spec section 3)

export function personFormSchema(today: string) {
  return z.object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    birthDate: birthDateField(today, LIMITS.MAX_AGE),
    phoneNumber: phoneNumberField,
    email: emailField,
  });
}

export const addressFormSchema = withPostalCode(
  z.object({
    postalCode: requiredText(),
    houseNumber: houseNumberField,
    addition: additionField,
    street: requiredText(),
    city: requiredText(),
    country: countryField,
  }),
  "postalCode",
);

export function companyFormSchema({ requireCocNumber = false }: { requireCocNumber?: boolean } = {}) {
  const cocNumber = matching(/^\d{8}$/, M.cocNumber);
  return withPostalCode(
    z.object({
      company_name: requiredText(),
      chamber_of_commerce_number: requireCocNumber
        ? string().min(1, M.required).superRefine(cocNumber)
        : string()
            .superRefine(cocNumber)
            .optional()
            .transform((v) => v || undefined),
      street: requiredText(),
      house_number: houseNumberField,
      house_number_addition: additionField,
      postal_code: requiredText(),
      city: requiredText(),
      country: countryField,
    }),
    "postal_code",
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
