// What goes to error monitoring and how equal errors are grouped (spec section 8; decision 0051).
// Pure, so the server's handleError, the report route and the browser share one rule.

/** Spec section 8: 401s, and 400s whose code is signature_expired, are expected answers, not faults. */
export function shouldReport(status: number | null | undefined, code?: string | null): boolean {
  if (status === 401) return false;
  if (status === 400 && code === "signature_expired") return false;
  return true;
}

/** The longest message kept; a stack or a page of HTML is not a message. */
export const MESSAGE_MAX_CHARS = 300;
/** The longest route kept. */
export const ROUTE_MAX_CHARS = 200;

/**
 * A message as kept and grouped: its first line, with what varies between occurrences or could
 * name a person (addresses, IBANs, ids, numbers, query strings) replaced by placeholders.
 */
export function normaliseMessage(message: string): string {
  const firstLine = message.split(/\r?\n/, 1)[0] ?? "";
  const cleaned = firstLine
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, "<email>")
    .replace(/\bhttps?:\/\/[^\s?#]+[?#]\S*/g, (url) => url.replace(/[?#].*$/, ""))
    .replace(/\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b/g, "<iban>")
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<id>")
    // cuids and other long tokens with both letters and digits
    .replace(/\b(?=[a-z0-9_-]*\d)(?=[a-z0-9_-]*[a-z])[a-z0-9_-]{16,}\b/gi, "<id>")
    .replace(/\d+/g, "<n>")
    .replace(/\s+/g, " ")
    .trim();
  return (cleaned || "(no message)").slice(0, MESSAGE_MAX_CHARS);
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=.*\d)[a-z0-9_-]{16,})$/i;

/**
 * The route of a path, for grouping: no query, and the segments that are ids (or the route's
 * parameters, when the server knows them) replaced by ":id" / ":name".
 */
export function normaliseRoute(path: string, params: Record<string, string | undefined> = {}): string {
  const pathname = (path.split(/[?#]/, 1)[0] ?? "/") || "/";
  const byValue = new Map(
    Object.entries(params)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, value]) => [value, name]),
  );
  const segments = pathname.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // a malformed segment stays as sent
    }
    const param = byValue.get(decoded);
    if (param) return `:${param === "*" ? "splat" : param}`;
    return ID_SEGMENT.test(decoded) ? ":id" : segment;
  });
  return (segments.join("/") || "/").slice(0, ROUTE_MAX_CHARS);
}

/** What makes two reports the same error: the release, the route and the normalised message. */
export function fingerprintSource(input: { release: string; route: string; message: string }): string {
  return [input.release, normaliseRoute(input.route), normaliseMessage(input.message)].join("\n");
}
