// Partners as admins see and change them: who may open which partner, saving a partner's
// config (only changed fields reach the audit log) and creating a partner that works at once.
import { createHash } from "node:crypto";
import type { LogoMimeType } from "~/domain/partners/logo-upload";
import { canManagePartner, type StaffIdentity } from "~/domain/staff/staff";
import { derivePalette } from "~/domain/partners/theme/palette";
import { parseLanguageList, type Language } from "~/domain/platform/languages";
import type { TableQuery } from "~/domain/platform/table-query";
import {
  CURRENCIES,
  languagesColumn,
  PARTNER_CONFIG_FIELDS,
  type NewPartnerInput,
  type PartnerConfigField,
  type PartnerConfigInput,
} from "~/domain/partners/partner-config";
import { fileStore, newStorageKey, type StoredFile } from "../platform/file-store.server";
import { writeAudit } from "../platform/audit.server";
import { db, type Prisma } from "../platform/db.server";
import { notFound } from "../platform/guards.server";
import { invalidatePartnerCache } from "../platform/partner.server";
import { loadTablePage, textFilter } from "../platform/table-query.server";
import { partnerUrl } from "../platform/public-url.server";
import { queueAdminInvite, setPasswordToken, unusablePasswordHash } from "../staff/staff-invite.server";

const EDITABLE_COLUMNS = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, true])) as Record<PartnerConfigField, true>;

async function findEditable(partnerId: string) {
  return db.partner.findUnique({
    where: { id: partnerId },
    select: { id: true, name: true, isDefault: true, createdAt: true, updatedAt: true, ...EDITABLE_COLUMNS },
  });
}

export type PartnerSort = "name" | "displayName" | "created" | "defaultLanguage";

const PARTNER_ORDER_COLUMN = {
  name: "name",
  displayName: "displayName",
  created: "createdAt",
  defaultLanguage: "defaultLanguage",
} as const;

/** One page of the partners table (/admin/partners), filtered and sorted; scope null is every partner. */
export async function loadPartnersPage(query: TableQuery<PartnerSort>, scope: string[] | null) {
  const where = { ...(scope ? { id: { in: scope } } : {}), ...textFilter(query.q, ["name", "displayName"] as const) };
  const orderBy = [{ [PARTNER_ORDER_COLUMN[query.sort]]: query.dir }, { id: query.dir }];
  return loadTablePage(
    query,
    () => db.partner.count({ where }),
    (window) =>
      db.partner.findMany({
        where,
        orderBy,
        ...window,
        select: { id: true, name: true, displayName: true, createdAt: true, defaultLanguage: true, languages: true, isDefault: true },
      }),
  );
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
  const values = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, partner[field]])) as Pick<
    EditablePartner,
    PartnerConfigField
  >;
  return {
    ...values,
    languages,
    availableLanguages: partner.availableLanguages ? parseLanguageList(partner.availableLanguages) : [],
    defaultLanguage: (languages.find((l) => l === partner.defaultLanguage) ?? languages[0]!) as Language,
    currency: (CURRENCIES as readonly string[]).includes(partner.currency) ? partner.currency : "EUR",
  };
}

type StoredValue = string | number | boolean | null;

/** The input as the columns store it (languages as "nl,en"). */
function columnsOf(input: PartnerConfigInput): Record<PartnerConfigField, StoredValue> {
  return {
    ...input,
    languages: languagesColumn(input.languages),
    // None ticked, or all of the partner's: not set (the selector offers all its languages).
    availableLanguages:
      input.availableLanguages.length === 0 || input.languages.every((code) => input.availableLanguages.includes(code))
        ? null
        : languagesColumn(input.availableLanguages),
  };
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
export async function savePartnerConfig(
  staff: StaffIdentity,
  partner: EditablePartner,
  input: PartnerConfigInput,
): Promise<PartnerConfigField[]> {
  const before = Object.fromEntries(PARTNER_CONFIG_FIELDS.map((field) => [field, partner[field]])) as Record<
    PartnerConfigField,
    StoredValue
  >;
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

export class AdminEmailTakenError extends Error {
  constructor(readonly email: string) {
    super("staff e-mail address taken");
  }
}

/**
 * A host label or admin address already in use, checked along with the form's other rules so
 * the admin sees every problem at once (createPartner checks again, and the unique indexes last).
 */
export async function takenNewPartnerFields(
  name: string | null,
  adminEmail: string | null,
): Promise<{ name: boolean; adminEmail: boolean }> {
  const [partner, account] = await Promise.all([
    name ? db.partner.findUnique({ where: { name }, select: { id: true } }) : null,
    adminEmail ? db.staffAccount.findUnique({ where: { email: adminEmail }, select: { id: true } }) : null,
  ]);
  return { name: partner !== null, adminEmail: account !== null };
}

/** A checked logo (domain/logo-upload.ts), ready to store. */
export type NewPartnerLogo = { mimeType: LogoMimeType; extension: "svg" | "png"; bytes: Uint8Array<ArrayBuffer> };

/** Where a stored logo is served (routes/brand-logo.ts); the id names one upload for good. */
export function logoPath(logo: { id: string; extension: string }): string {
  return `/brand-logos/${logo.id}.${logo.extension}`;
}

/**
 * The bytes of one uploaded logo, when the id names a logo of that type (an .svg address never
 * serves a PNG); null otherwise. Any partner's logo: its id is public, shown in its header.
 */
export async function openStoredLogo(id: string, mimeType: LogoMimeType): Promise<StoredFile | null> {
  const logo = await db.partnerLogo.findUnique({ where: { id }, select: { mimeType: true, storageKey: true } });
  if (!logo || logo.mimeType !== mimeType || !logo.storageKey) return null;
  return fileStore().open(logo.storageKey);
}

function isUniqueViolationOn(error: unknown, column: string): boolean {
  const e = error as { code?: string; meta?: { target?: unknown } };
  return e.code === "P2002" && JSON.stringify(e.meta?.target ?? "").includes(column);
}

/**
 * A new partner (issue 17 point 4) that works at once on its own host: the default partner's
 * products (same order), a full palette derived from the brand colour (every contrast pair
 * passing AA) saved as its colours, the logo when one was uploaded, and, when an e-mail address
 * was given, its admin account with a set-password link in the outbox. All in one transaction
 * with its audit row. The cache also remembers unknown names; the new name is dropped from it.
 */
export async function createPartner(
  staff: StaffIdentity,
  input: NewPartnerInput,
  options: { logo?: NewPartnerLogo | null; request?: Request } = {},
): Promise<{ id: string; name: string }> {
  if (await db.partner.findUnique({ where: { name: input.name }, select: { id: true } })) throw new PartnerNameTakenError(input.name);
  const adminEmail = input.adminEmail;
  if (adminEmail && (await db.staffAccount.findUnique({ where: { email: adminEmail }, select: { id: true } })))
    throw new AdminEmailTakenError(adminEmail);
  // scrypt takes a while: before the transaction, not inside it.
  const passwordHash = adminEmail ? await unusablePasswordHash() : null;
  const logo = options.logo ?? null;
  const logoSha256 = logo ? createHash("sha256").update(logo.bytes).digest("hex") : null;
  // The logo's bytes go to the file store first (decision 0065); the row only names them.
  const logoKey = logo ? newStorageKey("logos") : null;
  if (logo && logoKey) await fileStore().putBytes(logoKey, logo.bytes, logo.mimeType);

  const created = await db
    .$transaction(async (tx) => {
      const [offer, knownKeys] = await Promise.all([
        tx.partnerProduct.findMany({
          where: { partner: { isDefault: true } },
          select: { productId: true, position: true },
          orderBy: { position: "asc" },
        }),
        tx.colourKey.findMany({ select: { key: true } }),
      ]);
      const known = new Set(knownKeys.map((k) => k.key));
      const palette = Object.fromEntries(Object.entries(derivePalette(input.brandColour)).filter(([key]) => known.has(key)));
      const partner = await tx.partner.create({
        data: {
          name: input.name,
          displayName: input.displayName,
          languages: languagesColumn(input.languages),
          defaultLanguage: input.defaultLanguage,
          products: { create: offer.map(({ productId, position }) => ({ productId, position })) },
          colours: { createMany: { data: Object.entries(palette).map(([key, value]) => ({ key, value })) } },
        },
        select: { id: true, name: true, displayName: true },
      });
      let logoInfo: { path: string; mimeType: string; sizeBytes: number; sha256: string } | null = null;
      if (logo && logoSha256 && logoKey) {
        const row = await tx.partnerLogo.create({
          data: {
            partnerId: partner.id,
            mimeType: logo.mimeType,
            sizeBytes: logo.bytes.byteLength,
            sha256: logoSha256,
            storageKey: logoKey,
          },
          select: { id: true },
        });
        const path = logoPath({ id: row.id, extension: logo.extension });
        await tx.partner.update({ where: { id: partner.id }, data: { logoPrimary: path } });
        logoInfo = { path, mimeType: logo.mimeType, sizeBytes: logo.bytes.byteLength, sha256: logoSha256 };
      }
      if (adminEmail && passwordHash) {
        // A partner admin's name is the partner's name: that is what lets it manage the partner (domain/staff.ts).
        const account = await tx.staffAccount.create({
          data: { role: "admin", email: adminEmail, name: partner.name, partnerId: partner.id, passwordHash },
          select: { id: true, passwordHash: true },
        });
        await queueAdminInvite(
          tx,
          { email: adminEmail, token: setPasswordToken(account), partner, language: input.defaultLanguage },
          options.request,
        );
      }
      await writeAudit(
        {
          staff,
          action: "partner_created",
          partnerId: partner.id,
          details: {
            new: {
              name: input.name,
              displayName: input.displayName,
              languages: languagesColumn(input.languages),
              defaultLanguage: input.defaultLanguage,
            },
            products: offer.length,
            brandColour: input.brandColour,
            palette,
            logo: logoInfo,
            adminEmail,
          },
        },
        tx,
      );
      return partner;
    })
    .catch(async (error: unknown) => {
      if (logoKey)
        await fileStore()
          .remove(logoKey)
          .catch(() => undefined);
      // Two admins taking the same name (or address) at once: the unique index decides.
      if (adminEmail && isUniqueViolationOn(error, "email")) throw new AdminEmailTakenError(adminEmail);
      if ((error as { code?: string }).code === "P2002") throw new PartnerNameTakenError(input.name);
      throw error;
    });
  invalidatePartnerCache(created.name);
  return { id: created.id, name: created.name };
}

/** The partner's own site, next to the admin's host (acme -> http://acme.localhost:3000/welcome). */
export function liveSiteUrl(request: Request, partner: { name: string; isDefault: boolean }): string {
  return partnerUrl(partner, "/welcome", request);
}
