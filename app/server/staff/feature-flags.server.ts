// Feature flags on the server (decision 0049): the process's provider for this environment
// (APP_ENVIRONMENT), and the insurer admins' changes to the built-in FeatureFlag table under
// /admin/flags: checked, partners and users resolved, audited, and announced to every process.
import {
  checkFlagForm,
  FLAG_LIST_FIELDS,
  type FeatureFlag,
  type FlagAnswer,
  type FlagEnvironment,
  type FlagErrors,
  type FlagInput,
  type FlagSubject,
} from "~/domain/staff/feature-flags";
import type { StaffIdentity } from "~/domain/staff/staff";
import { writeAudit } from "../platform/audit.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { publish, subscribe } from "../platform/live-bus.server";
import { logger } from "../platform/logger.server";
import { BuiltinFlagSource, FeatureFlagProvider, flagOfRow, RemoteFlagSource } from "../providers/feature-flags.server";

const provider = new FeatureFlagProvider(
  config.flagService ? new RemoteFlagSource(config.flagService.url, config.flagService.token) : new BuiltinFlagSource(db),
  config.appEnvironment,
  (error) => logger.warn({ err: error }, "feature flags unavailable: every flag off for now"),
);

subscribe("flags", () => provider.drop());

/** Is the flag on for this partner and user, in this server's environment? */
export function flagFor(key: string, subject: FlagSubject): Promise<FlagAnswer> {
  return provider.evaluate(key, subject);
}

/** Tells every process (this one at once) that flags changed. */
function announceChange(environment: FlagEnvironment): void {
  void publish("flags", { environment }).catch((error) => logger.warn({ err: error }, "flag change not relayed"));
}

// ------------------------------------------------------------------------------------------
// The admin pages.

export type StoredFlag = FeatureFlag & { id: string; environment: FlagEnvironment; updatedAt: string };

function storedOf(row: Parameters<typeof flagOfRow>[0] & { id: string; environment: string; updatedAt: Date }): StoredFlag {
  return { ...flagOfRow(row), id: row.id, environment: row.environment as FlagEnvironment, updatedAt: row.updatedAt.toISOString() };
}

export async function flagsOfEnvironment(environment: FlagEnvironment): Promise<StoredFlag[]> {
  const rows = await db.featureFlag.findMany({ where: { environment }, orderBy: { key: "asc" } });
  return rows.map(storedOf);
}

export async function flagById(id: string): Promise<StoredFlag | null> {
  const row = await db.featureFlag.findUnique({ where: { id } });
  return row ? storedOf(row) : null;
}

/**
 * How an admin reads stored user ids: the e-mail address where it names that user alone,
 * otherwise the id.
 */
export async function userLabels(ids: readonly string[]): Promise<Map<string, string>> {
  const labels = new Map(ids.map((id) => [id, id]));
  if (ids.length === 0) return labels;
  const users = await db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, email: true } });
  const emails = users.map((user) => user.email).filter((email): email is string => !!email);
  const holders = await db.user.groupBy({ by: ["email"], where: { email: { in: emails } }, _count: { _all: true } });
  const unique = new Set(holders.filter((row) => row._count._all === 1).map((row) => row.email));
  for (const user of users) if (user.email && unique.has(user.email)) labels.set(user.id, user.email);
  return labels;
}

/** The form's text of a stored flag: one item a line, users by e-mail where that is unambiguous. */
export async function formInputOf(flag: StoredFlag): Promise<FlagInput> {
  const labels = await userLabels([...flag.includeUsers, ...flag.excludeUsers]);
  const users = (ids: readonly string[]) => ids.map((id) => labels.get(id) ?? id).join("\n");
  return {
    key: flag.key,
    environment: flag.environment,
    active: flag.active ? "on" : "",
    includePartners: flag.includePartners.join("\n"),
    excludePartners: flag.excludePartners.join("\n"),
    includeUsers: users(flag.includeUsers),
    excludeUsers: users(flag.excludeUsers),
    extra: flag.extra ?? "",
  };
}

/** Partner lists must name partners that exist. */
async function checkPartners(items: readonly string[]): Promise<string | null> {
  if (items.length === 0) return null;
  const found = new Set(
    (await db.partner.findMany({ where: { name: { in: [...items] } }, select: { name: true } })).map((row) => row.name),
  );
  return items.find((item) => !found.has(item)) ?? null;
}

/** User lists name users by e-mail or id; stored as ids. An e-mail of users at several partners must be given as an id. */
async function resolveUsers(
  items: readonly string[],
): Promise<{ ids: string[] } | { error: "unknownUser" | "ambiguousUser"; item: string }> {
  const ids: string[] = [];
  for (const item of items) {
    const users = item.includes("@")
      ? await db.user.findMany({ where: { email: item }, select: { id: true }, take: 2 })
      : await db.user.findMany({ where: { id: item }, select: { id: true } });
    if (users.length === 0) return { error: "unknownUser", item };
    if (users.length > 1) return { error: "ambiguousUser", item };
    if (!ids.includes(users[0]!.id)) ids.push(users[0]!.id);
  }
  return { ids };
}

export type SaveFlagResult = { ok: true; flag: StoredFlag } | { ok: false; errors: FlagErrors };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

const snapshot = (flag: FeatureFlag) => ({
  active: flag.active,
  includePartners: flag.includePartners,
  excludePartners: flag.excludePartners,
  includeUsers: flag.includeUsers,
  excludeUsers: flag.excludeUsers,
  extra: flag.extra,
});

/** Creates a flag (existing null) or changes one; audited as flag_created or flag_updated with old and new values. */
export async function saveFlag(staff: StaffIdentity, input: Partial<FlagInput>, existing: StoredFlag | null): Promise<SaveFlagResult> {
  const checked = checkFlagForm(input, existing ? { key: existing.key, environment: existing.environment } : undefined);
  if (!checked.ok) return checked;
  const draft = { ...checked.draft };
  const errors: FlagErrors = {};
  for (const field of FLAG_LIST_FIELDS) {
    if (field.endsWith("Partners")) {
      const unknown = await checkPartners(draft[field]);
      if (unknown) errors[field] = { code: "unknownPartner", item: unknown };
    } else {
      const resolved = await resolveUsers(draft[field]);
      if ("error" in resolved) errors[field] = { code: resolved.error, item: resolved.item };
      else draft[field] = resolved.ids;
    }
  }
  // An e-mail and an id may name the same user on both sides.
  const both = draft.excludeUsers.find((id) => draft.includeUsers.includes(id));
  if (both && !errors.excludeUsers && !errors.includeUsers) errors.excludeUsers = { code: "inBoth", item: both };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const values = {
    ...snapshot(draft),
    includePartners: [...draft.includePartners],
    excludePartners: [...draft.excludePartners],
    includeUsers: [...draft.includeUsers],
    excludeUsers: [...draft.excludeUsers],
  };
  let row;
  try {
    row = existing
      ? await db.featureFlag.update({ where: { id: existing.id }, data: values })
      : await db.featureFlag.create({ data: { key: draft.key, environment: draft.environment, ...values } });
  } catch (error) {
    if (!existing && isUniqueViolation(error)) return { ok: false, errors: { key: { code: "keyTaken" } } };
    throw error;
  }
  const saved = storedOf(row);
  await writeAudit({
    staff,
    action: existing ? "flag_updated" : "flag_created",
    details: { key: saved.key, environment: saved.environment, old: existing ? snapshot(existing) : null, new: snapshot(saved) },
  });
  announceChange(saved.environment);
  return { ok: true, flag: saved };
}

/** Deletes a flag (it is then off everywhere in its environment); audited as flag_deleted with its old values. */
export async function deleteFlag(staff: StaffIdentity, flag: StoredFlag): Promise<void> {
  const { count } = await db.featureFlag.deleteMany({ where: { id: flag.id } });
  if (count === 0) return; // someone else deleted it first
  await writeAudit({
    staff,
    action: "flag_deleted",
    details: { key: flag.key, environment: flag.environment, old: snapshot(flag), new: null },
  });
  announceChange(flag.environment);
}
