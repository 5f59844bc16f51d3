// Feature flags (spec section 7; decision 0049): per environment a flag is active or not, with
// include and exclude lists of partners (by name) and users (by id), and an optional extra
// value. The evaluation and the checks of the admin form are pure; the server reads the flags
// (app/server/providers/feature-flags.server.ts) and stores them.
import { PARTNER_NAME_MAX, PARTNER_NAME_PATTERN } from "../platform/partner-host";

export const FLAG_ENVIRONMENTS = ["development", "qa", "stage", "production"] as const;
export type FlagEnvironment = (typeof FLAG_ENVIRONMENTS)[number];

export function isFlagEnvironment(value: unknown): value is FlagEnvironment {
  return typeof value === "string" && (FLAG_ENVIRONMENTS as readonly string[]).includes(value);
}

/** The flags the code reads. The usp ticker of the funnel is the first (spec section 2). */
export const FLAG_KEYS = { uspTicker: "usp_ticker" } as const;

export type FeatureFlag = {
  key: string;
  active: boolean;
  includePartners: readonly string[];
  excludePartners: readonly string[];
  includeUsers: readonly string[];
  excludeUsers: readonly string[];
  extra: string | null;
};

/** Who asks: the partner of the host and, when known, the signed-in (or guest) user's id. */
export type FlagSubject = { partnerName: string; userId: string | null };
export type FlagAnswer = { on: boolean; extra: string | null };

const OFF: FlagAnswer = { on: false, extra: null };

/**
 * Is the flag on for this partner and user?
 * - no flag, or not active: off;
 * - the partner or the user is excluded: off (exclusion wins over inclusion);
 * - both include lists empty: on for everyone else;
 * - otherwise on only for an included partner or an included user.
 * The extra value travels only with an answer that is on.
 */
export function evaluateFlag(flag: FeatureFlag | null | undefined, subject: FlagSubject): FlagAnswer {
  if (!flag || !flag.active) return OFF;
  const partner = subject.partnerName.toLowerCase();
  const user = subject.userId;
  if (flag.excludePartners.includes(partner)) return OFF;
  if (user && flag.excludeUsers.includes(user)) return OFF;
  const open = flag.includePartners.length === 0 && flag.includeUsers.length === 0;
  const included = flag.includePartners.includes(partner) || (!!user && flag.includeUsers.includes(user));
  return open || included ? { on: true, extra: flag.extra } : OFF;
}

/** Stored lists are JSON; anything that is not an array of strings counts as empty. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

// ------------------------------------------------------------------------------------------
// The admin form: checked here, the existence of partners and users on the server.

export const FLAG_KEY_PATTERN = /^[a-z][a-z0-9_]*[a-z0-9]$/;
export const FLAG_KEY_MAX = 64;
export const FLAG_LIST_MAX = 200;
export const FLAG_EXTRA_MAX = 500;
const USER_ITEM_MAX = 254;

export const FLAG_LIST_FIELDS = ["includePartners", "excludePartners", "includeUsers", "excludeUsers"] as const;
export type FlagListField = (typeof FLAG_LIST_FIELDS)[number];
export type FlagField = "key" | "environment" | FlagListField | "extra";

export type FlagFieldError =
  | { code: "required" | "keyFormat" | "keyTaken" | "environment" | "tooMany" | "tooLong" }
  /** An item of a list: its shape is wrong, it names nothing, it names several users, or it is also in the include list. */
  | { code: "itemFormat" | "unknownPartner" | "unknownUser" | "ambiguousUser" | "inBoth"; item: string };
export type FlagErrors = Partial<Record<FlagField, FlagFieldError>>;

/** What the form posts, as text (nothing typed is lost: the answer of a refusal carries it back). */
export type FlagInput = Record<FlagField | "active", string>;
export type FlagDraft = Omit<FeatureFlag, "key"> & { key: string; environment: FlagEnvironment };

/** One item a line; commas and spaces separate too. Duplicates go, order stays. */
export function splitList(text: string): string[] {
  const items = text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A user is named by e-mail address or id; e-mail addresses compare in lower case. */
export function userItemKind(item: string): "email" | "id" | null {
  if (item.length > USER_ITEM_MAX) return null;
  if (item.includes("@")) return EMAIL.test(item) ? "email" : null;
  return USER_ID.test(item) ? "id" : null;
}

function checkList(text: string, field: FlagListField): { items: string[]; error?: FlagFieldError } {
  const partners = field.endsWith("Partners");
  const items = splitList(text).map((item) => (partners || item.includes("@") ? item.toLowerCase() : item));
  if (items.length > FLAG_LIST_MAX) return { items, error: { code: "tooMany" } };
  for (const item of items) {
    const valid = partners ? item.length <= PARTNER_NAME_MAX && PARTNER_NAME_PATTERN.test(item) : userItemKind(item) !== null;
    if (!valid) return { items, error: { code: "itemFormat", item } };
  }
  return { items };
}

/**
 * Checks the form of a flag. The lists come back split and normalised (partner names and
 * e-mail addresses in lower case); users still as typed (e-mail or id), for the server to
 * resolve. `fixedKey` is the key and environment of a flag being edited (they do not change).
 */
export function checkFlagForm(
  input: Partial<FlagInput>,
  fixed?: { key: string; environment: FlagEnvironment },
): { ok: true; draft: FlagDraft } | { ok: false; errors: FlagErrors } {
  const errors: FlagErrors = {};
  const key = fixed?.key ?? (input.key ?? "").trim().toLowerCase();
  if (!fixed) {
    if (!key) errors.key = { code: "required" };
    else if (key.length > FLAG_KEY_MAX || !FLAG_KEY_PATTERN.test(key)) errors.key = { code: "keyFormat" };
  }
  const environment = fixed?.environment ?? (input.environment ?? "").trim();
  if (!isFlagEnvironment(environment)) errors.environment = { code: "environment" };

  const lists = {} as Record<FlagListField, string[]>;
  for (const field of FLAG_LIST_FIELDS) {
    const { items, error } = checkList(input[field] ?? "", field);
    lists[field] = items;
    if (error) errors[field] = error;
  }
  // The same partner or user in both lists is a contradiction: say so at the exclude list.
  for (const [include, exclude] of [
    ["includePartners", "excludePartners"],
    ["includeUsers", "excludeUsers"],
  ] as const) {
    const both = lists[exclude].find((item) => lists[include].includes(item));
    if (both && !errors[exclude] && !errors[include]) errors[exclude] = { code: "inBoth", item: both };
  }

  const extraText = (input.extra ?? "").trim();
  if (extraText.length > FLAG_EXTRA_MAX) errors.extra = { code: "tooLong" };

  if (Object.keys(errors).length > 0 || !isFlagEnvironment(environment)) return { ok: false, errors };
  return {
    ok: true,
    draft: {
      key,
      environment,
      active: input.active === "on" || input.active === "true",
      ...lists,
      extra: extraText || null,
    },
  };
}

/** The order of the first error (focus goes there). */
export const FLAG_FIELDS: readonly FlagField[] = ["key", "environment", ...FLAG_LIST_FIELDS, "extra"];

/** What a flag form posts, as text, cut to sane lengths (the body limit bounds the rest). */
export function flagInputOf(form: FormData): FlagInput {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return {
    key: text("key", 200),
    environment: text("environment", 40),
    active: text("active", 10),
    includePartners: text("includePartners", 20_000),
    excludePartners: text("excludePartners", 20_000),
    includeUsers: text("includeUsers", 60_000),
    excludeUsers: text("excludeUsers", 60_000),
    extra: text("extra", 2_000),
  };
}
