// Claims: reporting damage on one of the customer's own policies. The form's rules (description
// required, at most 2000 characters; date of the damage a real YYYY-MM-DD date and not in the
// future), the statuses a claim moves through and the claim number's shape. Files are judged
// by domain/uploads.ts.
import { z } from "zod";
import { isStrictIsoDate, requiredText, VALIDATION_MESSAGES } from "./validation";

export const CLAIM_DESCRIPTION_MAX_LENGTH = 2000;

/** Statuses in the order a claim usually moves; rejected and paid are end states. */
export const CLAIM_STATUSES = ["submitted", "in_review", "approved", "rejected", "paid"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A stored status read back for display; anything unknown reads as submitted. */
export function claimStatus(value: string): ClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value) ? (value as ClaimStatus) : "submitted";
}

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
    occurredOn: requiredText().superRefine((value, ctx) => {
      if (value === "") return; // left to the required rule
      const message = checkClaimDate(value, today);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    }),
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
