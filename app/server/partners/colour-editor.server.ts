// The colour editor's server side (issue 5): which admin may edit which partner's colours,
// what the editor shows, saving a set of changed colours in one transaction (and wording the
// answer for the editor), and new colour key pairs. The rules themselves live in
// ~/domain/partners/theme/colour-editor.
import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import { canManagePartner, isInsurerAdmin, type StaffIdentity } from "~/domain/staff/staff";
import { COLOUR_GROUPS, COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import {
  ACCEPT_LOW_CONTRAST,
  planColourSave,
  PREVIEW_PARAM,
  readColourSave,
  validateNewColourKey,
  type ColourSaveAnswer,
  type EditorColourKey,
  type LowContrastPair,
  type NewKeyAnswer,
  type NewColourKey,
  type NewKeyError,
  type NewKeyField,
  type SaveError,
} from "~/domain/partners/theme/colour-editor";
import { writeAudit } from "../platform/audit.server";
import { databaseTarget } from "../platform/database-url.mjs";
import { lockRowForWrite } from "../platform/write-lock.server";
import { contrastFailuresOfSave, type ContrastWarning } from "~/domain/partners/theme/contrast";
import { db, type Prisma } from "../platform/db.server";
import { resources, serverT } from "~/server/platform/i18n.server";
import type { Language } from "~/domain/platform/languages";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import {
  colourKeyTitle,
  keyPairChanges,
  validateKeyPairEdit,
  type ColourKeyTitles,
  type KeyPairError,
  type KeyPairField,
} from "~/domain/partners/theme/colour-key-pairs";
import { invalidatePartnerCache } from "../platform/partner.server";
import { partnerUrl } from "../platform/public-url.server";

export type ManagedPartner = { id: string; name: string; displayName: string; isDefault: boolean };

/** The partner of the URL, when this admin may manage it; otherwise a 404 (no hint that it exists). */
export async function requireManagedPartner(staff: StaffIdentity, partnerId: string | undefined): Promise<ManagedPartner> {
  const partner = partnerId
    ? await db.partner.findUnique({ where: { id: partnerId }, select: { id: true, name: true, displayName: true, isDefault: true } })
    : null;
  if (!partner || !canManagePartner(staff, partner)) throw data({ error: "notFound" }, { status: 404 });
  return partner;
}

const registryOrder = new Map(COLOUR_REGISTRY.map((definition, index) => [definition.key, index]));
const groupOrder = new Map(COLOUR_GROUPS.map((group, index) => [group, index]));

/** The built-in title of a key in a language (the colourKeys namespace), if it is a built-in key. */
export function builtInColourTitle(language: Language): (key: string) => string | undefined {
  const titles: Record<string, string> = resources[language].colourKeys;
  return (key) => (Object.hasOwn(titles, key) ? titles[key] : undefined);
}

/**
 * Every colour key, in the registry's order (new pairs after the built-in keys, oldest first),
 * with its title in the admin's language.
 */
export async function colourKeys(language: Language): Promise<EditorColourKey[]> {
  const rows = await db.colourKey.findMany({
    select: { key: true, group: true, title: true, titles: true, fallbackKey: true, defaultValue: true, global: true },
    orderBy: [{ createdAt: "asc" }, { key: "asc" }],
  });
  const builtIn = builtInColourTitle(language);
  const position = (key: string, index: number) => registryOrder.get(key) ?? COLOUR_REGISTRY.length + index;
  return rows
    .map((row, index) => ({ row, at: position(row.key, index) }))
    .sort((a, b) => a.at - b.at)
    .map(({ row: { titles, ...row } }) => ({ ...row, title: colourKeyTitle({ ...row, titles }, language, builtIn) }));
}

/** The groups of these keys, the registry's groups first in their order, then new ones. */
export function groupsOf(keys: readonly EditorColourKey[]): string[] {
  const seen: string[] = [];
  for (const key of keys) if (!seen.includes(key.group)) seen.push(key.group);
  return seen.sort((a, b) => (groupOrder.get(a) ?? Infinity) - (groupOrder.get(b) ?? Infinity) || seen.indexOf(a) - seen.indexOf(b));
}

async function partnerValues(partnerId: string, client: Pick<typeof db, "partnerColour"> = db): Promise<Record<string, string>> {
  const rows = await client.partnerColour.findMany({ where: { partnerId }, select: { key: true, value: true } });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The partner's real pages on its own host, next to the admin's host, in preview mode. */
export function previewUrl(request: Request, partner: ManagedPartner, path = "/products/available-products"): string {
  return partnerUrl(partner, `${path}?${PREVIEW_PARAM}=1`, request);
}

export async function colourEditorData(request: Request, staff: StaffIdentity, partner: ManagedPartner, language: Language) {
  const [keys, saved] = await Promise.all([colourKeys(language), partnerValues(partner.id)]);
  return {
    partner: { id: partner.id, name: partner.name, displayName: partner.displayName },
    keys,
    groups: groupsOf(keys),
    saved,
    previewUrl: previewUrl(request, partner),
    canCreateKeys: isInsurerAdmin(staff),
  };
}

type Transaction = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Replaces a partner's rows for these keys: deleted, then the new values inserted. On SQLite as
 * two plain statements, each with the rows as one JSON parameter (json_each): Prisma's
 * deleteMany and createMany spent about 0.3 ms a row in its engine (some 50 ms for a palette),
 * and so did a statement with six parameters a row (scripts/bench/colours.mjs). Everything is a
 * bound parameter, never SQL text; timestamps are written as Prisma writes them.
 * PostgreSQL keeps Prisma's deleteMany and createMany.
 */
async function replaceColours(tx: Transaction, partnerId: string, touched: string[], values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values);
  if (databaseTarget(process.env.DATABASE_URL).kind === "postgres") {
    await tx.partnerColour.deleteMany({ where: { partnerId, key: { in: touched } } });
    if (rows.length > 0) await tx.partnerColour.createMany({ data: rows.map(([key, value]) => ({ partnerId, key, value })) });
    return;
  }
  await tx.$executeRawUnsafe(
    `DELETE FROM "PartnerColour" WHERE "partnerId" = ? AND "key" IN (SELECT "value" FROM json_each(?))`,
    partnerId,
    JSON.stringify(touched),
  );
  if (rows.length === 0) return;
  const now = new Date();
  await tx.$executeRawUnsafe(
    `INSERT INTO "PartnerColour" ("id", "partnerId", "key", "value", "createdAt", "updatedAt")
     SELECT json_extract("value", '$[0]'), ?, json_extract("value", '$[1]'), json_extract("value", '$[2]'), ?, ? FROM json_each(?)`,
    partnerId,
    now,
    now,
    JSON.stringify(rows.map(([key, value]) => [randomUUID(), key, value])),
  );
}

export type SaveResult =
  | { ok: true; changed: number; old: Record<string, string>; new: Record<string, string> }
  /** Colour pairs the save leaves below WCAG AA, not accepted: nothing was saved. */
  | { ok: false; status: 422; lowContrast: ContrastWarning[]; edits: Record<string, string> }
  | { ok: false; status: 400; errors: SaveError[]; edits: Record<string, string> }
  | { ok: false; status: 409; conflicts: Record<string, string>; edits: Record<string, string> };

/**
 * Saves the keys the admin changed (each posted value against the value the form was loaded
 * with, decision 0022): all valid (known keys, hex colours) or nothing; and nothing when a
 * changed key shows another colour now than when the form was loaded (409, with the colours
 * shown now). One transaction: the changed rows are replaced with one delete and one insert,
 * the audit row is written with them. Then the partner's cached theme is dropped.
 */
export async function saveColours(
  staff: StaffIdentity,
  partner: ManagedPartner,
  fields: Iterable<readonly [string, unknown]>,
  /** Filled with milliseconds per step (keys, read, write, audit, commit), for Server-Timing. */
  timings: Record<string, number> = {},
  /** The admin confirmed saving colour pairs below WCAG AA (the save is audited with them). */
  acceptLowContrast = false,
): Promise<SaveResult> {
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + now - mark;
    mark = now;
  };
  const keys = await db.colourKey.findMany({ select: { key: true, defaultValue: true, fallbackKey: true } });
  const read = readColourSave(fields, new Set(keys.map((k) => k.key)));
  lap("keys");
  if (!read.ok) return { ok: false, status: 400, errors: read.errors, edits: read.edits };
  if (Object.keys(read.changes).length === 0) return { ok: true, changed: 0, old: {}, new: {} };

  const plan = await db.$transaction(async (tx) => {
    // Two saves of one partner take turns, so the check below and the writes are one step.
    await lockRowForWrite(tx, "Partner", partner.id);
    const current = await partnerValues(partner.id, tx);
    const plan = planColourSave(keys, current, read.changes);
    lap("read");
    const touched = [...Object.keys(plan.upserts), ...plan.deletes];
    if (touched.length === 0) return { ...plan, lowContrast: [] };
    const after: Record<string, string> = { ...current, ...plan.upserts };
    for (const key of plan.deletes) delete after[key];
    const lowContrast = contrastFailuresOfSave(keys, current, after);
    // Low contrast is the admin's call, made knowingly: asked first, then audited with the save.
    if (lowContrast.length > 0 && !acceptLowContrast) return { ...plan, lowContrast, refused: true as const };
    await replaceColours(tx, partner.id, touched, plan.upserts);
    lap("write");
    const accepted = lowContrast.map(({ foreground, background, ratio, minimum }) => ({
      foreground,
      background,
      ratio: Math.floor(ratio * 100) / 100,
      minimum,
    }));
    await writeAudit(
      {
        staff,
        action: "colours_saved",
        partnerId: partner.id,
        details: { old: plan.old, new: plan.new, ...(accepted.length ? { lowContrastAccepted: accepted } : {}) },
      },
      tx,
    );
    lap("audit");
    return { ...plan, lowContrast };
  });
  lap("commit");
  if ("refused" in plan) return { ok: false, status: 422, lowContrast: plan.lowContrast, edits: read.edits };
  if (Object.keys(plan.conflicts).length > 0) return { ok: false, status: 409, conflicts: plan.conflicts, edits: read.edits };
  if (Object.keys(plan.new).length > 0) invalidatePartnerCache(partner.name);
  return { ok: true, changed: Object.keys(plan.new).length, old: plan.old, new: plan.new };
}

/** A save's answer for the editor, its HTTP status and (when it got that far) its Server-Timing. */
export type ColourSaveReply = { answer: ColourSaveAnswer; status: number; headers?: Record<string, string> };

/**
 * Saves the posted colours (saveColours) and words the outcome in the admin's language: what was
 * typed goes back with every refusal, so the form shows it again. `started` is when the request
 * arrived; the time until now is Server-Timing's `auth` step.
 */
export async function answerColourSave(
  staff: StaffIdentity,
  partner: ManagedPartner,
  form: FormData,
  language: Language,
  started: number,
): Promise<ColourSaveReply> {
  const t = await serverT(language, "colours");
  const timings: Record<string, number> = { auth: performance.now() - started };
  let result: SaveResult;
  try {
    result = await saveColours(staff, partner, form.entries(), timings, form.get(ACCEPT_LOW_CONTRAST.name) === ACCEPT_LOW_CONTRAST.value);
  } catch {
    // What the admin typed goes back with the answer (the edits do not depend on the keys).
    const { edits } = readColourSave(form.entries(), new Set());
    return {
      answer: { intent: "save", ok: false, error: "saveFailed", message: t("errors.saveFailed"), keys: [], edits, conflicts: {} },
      status: 500,
    };
  }
  const steps = Object.entries(timings).map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
  const headers = { "Server-Timing": [`save;dur=${(performance.now() - started).toFixed(1)}`, ...steps].join(", ") };
  if (result.ok) return { answer: { intent: "save", ok: true, changed: result.changed }, status: 200, headers };
  if (result.status === 409) {
    const keys = Object.keys(result.conflicts);
    const message = t("errors.conflict", { count: keys.length, keys: keys.join(", ") });
    return {
      answer: { intent: "save", ok: false, error: "conflict", message, keys, edits: result.edits, conflicts: result.conflicts },
      status: 409,
      headers,
    };
  }
  if (result.status === 422) {
    const lowContrast: LowContrastPair[] = result.lowContrast.map(({ foreground, background, ratio, minimum }) => ({
      foreground,
      background,
      ratio,
      minimum,
    }));
    const message = t("errors.lowContrast", { count: lowContrast.length });
    const keys = lowContrast.map((pair) => pair.foreground);
    return {
      answer: { intent: "save", ok: false, error: "lowContrast", message, keys, edits: result.edits, conflicts: {}, lowContrast },
      status: 422,
      headers,
    };
  }
  const first = result.errors[0]!;
  const value = String(form.get(first.key) ?? "").slice(0, 24);
  const message = t(`errors.${first.reason}`, { key: first.key, value });
  const keys = result.errors.map((e) => e.key);
  return {
    answer: { intent: "save", ok: false, error: first.reason, message, keys, edits: result.edits, conflicts: {} },
    status: 400,
    headers,
  };
}

export type CreateKeyResult =
  { ok: true; key: NewColourKey } | { ok: false; status: 400 | 403; errors: Partial<Record<NewKeyField, NewKeyError>> };

/** A new colour key pair for every partner: insurer admins only. */
export async function createColourKey(
  staff: StaffIdentity,
  partner: ManagedPartner,
  input: Record<string, unknown>,
): Promise<CreateKeyResult> {
  if (!isInsurerAdmin(staff)) return { ok: false, status: 403, errors: {} };
  const existing = await db.colourKey.findMany({ select: { key: true, fallbackKey: true } });
  const valid = validateNewColourKey(input, existing);
  if (!valid.ok) return { ok: false, status: 400, errors: valid.errors };
  const key = valid.value;
  try {
    await db.$transaction(async (tx) => {
      await tx.colourKey.create({ data: key });
      await writeAudit({ staff, action: "colour_key_created", partnerId: null, details: { ...key, fromPartner: partner.name } }, tx);
    });
  } catch (error) {
    // Made by someone else at the same moment: the unique index says so.
    if ((error as { code?: string }).code === "P2002") return { ok: false, status: 400, errors: { key: "taken" } };
    throw error;
  }
  // Every partner's theme gains the key, and the cached key list is stale.
  invalidatePartnerCache();
  return { ok: true, key };
}

/** The new-key form's answer and status; a 403 (not an insurer admin) is thrown. */
export async function answerNewColourKey(
  staff: StaffIdentity,
  partner: ManagedPartner,
  form: FormData,
): Promise<{ answer: NewKeyAnswer; status: number }> {
  const input = Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]));
  const result = await createColourKey(staff, partner, input);
  if (!result.ok && result.status === 403) throw data({ error: "forbidden" }, { status: 403 });
  if (!result.ok) return { answer: { intent: "create-key", ok: false, errors: result.errors }, status: 400 };
  return { answer: { intent: "create-key", ok: true, key: result.key.key }, status: 200 };
}

// ------------------------------------------------------------------------------------------
// Editing key pairs (issue 17 point 5)

export type ColourKeyPair = {
  key: string;
  group: string;
  fallbackKey: string | null;
  global: boolean;
  defaultValue: string;
  builtIn: boolean;
  /** The title each language shows now. */
  titles: Record<Language, string>;
};

/** A key pair as its edit form shows it, or null when there is no such key. */
export async function colourKeyPair(key: string): Promise<ColourKeyPair | null> {
  const row = await db.colourKey.findUnique({ where: { key } });
  if (!row) return null;
  const titles = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, colourKeyTitle(row, language, builtInColourTitle(language))]),
  ) as Record<Language, string>;
  return {
    key: row.key,
    group: row.group,
    fallbackKey: row.fallbackKey,
    global: row.global,
    defaultValue: row.defaultValue,
    builtIn: registryOrder.has(row.key),
    titles,
  };
}

export type UpdateKeyResult =
  | { ok: true; changed: boolean }
  | { ok: false; status: 400; errors: Partial<Record<KeyPairField, KeyPairError>> }
  | { ok: false; status: 403 | 404 };

/**
 * Changes a key pair's titles, group, fallback or global flag: insurer admins only, audited
 * with the old and new values. A fallback that would close a loop is refused; every theme is
 * rebuilt because a new fallback can move colours of every partner.
 */
export async function updateColourKey(staff: StaffIdentity, key: string, input: Record<string, unknown>): Promise<UpdateKeyResult> {
  if (!isInsurerAdmin(staff)) return { ok: false, status: 403 };
  const before = await colourKeyPair(key);
  if (!before) return { ok: false, status: 404 };
  const existing = await db.colourKey.findMany({ select: { key: true, fallbackKey: true } });
  const valid = validateKeyPairEdit(key, input, existing);
  if (!valid.ok) return { ok: false, status: 400, errors: valid.errors };
  const titlesBefore: ColourKeyTitles = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, before.titles[language]]));
  const changes = keyPairChanges({ ...before, titles: titlesBefore }, valid.value);
  if (Object.keys(changes.new).length === 0) return { ok: true, changed: false };
  const edit = valid.value;
  await db.$transaction(async (tx) => {
    await tx.colourKey.update({
      where: { key },
      data: {
        ...("titles" in changes.new ? { titles: edit.titles as Prisma.InputJsonValue, title: edit.title } : {}),
        group: edit.group,
        fallbackKey: edit.fallbackKey,
        global: edit.global,
      },
    });
    await writeAudit({ staff, action: "colour_key_updated", partnerId: null, details: { key, ...changes } }, tx);
  });
  invalidatePartnerCache();
  return { ok: true, changed: true };
}
