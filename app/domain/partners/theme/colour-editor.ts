// The colour editor's rules (issue 5), as plain functions shared by the admin page, its action,
// the live preview in the customer site and the tests: hex input, which keys changed, the
// theme a preview shows, what a save writes, new colour key pairs and their fallback chains.
import { fallbackChain, isHexColour, resolveTheme, type ColourKeySpec, type Theme } from "./theme";

/** A colour key as the editor lists it (a ColourKey row). */
export type EditorColourKey = ColourKeySpec & {
  group: string;
  title: string;
  global: boolean;
};

/** Key names that can be CSS custom properties (--color-<key>): what the preview accepts. */
export const PREVIEW_KEY = /^[a-z0-9-]+$/;
/** Key names for new pairs: lower-case kebab, like the built-in registry. */
export const NEW_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_KEY_LENGTH = 60;
export const MAX_GROUP_LENGTH = 40;
export const MAX_TITLE_LENGTH = 80;
/** Form field names the save form uses itself: never a colour key. */
export const RESERVED_FIELD_NAMES: readonly string[] = ["intent", "acceptLowContrast"];
/** The postMessage type of a preview update. */
export const PREVIEW_MESSAGE = "colour-preview";
/** The preview page's "I am listening" message to the editor. */
export const PREVIEW_READY_MESSAGE = "colour-preview-ready";
export { PREVIEW_PARAM } from "./preview-param";

const SHORT_OR_LONG_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * "#ABC" -> "#aabbcc", " #A1B2C3 " -> "#a1b2c3"; anything else (names, 8 digits, no "#",
 * trailing text) -> null.
 */
export function normaliseHex(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!SHORT_OR_LONG_HEX.test(trimmed)) return null;
  const digits = trimmed.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((c) => c + c).join("") : digits}`;
}

/**
 * The keys whose value differs from the saved (resolved) theme, normalised. Invalid values and
 * unknown keys are left out: the editor shows them as field errors instead.
 */
export function changedColours(saved: Theme, edited: Readonly<Record<string, string>>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, text] of Object.entries(edited)) {
    const value = normaliseHex(text);
    if (value && key in saved && saved[key] !== value) changes[key] = value;
  }
  return changes;
}

/**
 * The theme the partner's pages show with these changes stored: the partner's own values plus
 * the changes, resolved through each key's fallbackKey exactly as the server will resolve it.
 * So a changed base key also moves every key that falls back to it without a value of its own.
 */
export function previewTheme(
  keys: readonly ColourKeySpec[],
  partnerValues: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
): Theme {
  return resolveTheme(keys, new Map([...Object.entries(partnerValues), ...Object.entries(changes)]));
}

/** Accepting low contrast on save: the confirmation's form field, and its value. */
export const ACCEPT_LOW_CONTRAST = { name: "acceptLowContrast", value: "yes" } as const;

/**
 * The keys whose fallback chain passes through this key: they pick up its value when neither
 * they nor any key between them and it has a value of its own.
 */
export function dependentKeys(keys: readonly ColourKeySpec[], key: string): string[] {
  const specs = new Map(keys.map((spec) => [spec.key, spec]));
  return keys.filter((spec) => fallbackChain(spec.key, specs).includes(key)).map((spec) => spec.key);
}

// ------------------------------------------------------------------------------------------
// Save

export type SaveError = { key: string; reason: "unknownKey" | "invalidColour" | "missingBase" };

/**
 * Each colour field of the save form comes with the value it showed when the form was loaded,
 * in a field of this prefix ("was.primary"): the server keeps only the keys whose value differs
 * from it (decision 0022). Key names never contain a dot, so no key collides with these.
 */
export const BASE_FIELD_PREFIX = "was.";

/** A key the admin changed: the value they want and the value the form was loaded with. */
export type SaveChange = { value: string; was: string };

/** "#ABC" and "#aabbcc" are the same colour; anything else compares as typed (trimmed, lower case). */
function sameColour(a: string, b: string): boolean {
  const plain = (text: string) => text.trim().toLowerCase();
  return plain(a) === plain(b) || (normaliseHex(a) !== null && normaliseHex(a) === normaliseHex(b));
}

/**
 * Reads a save: the keys whose posted value differs from the value the form was loaded with.
 * A key left as loaded is no change, whatever it holds (a key that only fell back stays unset,
 * a key removed meanwhile is ignored). Each changed key must be known, with a hex colour, and
 * come with its loaded value. Returns the changes, or every error (then nothing may be saved);
 * `edits` holds what the admin typed for each changed key, to give back with an answer.
 */
export function readColourSave(
  fields: Iterable<readonly [string, unknown]>,
  knownKeys: ReadonlySet<string>,
): { edits: Record<string, string> } & ({ ok: true; changes: Record<string, SaveChange> } | { ok: false; errors: SaveError[] }) {
  const posted = new Map<string, string>();
  const bases = new Map<string, string>();
  for (const [name, raw] of fields) {
    if (RESERVED_FIELD_NAMES.includes(name)) continue;
    const text = typeof raw === "string" ? raw : "";
    if (name.startsWith(BASE_FIELD_PREFIX)) bases.set(name.slice(BASE_FIELD_PREFIX.length), text);
    else posted.set(name, text);
  }
  const changes: Record<string, SaveChange> = {};
  const edits: Record<string, string> = {};
  const errors: SaveError[] = [];
  for (const [key, text] of posted) {
    const was = bases.get(key);
    if (was !== undefined && sameColour(text, was)) continue;
    const shortKey = key.slice(0, MAX_KEY_LENGTH);
    edits[shortKey] = text.slice(0, 100);
    const value = normaliseHex(text);
    if (!knownKeys.has(key)) errors.push({ key: shortKey, reason: "unknownKey" });
    else if (!value) errors.push({ key, reason: "invalidColour" });
    else if (was === undefined) errors.push({ key, reason: "missingBase" });
    else changes[key] = { value, was: normaliseHex(was) ?? was.trim().toLowerCase() };
  }
  return errors.length ? { ok: false, errors, edits } : { ok: true, changes, edits };
}

export type SavePlan = {
  /** key -> value rows to write (insert or replace). */
  upserts: Record<string, string>;
  /** Keys whose partner row goes: the value equals what the key shows without it. */
  deletes: string[];
  /** For the audit: what each changed key showed before, and shows now. */
  old: Record<string, string>;
  new: Record<string, string>;
  /**
   * Changed keys that show another colour now than when the form was loaded (someone saved
   * meanwhile), with the colour they show now. When there are any, the plan writes nothing.
   */
  conflicts: Record<string, string>;
};

/**
 * What a save writes. Only keys whose value differs from what the partner's pages show now
 * change. A key that shows another colour than the form was loaded with (and not the colour
 * asked for) is a conflict, and then nothing is written: the admin decides again, so no one's
 * save silently undoes another's. A changed key's row is dropped instead of written when,
 * without the row, that key and every key falling back to it would still show the same
 * colours (its value is the default, or the fallback's value), so the table keeps only real
 * choices.
 */
export function planColourSave(
  keys: readonly ColourKeySpec[],
  partnerValues: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, SaveChange>>,
): SavePlan {
  const current = new Map(Object.entries(partnerValues));
  const before = resolveTheme(keys, current);
  const plan: SavePlan = { upserts: {}, deletes: [], old: {}, new: {}, conflicts: {} };
  const after = new Map(current);
  for (const [key, { value, was }] of Object.entries(changes)) {
    const now = before[key];
    if (now === undefined || now === value) continue;
    if (now !== was) {
      plan.conflicts[key] = now;
      continue;
    }
    plan.old[key] = now;
    plan.new[key] = value;
    after.set(key, value);
  }
  if (Object.keys(plan.conflicts).length > 0) return { upserts: {}, deletes: [], old: {}, new: {}, conflicts: plan.conflicts };
  // A row that changes nothing on screen (the key and every key falling back to it, down the
  // whole chain, show the same without it) is not kept.
  const sameTheme = (a: Theme, b: Theme) => keys.every((spec) => a[spec.key] === b[spec.key]);
  for (const key of Object.keys(plan.new)) {
    const value = after.get(key)!;
    const shown = resolveTheme(keys, after);
    after.delete(key);
    if (sameTheme(resolveTheme(keys, after), shown)) {
      if (current.has(key)) plan.deletes.push(key);
    } else {
      after.set(key, value);
      plan.upserts[key] = value;
    }
  }
  return plan;
}

/** A colour pair below WCAG AA, by its keys (or, in the confirmation, their titles). */
export type LowContrastPair = { foreground: string; background: string; ratio: number; minimum: number };

/** The server's answer to a save, as the editor shows it (with or without JavaScript). */
export type ColourSaveAnswer =
  | { intent: "save"; ok: true; changed: number }
  | {
      intent: "save";
      ok: false;
      error: "invalidColour" | "unknownKey" | "missingBase" | "conflict" | "saveFailed" | "lowContrast";
      message: string;
      /** The keys to mark at their fields. */
      keys: string[];
      /** What the admin typed for each key they changed: shown again, so nothing is lost. */
      edits: Record<string, string>;
      /** For a conflict: the colour each of those keys shows now. */
      conflicts: Record<string, string>;
      /** Low contrast: the colour pairs below WCAG AA, to confirm (saving again with acceptLowContrast). */
      lowContrast?: LowContrastPair[];
    };

// ------------------------------------------------------------------------------------------
// New colour key pairs

export type NewColourKey = {
  key: string;
  group: string;
  title: string;
  fallbackKey: string | null;
  defaultValue: string;
  global: boolean;
};

export type NewKeyField = "key" | "group" | "title" | "fallbackKey" | "defaultValue";
export type NewKeyError = "required" | "format" | "tooLong" | "taken" | "reserved" | "unknown" | "cycle" | "invalidColour";

/** The server's answer to the new-key form. */
export type NewKeyAnswer =
  { intent: "create-key"; ok: true; key: string } | { intent: "create-key"; ok: false; errors: Partial<Record<NewKeyField, NewKeyError>> };

/**
 * Would key -> fallbackKey close a loop? Follows the fallback chain of the existing keys (plus
 * the new link) from fallbackKey; a chain that comes back to key is a cycle. Dangling links
 * (a fallbackKey naming a key that does not exist yet) are followed as far as they go.
 */
export function createsFallbackCycle(
  key: string,
  fallbackKey: string | null,
  existing: readonly { key: string; fallbackKey?: string | null }[],
): boolean {
  if (!fallbackKey) return false;
  const next = new Map(existing.map((spec) => [spec.key, spec.fallbackKey ?? null]));
  next.set(key, fallbackKey);
  const seen = new Set<string>([key]);
  let at: string | null = fallbackKey;
  while (at) {
    if (seen.has(at)) return true;
    seen.add(at);
    at = next.get(at) ?? null;
  }
  return false;
}

/** Validates the create-key form against the existing keys. */
export function validateNewColourKey(
  input: Readonly<Record<string, unknown>>,
  existing: readonly { key: string; fallbackKey?: string | null }[],
): { ok: true; value: NewColourKey } | { ok: false; errors: Partial<Record<NewKeyField, NewKeyError>> } {
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string).trim() : "");
  const errors: Partial<Record<NewKeyField, NewKeyError>> = {};
  const key = text("key").toLowerCase();
  const group = text("group").toLowerCase();
  const title = text("title");
  const fallbackKey = text("fallbackKey") || null;
  const defaultValue = normaliseHex(text("defaultValue"));
  const global = input.global === true || input.global === "on" || input.global === "true";
  const names = new Set(existing.map((spec) => spec.key));

  if (!key) errors.key = "required";
  else if (key.length > MAX_KEY_LENGTH) errors.key = "tooLong";
  else if (!NEW_KEY.test(key)) errors.key = "format";
  else if (RESERVED_FIELD_NAMES.includes(key)) errors.key = "reserved";
  else if (names.has(key)) errors.key = "taken";

  if (!group) errors.group = "required";
  else if (group.length > MAX_GROUP_LENGTH) errors.group = "tooLong";
  else if (!NEW_KEY.test(group)) errors.group = "format";

  if (!title) errors.title = "required";
  else if (title.length > MAX_TITLE_LENGTH) errors.title = "tooLong";

  if (fallbackKey) {
    if (fallbackKey === key || createsFallbackCycle(key, fallbackKey, existing)) errors.fallbackKey = "cycle";
    else if (!names.has(fallbackKey)) errors.fallbackKey = "unknown";
  }

  if (!text("defaultValue")) errors.defaultValue = "required";
  else if (!defaultValue) errors.defaultValue = "invalidColour";

  if (Object.keys(errors).length > 0 || !defaultValue) return { ok: false, errors };
  return { ok: true, value: { key, group, title, fallbackKey, defaultValue, global } };
}

// ------------------------------------------------------------------------------------------
// The live preview in the customer site

/**
 * The root domain of the page's own host: the host without "www." and without the partner's
 * label (acme.example.nl for partner acme -> example.nl; localhost for the default partner).
 */
export function ownRootDomain(hostname: string, partnerName: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return host.startsWith(`${partnerName}.`) ? host.slice(partnerName.length + 1) : host;
}

/**
 * May a preview message from this origin change the page? Only from one of our own hosts: the
 * same scheme and port, and the root domain of this page or one of its partner hosts.
 */
export function isPreviewOrigin(origin: string, page: { protocol: string; hostname: string; port: string }, partnerName: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.protocol !== page.protocol || url.port !== page.port) return false;
  const root = ownRootDomain(page.hostname, partnerName);
  if (!root) return false;
  const host = url.hostname.toLowerCase();
  return host === root || host.endsWith(`.${root}`);
}

const MAX_PREVIEW_VALUES = 2000;

/**
 * The colours of a preview message ({type:"colour-preview", values:{key: hex}}): only entries
 * with a CSS-safe key name and a hex value, normalised; null for anything else.
 */
export function parsePreviewMessage(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== "object") return null;
  const message = data as { type?: unknown; values?: unknown };
  if (message.type !== PREVIEW_MESSAGE || !message.values || typeof message.values !== "object" || Array.isArray(message.values)) {
    return null;
  }
  const values: Record<string, string> = {};
  let count = 0;
  for (const [key, raw] of Object.entries(message.values as Record<string, unknown>)) {
    if (++count > MAX_PREVIEW_VALUES) break;
    if (key.length > MAX_KEY_LENGTH || !PREVIEW_KEY.test(key)) continue;
    // Stored themes may hold #rrggbbaa (theme.ts accepts it), so the preview does too.
    const value = normaliseHex(raw) ?? (isHexColour(raw) ? raw.toLowerCase() : null);
    if (value) values[key] = value;
  }
  return values;
}
