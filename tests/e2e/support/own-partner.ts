// A partner of the test's own: tests that change a partner, its colours or its people work on
// a fresh copy of a demo partner (its settings, colours and products) with its own admin and
// broker, made straight in the test database and removed afterwards. Parallel tests then never
// see each other's changes, and a brand-new name is in no server's partner cache
// (PARTNER_CACHE_SECONDS) yet.
import { randomBytes } from "node:crypto";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { hashPassword } from "../../../app/server/staff/passwords.server";
import { db } from "./db";
import { partnerUrl } from "./hosts";

export type StaffLogin = { email: string; password: string; name: string };

export type OwnPartner = {
  id: string;
  /** Host label: e2e-<tag>-<random>. */
  name: string;
  displayName: string;
  /** A partner admin of this partner only (its name is the partner's name, decision 0017). */
  admin: StaffLogin;
  broker: StaffLogin;
};

// One password (and one slow scrypt hash) for every account this worker makes.
const PASSWORD = `e2e-${randomBytes(9).toString("base64url")}`;
let passwordHash: Promise<string> | null = null;

const NOT_COPIED = new Set(["id", "name", "displayName", "isDefault", "createdAt", "updatedAt", "colours", "products"]);

/**
 * A new partner like `like` (acme by default): the same settings, colours and products, a name
 * of its own and an admin and a broker of its own.
 */
export async function createOwnPartner(tag: string, { like = "acme" }: { like?: string } = {}): Promise<OwnPartner> {
  const suffix = randomBytes(4).toString("hex");
  const name = `e2e-${tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 20)
    .replace(/^-|-$/g, "")}-${suffix}`;
  const displayName = `Testpartner ${suffix}`;
  const template = await db.partner.findUniqueOrThrow({ where: { name: like }, include: { colours: true, products: true } });
  const settings = Object.fromEntries(Object.entries(template).filter(([field]) => !NOT_COPIED.has(field)));
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const admin = { email: `admin@${name}.example`, password: PASSWORD, name };
  const broker = { email: `broker@${name}.example`, password: PASSWORD, name: `Makelaar ${suffix}` };
  const partner = await db.partner.create({
    data: {
      ...settings,
      name,
      displayName,
      colours: { create: template.colours.map(({ key, value }) => ({ key, value })) },
      products: { create: template.products.map(({ productId, position }) => ({ productId, position })) },
      staff: {
        create: [
          { role: "admin", email: admin.email, name: admin.name, passwordHash: hash },
          { role: "broker", email: broker.email, name: broker.name, passwordHash: hash },
        ],
      },
    },
    select: { id: true },
  });
  return { id: partner.id, name, displayName, admin, broker };
}

/**
 * An insurer admin (all partners) of the test's own, so its sign-ins do not count against the
 * demo admin's limit. Remove it with removeOwnInsurerAdmin.
 */
export async function createOwnInsurerAdmin(tag: string): Promise<StaffLogin & { id: string }> {
  const suffix = randomBytes(4).toString("hex");
  passwordHash ??= hashPassword(PASSWORD);
  const email = `insurer-${tag}-${suffix}@insurer.example`;
  const name = `Verzekeraar ${suffix}`;
  const { id } = await db.staffAccount.create({
    data: { role: "admin", email, name, passwordHash: await passwordHash, partnerId: null },
    select: { id: true },
  });
  return { id, email, password: PASSWORD, name };
}

export async function removeOwnInsurerAdmin(admin: { id: string }): Promise<void> {
  await db.auditLog.deleteMany({ where: { staffId: admin.id } });
  await db.staffAccount.deleteMany({ where: { id: admin.id } });
}

/** Removes the partner and everything of it (its rows cascade), its audit rows included. */
export async function removeOwnPartner(partner: Pick<OwnPartner, "id">): Promise<void> {
  await db.auditLog.deleteMany({ where: { partnerId: partner.id } });
  await db.partner.deleteMany({ where: { id: partner.id } });
}

/**
 * Signs a staff member in by the sign-in form's own post (no page needed), so the browser
 * context carries their __staff cookie. Each test's own account: no shared sign-in limits.
 */
export async function signInStaff(context: BrowserContext, login: StaffLogin, area: "admin" | "broker" = "admin"): Promise<void> {
  const url = partnerUrl(null, `/${area}/sign-in`);
  const response = await context.request.post(url, {
    form: { email: login.email, password: login.password },
    headers: { Origin: new URL(url).origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${login.email}`).toBe(302);
  expect((await context.cookies(url)).some((cookie) => cookie.name === "__staff")).toBe(true);
}

/** `test` with an `ownPartner`: a fresh copy of acme for this test alone, removed afterwards. */
export const test = base.extend<{ ownPartner: OwnPartner }>({
  ownPartner: async ({}, use, testInfo) => {
    const partner = await createOwnPartner(testInfo.titlePath[0]?.replace(/\.spec\.ts$/, "") ?? "test");
    try {
      await use(partner);
    } finally {
      await removeOwnPartner(partner);
    }
  },
});

export { expect };
