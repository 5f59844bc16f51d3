// Claims: reporting damage on one of the customer's own policies. The form's rules (description
// required, at most 2000 characters; date of the damage a real YYYY-MM-DD date and not in the
// future), the statuses a claim moves through and the claim number's shape. Files are judged
// by domain/uploads.ts.
import { z } from "zod";
import { dateField, FIELD_MESSAGES, requiredText } from "../platform/validation";
import { isStrictIsoDate, VALIDATION_MESSAGES } from "../platform/field-checks";

export const CLAIM_DESCRIPTION_MAX_LENGTH = 2000;

/** Statuses in the order a claim usually moves; rejected and paid are end states. */
export const CLAIM_STATUSES = ["submitted", "in_review", "more_info", "approved", "rejected", "paid"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A stored status read back for display; anything unknown reads as submitted. */
export function claimStatus(value: string): ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value) ? (value as ClaimStatus) : "submitted";
}

/** The claim form's file input: the one field whose parts are received as files. */
export const CLAIM_FILE_FIELD = "files";

export const CLAIM_MESSAGES = {
  dateInFuture: "validations:dateInFuture",
  unknownPolicy: "validations:unknownPolicy",
} as const;

/** The date of the damage: a strict ISO date, today at the latest (Amsterdam's today). */
export function checkClaimDate(iso: string, today: string): string | null {
  if (!isStrictIsoDate(iso)) return VALIDATION_MESSAGES.dateValidMessage;
  if (iso > today) return CLAIM_MESSAGES.dateInFuture;
  return null;
}

/** The claim form's text fields, for Conform's parseWithZod on server and client. */
export function claimFormSchema(today: string) {
  return z.object({
    policyId: requiredText(100),
    description: requiredText(CLAIM_DESCRIPTION_MAX_LENGTH),
    occurredOn: dateField(FIELD_MESSAGES.occurredOn, (iso) => checkClaimDate(iso, today)),
  });
}

const SUFFIX_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I to misread

/** Six characters from an alphabet without look-alikes, from six random bytes. */
export function claimNumberSuffix(randomBytes: Uint8Array): string {
  return Array.from(randomBytes.slice(0, 6), (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join("");
}

/** CL-YYYYMMDD-XXXXXX: the reporting day and a random part (unique in the database). */
export function claimNumber(today: string, suffix: string): string {
  return `CL-${today.replaceAll("-", "")}-${suffix}`;
}

/**
 * Where staff may move a claim from each status (issue 14, decision 0045): a claim is looked
 * at before anything is decided; while more information is awaited it can go back in review
 * or be decided; only an approved claim is paid; rejected and paid are final.
 */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ["in_review"],
  in_review: ["more_info", "approved", "rejected"],
  more_info: ["in_review", "approved", "rejected"],
  approved: ["paid"],
  rejected: [],
  paid: [],
};

export function isClaimStatus(value: string): value is ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function canMoveClaim(from: string, to: string): boolean {
  return isClaimStatus(from) && isClaimStatus(to) && CLAIM_TRANSITIONS[from].includes(to);
}

export const CLAIM_AMOUNT_MESSAGES = {
  required: "backoffice:claims.errors.amountRequired",
  invalid: "backoffice:claims.errors.amountInvalid",
  notPositive: "backoffice:claims.errors.amountNotPositive",
  tooHigh: "backoffice:claims.errors.amountTooHigh",
  transition: "backoffice:claims.errors.transition",
} as const;

/** Largest amount a form may carry, whatever the policy: 10 million euros. */
const AMOUNT_CEILING_CENTS = 1_000_000_000;

/**
 * Euros as typed ("1250", "1250,50", "1250.5", "€ 1.250,50" is refused: no thousands
 * separators) to cents; a message key when it is not an amount.
 */
export function parseEuroCents(input: string): { cents: number } | { error: string } {
  const text = input.trim().replace(/^€\s*/, "");
  if (text === "") return { error: CLAIM_AMOUNT_MESSAGES.required };
  const match = /^(-?)(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return { error: CLAIM_AMOUNT_MESSAGES.invalid };
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (match[1] === "-" || cents <= 0) return { error: CLAIM_AMOUNT_MESSAGES.notPositive };
  if (cents > AMOUNT_CEILING_CENTS) return { error: CLAIM_AMOUNT_MESSAGES.invalid };
  return { cents };
}

/** An approved amount: more than zero and at most the policy's per-claim cover when it has one. */
export function checkApprovedAmount(input: string, perClaimCents: number | null): { cents: number } | { error: string } {
  const parsed = parseEuroCents(input);
  if ("error" in parsed) return parsed;
  if (perClaimCents != null && parsed.cents > perClaimCents) return { error: CLAIM_AMOUNT_MESSAGES.tooHigh };
  return parsed;
}

/** A note to the customer when a claim moves: at most this long. */
export const CLAIM_NOTE_MAX_LENGTH = 1000;
/** Asking for more information and rejecting tell the customer why. */
const NOTE_REQUIRED: ReadonlySet<string> = new Set<ClaimStatus>(["more_info", "rejected"]);

export type ClaimMoveValues = { to: string; amount: string; note: string };
export type ClaimMoveErrors = Partial<Record<keyof ClaimMoveValues, string[]>>;

/**
 * The staff's move form (decision 0045): a status the claim may go to from the one the form
 * showed (from), an amount when approving (within the cover per claim), a note when asking
 * for more information or rejecting. Errors per field; the amount in cents when approving.
 */
export function checkClaimMove(
  values: ClaimMoveValues,
  from: string,
  perClaimCents: number | null,
): { errors: ClaimMoveErrors; amountCents: number | null } {
  const errors: ClaimMoveErrors = {};
  if (values.to === "") errors.to = [VALIDATION_MESSAGES.required];
  else if (!canMoveClaim(from, values.to)) errors.to = [CLAIM_AMOUNT_MESSAGES.transition];
  let amountCents: number | null = null;
  if (values.to === "approved") {
    const checked = checkApprovedAmount(values.amount.slice(0, 40), perClaimCents);
    if ("error" in checked) errors.amount = [checked.error];
    else amountCents = checked.cents;
  }
  if (values.note.length > CLAIM_NOTE_MAX_LENGTH) errors.note = [VALIDATION_MESSAGES.tooLong];
  else if (values.note === "" && NOTE_REQUIRED.has(values.to)) errors.note = ["backoffice:claims.errors.noteRequired"];
  return { errors, amountCents };
}
