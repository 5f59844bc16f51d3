// Upload rules (spec section 5 and 9): JPEG, PNG or PDF, at most 25 MB each, at most 10 files
// at once. A file's type is judged by its content, never by its name or the browser's claim:
// a PNG named .pdf is a PNG, text named .jpg is refused. Detection itself (reading magic bytes)
// happens on the server (server/uploads.server.ts); these rules only judge its result.
import { LIMITS } from "./field-checks";

export const UPLOAD_LIMITS = {
  /** 25 MB: exactly 25 * 1024 * 1024 bytes is allowed, one byte more is not. */
  MAX_BYTES: LIMITS.UPLOAD_MAX_BYTES,
  MAX_FILES: 10,
} as const;

/** The types a customer may upload, as detected from the content. */
export const ALLOWED_UPLOAD_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type AllowedUploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];

/** For the file input's accept attribute: a hint to the browser's picker, not a rule. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

/**
 * Office documents (spec section 3: "upload types images, pdf, office documents"), as their
 * container says: a .docx or .xlsx is a zip whose parts name it, an .odt a zip whose first entry
 * is its mimetype. A zip that is none of these, or an old binary .doc, is refused.
 */
export const OFFICE_DOCUMENT_TYPES = [
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.text",
] as const;

/** What may be added to an answer (a doctor's letter, a scan, a spreadsheet of figures). */
export const DOCUMENT_UPLOAD_TYPES = [...ALLOWED_UPLOAD_TYPES, ...OFFICE_DOCUMENT_TYPES] as const;
export type DocumentUploadType = (typeof DOCUMENT_UPLOAD_TYPES)[number];
export const DOCUMENT_UPLOAD_ACCEPT = `${UPLOAD_ACCEPT},.docx,.xlsx,.odt,${OFFICE_DOCUMENT_TYPES.join(",")}`;

export function isDocumentUploadType(mime: string | null | undefined): mime is DocumentUploadType {
  return (DOCUMENT_UPLOAD_TYPES as readonly string[]).includes(mime ?? "");
}

/**
 * What one customer and one process may send (decision 0065; the spec names no such limits).
 * Five claims a day is more than any honest loss needs; 500 MB a month is two claims with ten
 * files of 25 MB each. Each is configurable (CLAIMS_PER_DAY, UPLOAD_BYTES_PER_MONTH,
 * UPLOADS_IN_FLIGHT).
 */
export const UPLOAD_QUOTAS = {
  CLAIMS_PER_DAY: 5,
  BYTES_PER_MONTH: 500 * 1024 * 1024,
  /** Uploads one server process receives at once; more are told to try again shortly (503). */
  IN_FLIGHT_PER_PROCESS: 4,
  /** Seconds a refused upload is told to wait (Retry-After). */
  RETRY_AFTER_SECONDS: 30,
} as const;

export const UPLOAD_MESSAGES = {
  type: "validations:uploadType",
  documentType: "validations:uploadDocumentType",
  tooLarge: "validations:uploadTooLarge",
  empty: "validations:uploadEmpty",
  tooMany: "validations:uploadTooMany",
  claimsPerDay: "validations:uploadClaimsPerDay",
  bytesPerMonth: "validations:uploadBytesPerMonth",
  busy: "validations:uploadBusy",
} as const;
export type UploadMessage = (typeof UPLOAD_MESSAGES)[keyof typeof UPLOAD_MESSAGES];

/** The numbers the quota messages name (validations:uploadClaimsPerDay, uploadBytesPerMonth): the configured ones. */
export function quotaMessageValues(limits: { claimsPerDay: number; bytesPerMonth: number }): { claimsPerDay: number; megabytes: number } {
  return { claimsPerDay: limits.claimsPerDay, megabytes: Math.floor(limits.bytesPerMonth / (1024 * 1024)) };
}

export function isAllowedUploadType(mime: string | null | undefined): mime is AllowedUploadType {
  return (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(mime ?? "");
}

export type UploadVerdict = { ok: true; mimeType: AllowedUploadType } | { ok: false; message: UploadMessage };

/**
 * One file: its size in bytes and the MIME type detected from its content (undefined when the
 * content matches no known signature, as with plain text).
 */
export function checkUpload({ sizeBytes, detectedMime }: { sizeBytes: number; detectedMime: string | null | undefined }): UploadVerdict {
  if (sizeBytes <= 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (sizeBytes > UPLOAD_LIMITS.MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  if (!isAllowedUploadType(detectedMime)) return { ok: false, message: UPLOAD_MESSAGES.type };
  return { ok: true, mimeType: detectedMime };
}

export function checkUploadCount(count: number): UploadMessage | null {
  return count > UPLOAD_LIMITS.MAX_FILES ? UPLOAD_MESSAGES.tooMany : null;
}

/** A file input left empty still sends a part: no name and no bytes. That is "no file", not an error. */
export function isNoFileChosen(file: { name: string; size: number }): boolean {
  return file.name === "" && file.size === 0;
}

/**
 * The name to store and offer on download: the last path segment, without control characters
 * or quotes, at most 200 characters; "file" when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  const cleaned = base.replace(unsafe, "").trim().slice(0, 200);
  return cleaned || "file";
}

/** A file's size as people read it, Dutch style: "812 B", "14 kB", "2,4 MB" (here, not in formatting: customer pages need none of it). */
export function formatFileSize(bytes: number): string {
  const nbsp = "\u00a0";
  if (bytes < 1024) return `${bytes}${nbsp}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}${nbsp}kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("nl-NL", { maximumFractionDigits: 1 })}${nbsp}MB`;
}

/** A Content-Disposition attachment header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/[\\;]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The first moment of the day and of the month in Amsterdam, as instants, for counting a customer's uploads. */
export function quotaWindows(now: Date): { dayStart: Date; monthStart: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<"year" | "month" | "day", string>;
  return {
    dayStart: amsterdamMidnight(`${parts.year}-${parts.month}-${parts.day}`),
    monthStart: amsterdamMidnight(`${parts.year}-${parts.month}-01`),
  };
}

/** 00:00 in Amsterdam on an ISO date, as an instant (CET is UTC+1, CEST UTC+2). */
function amsterdamMidnight(isoDate: string): Date {
  for (const offset of ["+01:00", "+02:00"]) {
    const candidate = new Date(`${isoDate}T00:00:00${offset}`);
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", hourCycle: "h23" }).format(candidate);
    if (local === "00") return candidate;
  }
  return new Date(`${isoDate}T00:00:00+01:00`);
}

export type ClaimQuotaVerdict = { ok: true; bytesLeft: number } | { ok: false; message: UploadMessage };

/**
 * Whether a customer may report another claim now, and how many bytes of files it may carry:
 * claimsToday and bytesThisMonth are what the customer already sent. At the limit exactly,
 * the next claim is refused; a claim without files is still counted.
 */
export function claimQuota(
  used: { claimsToday: number; bytesThisMonth: number },
  limits: { claimsPerDay: number; bytesPerMonth: number },
): ClaimQuotaVerdict {
  if (used.claimsToday >= limits.claimsPerDay) return { ok: false, message: UPLOAD_MESSAGES.claimsPerDay };
  return { ok: true, bytesLeft: Math.max(0, limits.bytesPerMonth - used.bytesThisMonth) };
}
