// Partners as admins see and change them: who may open which partner, saving a partner's
// config (only changed fields reach the audit log) and creating a partner that works at once.
import { canManagePartner, type StaffIdentity } from "~/domain/staff";
import { parseLanguageList, type Language } from "~/domain/languages";
import {
  CURRENCIES,
  languagesColumn,
  PARTNER_CONFIG_FIELDS,
  type NewPartnerInput,
  type PartnerConfigField,
  type PartnerConfigInput,
} from "~/domain/partner-config";
import { writeAudit } from "./audit.server";
import { db, type Prisma } from "./db.server";
import { notFound } from "./guards.server";
import { invalidatePartnerCache } from "./partner.server";
import { partnerUrl } from "./public-url.server";

const EDITABLE_COLUMNS = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, true])) as Record<PartnerConfigField, true>;

async function findEditable(partnerId: string) {
  return db.partner.findUnique({
    where: { id: partnerId },
    select: { id: true, name: true, isDefault: true, createdAt: true, updatedAt: true, ...EDITABLE_COLUMNS },
  });
}

export type EditablePartner = NonNullable<Awaited<ReturnType<typeof findEditable>>>;

/**
 * The partner of the URL, when this admin may manage it. Another partner's page is a 404, the
 * same as an unknown id, so a partner admin learns nothing about partners that are not theirs.
 */
export async function requireManagedPartner(staff: StaffIdentity, partnerId: string | undefined): Promise<EditablePartner> {
  const partner = partnerId ? await findEditable(partnerId) : null;
  if (!partner || !canManagePartner(staff, partner)) notFound();
  return partner;
}

/** The form's starting values: what is stored, in the form's shape. */
export function formValuesOf(partner: EditablePartner) {
  const languages = parseLanguageList(partner.languages);
  const values = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, partner[field]])) as Pick<EditablePartner, PartnerConfigField>;
  return {
    ...values,
    languages,
    defaultLanguage: (languages.find((l) => l === partner.defaultLanguage) ?? languages[0]!) as Language,
    currency: (CURRENCIES as readonly string[]).includes(partner.currency) ? partner.currency : "EUR",
  };
}

type StoredValue = string | number | boolean | null;

/** The input as the columns store it (languages as "nl,en"). */
function columnsOf(input: PartnerConfigInput): Record<PartnerConfigField, StoredValue> {
  return { ...input, languages: languagesColumn(input.languages) };
}

/** Only the fields whose stored value changes, old and new side by side. */
export function changedFields(
  before: Record<PartnerConfigField, StoredValue>,
  after: Record<PartnerConfigField, StoredValue>,
): { old: Partial<Record<PartnerConfigField, StoredValue>>; new: Partial<Record<PartnerConfigField, StoredValue>> } {
  const old: Partial<Record<PartnerConfigField, StoredValue>> = {};
  const next: Partial<Record<PartnerConfigField, StoredValue>> = {};
  for (const field of PARTNER_CONFIG_FIELDS) {
    if (before[field] !== after[field]) {
      old[field] = before[field];
      next[field] = after[field];
    }
  }
  return { old, new: next };
}

/** Saves the config; returns the names of the fields that changed (none: nothing written). */
export async function savePartnerConfig(staff: StaffIdentity, partner: EditablePartner, input: PartnerConfigInput): Promise<PartnerConfigField[]> {
  const before = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, partner[field]])) as Record<PartnerConfigField, StoredValue>;
  const diff = changedFields(before, columnsOf(input));
  const fields = Object.keys(diff.new) as PartnerConfigField[];
  if (fields.length === 0) return fields;
  await db.$transaction(async (tx) => {
    await tx.partner.update({ where: { id: partner.id }, data: diff.new as Prisma.PartnerUpdateInput });
    await writeAudit({ staff, action: "partner_updated", partnerId: partner.id, details: diff }, tx);
  });
  invalidatePartnerCache(partner.name);
  return fields;
}

export class PartnerNameTakenError extends Error {
  constructor(readonly name: string) {
    super(`partner name taken: ${name}`);
  }
}

/**
 * A new partner with the default partner's products (same order), so its host serves a
 * working branded site at once. The cache also remembers unknown names; the new name is
 * dropped from it.
 */
export async function createPartner(staff: StaffIdentity, input: NewPartnerInput): Promise<{ id: string; name: string }> {
  if (await db.partner.findUnique({ where: { name: input.name }, select: { id: true } })) throw new PartnerNameTakenError(input.name);
  const created = await db
    .$transaction(async (tx) => {
      const offer = await tx.partnerProduct.findMany({
        where: { partner: { isDefault: true } },
        select: { productId: true, position: true },
        orderBy: { position: "asc" },
      });
      const partner = await tx.partner.create({
        data: {
          name: input.name,
          displayName: input.displayName,
          languages: languagesColumn(input.languages),
          defaultLanguage: input.defaultLanguage,
          products: { create: offer.map(({ productId, position }) => ({ productId, position })) },
        },
        select: { id: true, name: true },
      });
      await writeAudit(
        {
          staff,
          action: "partner_created",
          partnerId: partner.id,
          details: {
            new: { name: input.name, displayName: input.displayName, languages: languagesColumn(input.languages), defaultLanguage: input.defaultLanguage },
            products: offer.length,
          },
        },
        tx,
      );
      return partner;
    })
    .catch((error: unknown) => {
      // Two admins taking the same name at once: the unique index decides.
      if ((error as { code?: string }).code === "P2002") throw new PartnerNameTakenError(input.name);
      throw error;
    });
  invalidatePartnerCache(created.name);
  return created;
}

/** The partner's own site, next to the admin's host (acme -> http://acme.localhost:3000/welcome). */
export function liveSiteUrl(request: Request, partner: { name: string; isDefault: boolean }): string {
  return partnerUrl(partner, "/welcome", request);
}
