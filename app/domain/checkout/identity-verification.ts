// Identity verification (spec sections 2, 3, 4 and 8; decision 0033): the documents the
// built-in provider accepts, how a provider's report becomes an outcome, and the socket's path.
// Pure: the server gathers the facts, this decides.
import { z } from "zod";
import {
  checkPastDate,
  isStrictIsoDate,
  NAME_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
  type ValidationMessage,
} from "../platform/field-checks";
import { purchaseResultPath } from "./flows/outcome-paths";
import { displayName, namesMatch, type PersonName } from "./name-match";

export const DOCUMENT_TYPES = ["passport", "id_card"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Spaces and dashes people type are not part of the number; letters are uppercase on the document. */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * A Dutch passport or identity card number (since 2014): nine characters, two letters, six
 * letters or digits, one digit; the letter O is never used (so it cannot be read as zero).
 * The specimen documents carry SPECI2014.
 */
export function isDutchDocumentNumber(value: string): boolean {
  return /^[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]$/.test(normalizeDocumentNumber(value));
}

export function checkDocumentNumber(value: string): ValidationMessage | null {
  return isDutchDocumentNumber(value) ? null : M.documentNumber;
}

/** A document that expired is not accepted; one that expires today still is. */
export function checkDocumentExpiry(iso: string, today: string): ValidationMessage | null {
  if (!isStrictIsoDate(iso)) return M.dateValidMessage;
  return iso < today ? M.documentExpired : null;
}

const TEXT_MAX = 40;
/** One message per field: an empty or overlong value has its own, so the format is not judged too. */
const formatToCheck = (value: string) => value !== "" && value.length <= TEXT_MAX;
const text = (max = TEXT_MAX) =>
  z.string({ required_error: M.required, invalid_type_error: M.required }).trim().min(1, M.required).max(max, M.tooLong);

/** The built-in provider's verification page (it stands in for Stripe's document check). */
export function builtinVerificationSchema(today: string) {
  return z.object({
    document_type: z.enum(DOCUMENT_TYPES, { errorMap: () => ({ message: M.required }) }),
    // The name as on the document, so a tester can give one other than the profile's (decision 0068).
    first_name: text(NAME_MAX_LENGTH),
    last_name: text(NAME_MAX_LENGTH),
    document_number: text()
      .superRefine((value, ctx) => {
        if (!formatToCheck(value)) return;
        const message = checkDocumentNumber(value);
        if (message) ctx.addIssue({ code: "custom", message });
      })
      .transform(normalizeDocumentNumber),
    birth_date: text().superRefine((value, ctx) => {
      if (!formatToCheck(value)) return;
      const message = checkPastDate(value, today);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
    expiry_date: text().superRefine((value, ctx) => {
      if (!formatToCheck(value)) return;
      const message = checkDocumentExpiry(value, today);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  });
}

/** What a provider reported about a session (Stripe's status, verified_outputs dob, first_name and last_name, and last_error.code). */
export type ProviderReport = {
  status: "verified" | "requires_input" | "canceled" | "processing";
  dob: string | null;
  firstName: string | null;
  lastName: string | null;
  errorCode: string | null;
};

export type IdentityOutcome = { status: "verified" } | { status: "refused"; code: string } | { status: "pending" };

/**
 * The verdict on a report: verified only when the provider verified the document and the date
 * of birth on it is every one the customer gave us: the profile's and the one the premium was
 * priced on (the insured life). A session waiting for the customer (requires_input with no
 * error yet, as right after it is created) is still pending.
 */
export function judgeReport(report: ProviderReport, birthDatesGiven: readonly string[]): IdentityOutcome {
  if (report.status === "processing") return { status: "pending" };
  if (report.status === "requires_input" && !report.errorCode) return { status: "pending" };
  if (report.status !== "verified") return { status: "refused", code: report.errorCode ?? report.status };
  if (!report.dob || birthDatesGiven.length === 0 || birthDatesGiven.some((given) => given !== report.dob))
    return { status: "refused", code: "dob_mismatch" };
  return { status: "verified" };
}

/** The two names, as written, when the document's is not the policyholder's (decision 0068). */
export type NameDifference = { document: string; policyholder: string };

/**
 * The name on a verified document against the policyholder's (name-match.ts). A difference does
 * not refuse the check: the date of birth matched, so the purchase waits for an underwriter.
 * A document without a name differs too: nothing shows it is theirs.
 */
export function nameDifference(report: Pick<ProviderReport, "firstName" | "lastName">, policyholder: PersonName): NameDifference | null {
  const document = { firstName: report.firstName, lastName: report.lastName };
  if (namesMatch(document, policyholder)) return null;
  return { document: displayName(document), policyholder: displayName(policyholder) };
}

/** The message a room's socket receives (spec section 3): the status, or the error. */
export type IdentitySocketMessage = { status: "verified" } | { status: "refused"; error: string };

export function socketMessageOf(outcome: IdentityOutcome): IdentitySocketMessage | null {
  if (outcome.status === "verified") return { status: "verified" };
  if (outcome.status === "refused") return { status: "refused", error: outcome.code };
  return null;
}

/** Room names are 32 random bytes, base64url: 43 characters. */
const ROOM_PATH = /^\/stripe\/identity\/([A-Za-z0-9_-]{43})\/?$/;

/** The room of a socket path /stripe/identity/{room_name}/, or null. */
export function roomOfSocketPath(pathname: string): string | null {
  return ROOM_PATH.exec(pathname)?.[1] ?? null;
}

export function socketPathOf(room: string): string {
  return `/stripe/identity/${room}/`;
}

/** Verified, but the purchase it was for left the cart meanwhile: nothing was bought. */
export const CHECKOUT_CHANGED = "checkout_changed";

/**
 * Where the browser goes after the socket's message (spec section 2): verified to the result,
 * refused to the drop-out page; a purchase that changed meanwhile back to the checkout.
 */
export function pathAfter(message: IdentitySocketMessage, checkoutId: string): string {
  if (message.status === "verified") return purchaseResultPath(checkoutId, null);
  return message.error === CHECKOUT_CHANGED ? "/checkout" : DROPOUT_PATH;
}

export const DROPOUT_PATH = "/result?type=dropout&reason=identity";

/** A checkout may start this many verifications; each costs the insurer a provider check. */
export const MAX_VERIFICATIONS_PER_CHECKOUT = 3;
