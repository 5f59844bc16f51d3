// The field checks of spec section 5 (limits from section 9) as plain functions, without zod:
// the browser's first load needs some of them (the support menu checks phone numbers, the chat
// e-mail addresses), and the zod schemas built on them (validation.ts) load only with forms.
// Every message is an i18next key in the `validations` namespace; the UI translates it. Dates
// are ISO calendar dates (YYYY-MM-DD) compared as strings, so no time zone enters the maths
// once "today" is known.
// The "max" metadata: with "min" a number is only checked for its length and first digits, so
// "0123456789" (no area code 012) would pass as a Dutch number; "max" knows each country's
// real number ranges. It is used on the server only (see parsePhone). See decision 0021.
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
import { parseMoneyCents, stripNonDigits } from "./formatting";

export { parseMoneyCents, stripNonDigits };

export const LIMITS = {
  MIN_AGE: 18,
  MAX_AGE: 100,
  // Spec says 57 in one place and 58 in another; decision record 0008 explains choosing 57.
  AOV_MAX_AGE: 57,
  START_DATE_MAX_DAYS_AHEAD: 30,
  MAX_INCOME_EUR: 125_000,
  MAX_DEVICE_PRICE_EUR: 5_000,
  REVENUE_EXPLANATION_THRESHOLD_EUR: 250_000,
  // Not in the spec: keeps an amount in cents inside the database's 32-bit integer.
  MAX_REVENUE_EUR: 20_000_000,
  MIN_HEIGHT: 100,
  MAX_HEIGHT: 250,
  MIN_WEIGHT: 50,
  MAX_WEIGHT: 200,
  MIN_BMI: 18,
  MAX_BMI: 33,
  MIN_CLAIM_FREE_YEARS: -4,
  // Not in the spec: a bonus-malus ladder ends well before 50 claim-free years.
  MAX_CLAIM_FREE_YEARS: 50,
  // Not in the spec (decision 0032): devices are insured when bought at most three years ago.
  DEVICE_MAX_AGE_MONTHS: 36,
  UPLOAD_MAX_BYTES: 25 * 1024 * 1024,
  // Not given by the spec; counted in digits only, so "+31 (0)6-12345678" has 12. Within these
  // bounds libphonenumber-js decides whether the number exists (checkPhoneNumber).
  PHONE_MIN_LENGTH: 10,
  PHONE_MAX_LENGTH: 15,
  // Not in the spec (decision 0036): a held policy renews within five years (multi-year contracts
  // included), and a monthly premium above 10,000 euros is a typing error.
  CHECKIN_RENEWAL_MAX_YEARS: 5,
  CHECKIN_MAX_MONTHLY_PREMIUM_EUR: 10_000,
} as const;

export const TEXT_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const ADDITION_MAX_LENGTH = 10;

export const VALIDATION_MESSAGES = {
  required: "validations:required",
  tooLong: "validations:tooLong",
  email: "validations:email",
  emailExists: "validations:emailExists",
  phoneNumber: "validations:phoneNumber",
  phoneNumberMinLength: "validations:phoneNumberMinLength",
  phoneNumberMaxLength: "validations:phoneNumberMaxLength",
  postalCode: "validations:postalCode",
  uppercase: "validations:uppercase",
  onlyNL: "validations:onlyNL",
  houseNumber: "validations:houseNumber",
  addressNotFound: "validations:addressNotFound",
  cocNumber: "validations:cocNumber",
  dateValidMessage: "validations:dateValidMessage",
  birthDateMinDate: "validations:birthDateMinDate",
  birthDate100YearMaxDate: "validations:birthDate100YearMaxDate",
  birthDateMaxDate: "validations:birthDateMaxDate",
  maxDateReached: "validations:maxDateReached",
  minDateReached: "validations:minDateReached",
  minEndDateReached: "validations:minEndDateReached",
  maxEndDateReached: "validations:maxEndDateReached",
  iban: "validations:iban",
  number: "validations:number",
  maxIncome: "validations:maxIncome",
  maxDronePrice: "validations:maxDronePrice",
  revenueExplanationRequired: "validations:revenueExplanationRequired",
  minHeight: "validations:minHeight",
  maxHeight: "validations:maxHeight",
  minWeight: "validations:minWeight",
  maxWeight: "validations:maxWeight",
  minClaimFreeYears: "validations:minClaimFreeYears",
  imei: "validations:imei",
  serialNumber: "validations:serialNumber",
  vin: "validations:vin",
  dateInFuture: "validations:dateInFuture",
  purchaseDateTooOld: "validations:purchaseDateTooOld",
  maxClaimFreeYears: "validations:maxClaimFreeYears",
  additionRequired: "validations:additionRequired",
  licensePlate: "validations:licensePlate",
  licensePlateNotFound: "validations:licensePlateNotFound",
  licensePlateUnavailable: "validations:licensePlateUnavailable",
  addressUnavailable: "validations:addressUnavailable",
  consent: "validations:consent",
  unknownPreset: "validations:unknownPreset",
  documentNumber: "validations:documentNumber",
  documentExpired: "validations:documentExpired",
  renewalDateInPast: "validations:renewalDateInPast",
  renewalDateTooFar: "validations:renewalDateTooFar",
  perYearBelowPerClaim: "validations:perYearBelowPerClaim",
  maxMonthlyPremium: "validations:maxMonthlyPremium",
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
const M = VALIDATION_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Dates

const AMSTERDAM_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in Amsterdam at `now`, as YYYY-MM-DD. */
export function todayInAmsterdam(now: Date = new Date()): string {
  const parts = Object.fromEntries(AMSTERDAM_DATE.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function parseIso(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y ?? NaN, m ?? NaN, d ?? NaN];
}

function utcDate(y: number, m: number, d: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // setUTCFullYear, unlike Date.UTC, keeps years below 100
  return date;
}

function formatIso(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function addDays(iso: string, n: number): string {
  const [y, m, d] = parseIso(iso);
  return formatIso(utcDate(y, m, d + n));
}

/** Exactly YYYY-MM-DD and a day that exists (2023-02-29 does not). */
export function isStrictIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = parseIso(s);
  return formatIso(utcDate(y, m, d)) === s;
}

/** Completed years; a 29 February child turns a year older on 1 March in non-leap years. */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = parseIso(birthIso);
  const [oy, om, od] = parseIso(onIso);
  const beforeBirthday = om < bm || (om === bm && od < bd);
  return oy - by - (beforeBirthday ? 1 : 0);
}

export function checkBirthDate(
  iso: string,
  today: string,
  { maxAge = LIMITS.MAX_AGE }: { maxAge?: number } = {},
): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  const age = ageOn(iso, today);
  if (age < LIMITS.MIN_AGE) return M.birthDateMinDate;
  if (age > maxAge) return maxAge === LIMITS.MAX_AGE ? M.birthDate100YearMaxDate : M.birthDateMaxDate;
  return null;
}

/** The first day a policy may start: today, or tomorrow for a product that says so. */
export function earliestStartDate(today: string, { fromTomorrow = false }: { fromTomorrow?: boolean } = {}): string {
  return fromTomorrow ? addDays(today, 1) : today;
}

export function checkStartDate(
  iso: string,
  today: string,
  { fromTomorrow = false }: { fromTomorrow?: boolean } = {},
): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  if (iso < earliestStartDate(today, { fromTomorrow })) return M.minDateReached;
  if (iso > addDays(today, LIMITS.START_DATE_MAX_DAYS_AHEAD)) return M.maxDateReached;
  return null;
}

export function checkEndDate(iso: string, today: string, maxIso: string): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  if (iso < addDays(today, 1)) return M.minEndDateReached;
  if (iso > maxIso) return M.maxEndDateReached;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Contact and address

// Pragmatic pattern: no spaces, one @, dot-separated domain labels, a TLD of two letters or more.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function checkEmail(value: string): ValidationMessage | null {
  return value.length <= 254 && EMAIL.test(value) ? null : M.email;
}

/**
 * A phone number as written in the Netherlands: national ("020-1234567") or international.
 * On the server only: root loads this module (through partner-config) on every page, and the
 * metadata would add about 45 kB gzipped to each. In the browser the forms check characters and
 * length before sending; the server's answer adds "no such number" at the field.
 * (`import.meta.env.SSR` is a constant, so the browser build drops the library.)
 */
function parsePhone(value: string): PhoneNumber | undefined {
  return import.meta.env.SSR ? parsePhoneNumberFromString(value.trim(), "NL") : undefined;
}

export function checkPhoneNumber(value: string): ValidationMessage | null {
  if (!/^\+?[\d\s()-]+$/.test(value.trim())) return M.phoneNumber;
  const digits = stripNonDigits(value).length;
  if (digits < LIMITS.PHONE_MIN_LENGTH) return M.phoneNumberMinLength;
  if (digits > LIMITS.PHONE_MAX_LENGTH) return M.phoneNumberMaxLength;
  if (!import.meta.env.SSR) return null;
  // A number in no country's plan: 0000000000, 0123456789, a Dutch mobile one digit too long.
  return parsePhone(value)?.isValid() ? null : M.phoneNumber;
}

/** A valid phone number as stored: E.164 ("+31612345678"); anything else as it was typed. */
export function normalizePhoneNumber(value: string): string {
  const phone = parsePhone(value);
  return phone?.isValid() ? phone.number : value.trim();
}

/** A stored phone number as a person writes it: Dutch ones nationally ("06 12345678"). */
export function formatPhoneNumber(stored: string): string {
  const phone = parsePhone(stored);
  if (!phone?.isValid()) return stored;
  return phone.country === "NL" ? phone.formatNational() : phone.formatInternational();
}

// The names of the Netherlands in the four interface languages.
const NETHERLANDS = ["nederland", "netherlands", "pays-bas", "niederlande"];

export function isNetherlands(country: string): boolean {
  return NETHERLANDS.includes(country.trim().toLowerCase());
}

export function checkPostalCode(value: string, country: string): ValidationMessage | null {
  if (isNetherlands(country)) return /^[1-9]\d{3} ?[A-Za-z]{2}$/.test(value.trim()) ? null : M.postalCode;
  return value === value.toUpperCase() ? null : M.uppercase;
}

export function normalizePostalCode(value: string, country: string): string {
  return isNetherlands(country) ? value.replace(/\s+/g, "").toUpperCase() : value.trim();
}

export function checkOnlyNL(country: string): ValidationMessage | null {
  return isNetherlands(country) ? null : M.onlyNL;
}

/** A company or personal address: only in the Netherlands where the partner restricts it (decision 0092). */
export function checkAddressCountry(country: string, onlyNetherlands: boolean): ValidationMessage | null {
  return onlyNetherlands ? checkOnlyNL(country) : null;
}

export function checkImei(value: string): ValidationMessage | null {
  if (!/^\d{15}$/.test(value)) return M.imei;
  // Luhn: double every second digit from the right, subtract 9 from two-digit results.
  const sum = [...value].reverse().reduce((total, char, i) => {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0 ? null : M.imei;
}

// ---------------------------------------------------------------------------------------------
// Numbers

function checkMoney(value: string, max: number, tooHigh: ValidationMessage): ValidationMessage | null {
  const digits = stripNonDigits(value);
  if (digits === "") return M.number;
  return Number(digits) > max ? tooHigh : null;
}

export function checkIncome(value: string): ValidationMessage | null {
  return checkMoney(value, LIMITS.MAX_INCOME_EUR, M.maxIncome);
}

export function capIncome(euros: number): number {
  return Math.min(euros, LIMITS.MAX_INCOME_EUR);
}

export function checkDevicePrice(value: string): ValidationMessage | null {
  return checkMoney(value, LIMITS.MAX_DEVICE_PRICE_EUR, M.maxDronePrice);
}

/** Expected gross revenue: any amount (an explanation above € 250,000 is asked for separately). */
export function checkRevenue(value: string): ValidationMessage | null {
  return checkMoney(value, LIMITS.MAX_REVENUE_EUR, M.number);
}

/** Expected gross revenue above € 250,000 needs an explanation. */
export function checkRevenueExplanation(revenueEuros: number, explanation?: string | null): ValidationMessage | null {
  return revenueEuros > LIMITS.REVENUE_EXPLANATION_THRESHOLD_EUR && !explanation?.trim() ? M.revenueExplanationRequired : null;
}

function toNumber(value: number | string): number {
  return typeof value === "number" ? value : value.trim() === "" ? NaN : Number(value);
}

function checkRange(
  value: number | string,
  [min, max]: [number, number],
  [tooLow, tooHigh]: [ValidationMessage, ValidationMessage],
): ValidationMessage | null {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return M.number;
  return n < min ? tooLow : n > max ? tooHigh : null;
}

/** Height in centimetres. */
export function checkHeight(value: number | string): ValidationMessage | null {
  return checkRange(value, [LIMITS.MIN_HEIGHT, LIMITS.MAX_HEIGHT], [M.minHeight, M.maxHeight]);
}

/** Weight in kilograms. */
export function checkWeight(value: number | string): ValidationMessage | null {
  return checkRange(value, [LIMITS.MIN_WEIGHT, LIMITS.MAX_WEIGHT], [M.minWeight, M.maxWeight]);
}

/** Body-mass index, unrounded, so the adviser decision does not depend on display rounding. */
export function bmi(heightCm: number, weightKg: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

export function bmiNeedsAdviser(value: number): boolean {
  return value < LIMITS.MIN_BMI || value > LIMITS.MAX_BMI;
}

export function checkClaimFreeYears(value: number | string): ValidationMessage | null {
  const n = toNumber(value);
  if (!Number.isInteger(n)) return M.number;
  if (n < LIMITS.MIN_CLAIM_FREE_YEARS) return M.minClaimFreeYears;
  return n > LIMITS.MAX_CLAIM_FREE_YEARS ? M.maxClaimFreeYears : null;
}

/** A device's serial number: 4 to 30 letters, digits and dashes. */
export function checkSerialNumber(value: string): ValidationMessage | null {
  return /^[A-Za-z0-9][A-Za-z0-9-]{2,28}[A-Za-z0-9]$/.test(value) ? null : M.serialNumber;
}

/** A VIN without spaces, in capitals (ISO 3779): 17 letters and digits, never I, O or Q. */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * A vehicle identification number (ISO 3779). Europe has no check digit (unlike North America's
 * ninth), so the shape is all there is to check.
 */
export function checkVin(raw: string): ValidationMessage | null {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(normalizeVin(raw)) ? null : M.vin;
}

/** A date of birth that is not judged by age here: a real day, not after today, at most 100 years ago. */
export function checkPastDate(iso: string, today: string): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  if (iso > today) return M.dateInFuture;
  return ageOn(iso, today) > LIMITS.MAX_AGE ? M.birthDate100YearMaxDate : null;
}

/** A purchase date: a real day, not after today, at most DEVICE_MAX_AGE_MONTHS ago. */
export function checkPurchaseDate(iso: string, today: string): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  if (iso > today) return M.dateInFuture;
  return iso < addMonths(today, -LIMITS.DEVICE_MAX_AGE_MONTHS) ? M.purchaseDateTooOld : null;
}

/** The renewal date of insurance held elsewhere: a real day, not in the past, within CHECKIN_RENEWAL_MAX_YEARS. */
export function checkRenewalDate(iso: string, today: string): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  if (iso < today) return M.renewalDateInPast;
  return iso > addMonths(today, 12 * LIMITS.CHECKIN_RENEWAL_MAX_YEARS) ? M.renewalDateTooFar : null;
}

/** Cover per claim and per year are consistent (spec section 5): a year covers at least one claim. */
export function checkCoverAmounts(perClaimCents: number, perYearCents: number): ValidationMessage | null {
  return perYearCents < perClaimCents ? M.perYearBelowPerClaim : null;
}

/** The same day n months on, or the month's last day when it is shorter (31 March - 1 month = 28/29 February). */
export function addMonths(iso: string, n: number): string {
  const [y, m, d] = parseIso(iso);
  const first = utcDate(y, m + n, 1);
  const lastDay = utcDate(first.getUTCFullYear(), first.getUTCMonth() + 2, 0).getUTCDate();
  return formatIso(utcDate(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(d, lastDay)));
}

/**
 * A postcode for an insured address, which must be in the Netherlands: 1234 AB. A foreign
 * shape (five digits, a country prefix) says so; anything else is an invalid postcode.
 */
export function checkDutchPostcode(value: string): ValidationMessage | null {
  const trimmed = value.trim();
  if (/^[1-9]\d{3} ?[A-Za-z]{2}$/.test(trimmed)) return null;
  if (/^\d{5}$/.test(trimmed) || /^[A-Za-z]{1,2}[- ]?\d{4,5}$/.test(trimmed)) return M.onlyNL;
  return M.postalCode;
}
