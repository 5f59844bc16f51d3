// The external entry parameters a partner's site or app may put on any link into ours (spec
// section 3): returnURL, email, userId and expo_ip (decision 0090). Each is checked here and a
// bad value is ignored, never an error: a visitor who followed a partner's link should not be
// stopped by it. Pure rules; the root loader keeps what passes for the visit (entry-params.server).
import { checkEmail } from "./field-checks";

/** What a visit came in with: each value already checked. */
export type EntryValues = {
  /** Where "back to the partner" goes: an absolute URL on the partner's own host or an origin it lists. */
  returnUrl?: string;
  /** Pre-fills the sign-in form and the checkout's e-mail field. */
  email?: string;
  /** The partner app's own user id, handed back when we return to the app. */
  appUserId?: string;
  /** The Expo development host (IPv4, optional port) of the partner app, handed back likewise. */
  expoIp?: string;
};

/** The query names, as the spec spells them. */
export const ENTRY_QUERY = { returnUrl: "returnURL", email: "email", appUserId: "userId", expoIp: "expo_ip" } as const;

const RETURN_URL_MAX = 2000;
const APP_USER_ID = /^[\w.@+-]{1,200}$/;

/**
 * The origin key a return URL is compared by: scheme and host with its port, as the URL parser
 * normalises them (lower case, punycode, default port dropped). An app scheme (acmeapp://home)
 * has no web origin, so scheme and host are compared the same way.
 */
function originKey(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/**
 * A safe returnURL, normalised, or null. Accepted: a path on this partner's own site ("/x",
 * never "//x"), an absolute URL on the partner's own origin, or one whose scheme and host equal
 * one of the URLs the partner lists in its settings (`listed`). Refused: any other host (another
 * partner's too), credentials in the URL, whitespace, control characters and backslashes (which
 * browsers read as slashes), and script-like schemes, whichever origin they name.
 */
export function safeReturnUrl(value: string | null | undefined, ownOrigin: string, listed: readonly (string | null)[]): string | null {
  const raw = value?.trim();
  if (!raw || raw.length > RETURN_URL_MAX) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    if (raw.startsWith("/")) {
      if (raw.startsWith("//")) return null;
      url = new URL(raw, ownOrigin);
    } else url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  if (/^(javascript|data|vbscript|file|blob|about):$/i.test(url.protocol)) return null;
  const allowed = new Set<string>();
  for (const candidate of [ownOrigin, ...listed]) {
    if (!candidate) continue;
    try {
      allowed.add(originKey(new URL(candidate)));
    } catch {
      // A listed value that is no URL allows nothing.
    }
  }
  return allowed.has(originKey(url)) ? url.href : null;
}

/** An IPv4 address with an optional port (192.168.1.20 or 192.168.1.20:8081), or null. */
export function safeExpoIp(value: string | null | undefined): string | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::(\d{1,5}))?$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const octets = match.slice(1, 5).map(Number);
  if (octets.some((octet, i) => octet > 255 || (match[i + 1]!.length > 1 && match[i + 1]!.startsWith("0")))) return null;
  const port = match[5];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535 || port.startsWith("0"))) return null;
  return match[0];
}

/** The app's user id: letters, digits and . _ @ + -, at most 200 (as an external id), or null. */
export function safeAppUserId(value: string | null | undefined): string | null {
  const v = value?.trim() ?? "";
  return APP_USER_ID.test(v) ? v : null;
}

/** An e-mail address the forms would accept, trimmed and lower-cased, or null. */
export function safeEntryEmail(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return v && checkEmail(v) === null ? v : null;
}

type Listed = readonly (string | null)[];

/** Each value checked; one missing or failing is left out. */
function checked(read: (key: keyof EntryValues) => string | null, ownOrigin: string, listed: Listed): EntryValues {
  const candidates: EntryValues = {
    returnUrl: safeReturnUrl(read("returnUrl"), ownOrigin, listed) ?? undefined,
    email: safeEntryEmail(read("email")) ?? undefined,
    appUserId: safeAppUserId(read("appUserId")) ?? undefined,
    expoIp: safeExpoIp(read("expoIp")) ?? undefined,
  };
  return Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== undefined)) as EntryValues;
}

/**
 * The entry values of a query that pass their checks. Names not in the query, or whose value
 * fails, are left out, so an earlier good value kept for the visit stays.
 */
export function entryValuesOf(params: URLSearchParams, ownOrigin: string, listed: Listed): EntryValues {
  return checked((key) => params.get(ENTRY_QUERY[key]), ownOrigin, listed);
}

/** Whether a query names any entry parameter (the root loader then renews the visit's cookie). */
export function carriesEntryParams(params: URLSearchParams): boolean {
  return Object.values(ENTRY_QUERY).some((name) => params.has(name));
}

/**
 * Entry values read back from the visit's cookie (JSON). They are checked again: the partner
 * may have changed the URLs it lists since, and anything malformed is dropped.
 */
export function parseStoredEntry(json: string | null, ownOrigin: string, listed: Listed): EntryValues {
  let stored: unknown = null;
  try {
    stored = json ? JSON.parse(json) : null;
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object") return {};
  const record = stored as Record<string, unknown>;
  return checked((key) => (typeof record[key] === "string" ? (record[key] as string) : null), ownOrigin, listed);
}

/**
 * A link back into the partner's app (the check-in's return, the app back link) with the app's
 * user id and Expo host added, so the app can pick up where its user left. Unchanged without them.
 */
export function withAppHandBack(href: string, entry: Pick<EntryValues, "appUserId" | "expoIp">): string {
  if (!entry.appUserId && !entry.expoIp) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (entry.appUserId) url.searchParams.set(ENTRY_QUERY.appUserId, entry.appUserId);
  if (entry.expoIp) url.searchParams.set(ENTRY_QUERY.expoIp, entry.expoIp);
  return url.href;
}
