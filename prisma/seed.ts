// The demo seed. Every start: create the colour keys of the built-in registry that the database
// lacks (existing rows are never overwritten; admins may have edited them). First start only
// (no partners yet): the demo partners, their colours, professions, products with questions
// and which partner offers what, in one transaction. Works on SQLite and PostgreSQL.
// Run directly: `npx tsx prisma/seed.ts` (DATABASE_URL picks the database). Every start also moves
// files an earlier version kept in the database to the file store (app/server/move-files-to-store.server.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { db, type Db, type Prisma } from "../app/server/platform/db.server";
import { COLOUR_REGISTRY } from "../app/domain/partners/theme/colour-registry";
import { PARTNERS } from "./seed-data/partners";
import { PROFESSIONS } from "./seed-data/professions";
import { coverFor, PRODUCTS, tariffsFor } from "./seed-data/products";
import { productPageFor } from "./seed-data/product-pages";
import { ipidFor, PRODUCT_IPID } from "./seed-data/product-ipid";
import { DEMO_STAFF } from "./seed-data/staff";
import { DEMO_FLAGS } from "./seed-data/feature-flags";
import { ensureOneVoice } from "./seed-voice";
import { hashPassword } from "../app/server/staff/passwords.server";
import { moveFilesToStore } from "../app/server/platform/move-files-to-store.server";

type Tx = Prisma.TransactionClient;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Creates the registry's colour keys that are missing; returns how many were created. */
async function ensureColourKeys(client: Db): Promise<number> {
  const existing = new Set((await client.colourKey.findMany({ select: { key: true } })).map((row) => row.key));
  let created = 0;
  for (const definition of COLOUR_REGISTRY) {
    if (existing.has(definition.key)) continue;
    try {
      await client.colourKey.create({
        data: {
          key: definition.key,
          group: definition.group,
          title: definition.title,
          defaultValue: definition.defaultValue,
          fallbackKey: definition.fallbackKey ?? null,
          global: definition.global ?? false,
        },
      });
      created += 1;
    } catch (error) {
      // Another process starting at the same moment created it first: fine.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return created;
}

async function createDemoData(tx: Tx): Promise<boolean> {
  // Checked again inside the transaction, in case another process seeded meanwhile.
  if ((await tx.partner.count()) > 0) return false;

  const colourKeys = new Set((await tx.colourKey.findMany({ select: { key: true } })).map((row) => row.key));

  for (const profession of PROFESSIONS) {
    await tx.profession.create({
      data: { slug: profession.slug, names: profession.names, riskClass: profession.riskClass },
    });
  }

  const productIds = new Map<string, string>();
  for (const product of PRODUCTS) {
    const { questions, tariffFactors, presets, flatTariff: _flat, clause, ...fields } = product;
    const created = await tx.insuranceProduct.create({
      data: {
        ...fields,
        ...productPageFor(product),
        ...(ipidFor(product.slug) ? { ipid: ipidFor(product.slug)! } : {}),
        tariffs: { create: tariffsFor(product) },
        tariffFactors: { create: tariffFactors ?? [] },
        ...(presets ? { presets } : {}),
        ...(clause ? { clause } : {}),
        questions: {
          create: questions.map((question, position) => ({
            group: question.group,
            type: question.type,
            field: question.field ?? null,
            texts: question.texts,
            position,
            required: question.required,
            options: {
              create: question.options.map((option, optionPosition) => ({
                value: option.value,
                labels: option.labels,
                consequence: option.consequence,
                priceFactorPermille: option.priceFactorPermille,
                isCorrect: option.isCorrect ?? false,
                underwriting: option.underwriting ?? "none",
                asksDetails: option.asksDetails ?? "none",
                ...coverFor(question.field, option.value),
                position: optionPosition,
              })),
            },
          })),
        },
      },
      select: { id: true },
    });
    productIds.set(product.slug, created.id);
  }

  for (const partner of PARTNERS) {
    const { colours, productSlugs, supportChannels = [], ...fields } = partner;
    await tx.partner.create({
      data: {
        ...fields,
        supportChannels: {
          create: supportChannels.map((channel, position) => ({ ...channel, productType: channel.productType ?? null, position })),
        },
        colours: {
          // Only keys the database knows (the registry); anything else is skipped.
          create: Object.entries(colours)
            .filter(([key]) => colourKeys.has(key))
            .map(([key, value]) => ({ key, value: value.toLowerCase() })),
        },
        products: {
          create: productSlugs.flatMap((slug, position) => {
            const productId = productIds.get(slug);
            return productId ? [{ productId, position }] : [];
          }),
        },
      },
    });
  }
  for (const staff of DEMO_STAFF) {
    const partner = staff.partner ? await tx.partner.findUniqueOrThrow({ where: { name: staff.partner }, select: { id: true } }) : null;
    await tx.staffAccount.create({
      data: {
        role: staff.role,
        email: staff.email,
        name: staff.name,
        partnerId: partner?.id ?? null,
        passwordHash: await hashPassword(staff.password),
      },
    });
  }
  for (const flag of DEMO_FLAGS) await tx.featureFlag.create({ data: flag });
  return true;
}

/**
 * The IPID lines of the demo products (decision 0085) on a database seeded before they existed:
 * only where a product has none, so lines an editor wrote are never overwritten.
 */
async function ensureProductIpids(client: Db): Promise<void> {
  const products = await client.insuranceProduct.findMany({
    where: { slug: { in: Object.keys(PRODUCT_IPID) } },
    select: { id: true, slug: true, ipid: true },
  });
  for (const product of products) {
    const ipid = product.ipid === null ? ipidFor(product.slug) : null;
    if (ipid) await client.insuranceProduct.update({ where: { id: product.id }, data: { ipid } });
  }
}

/**
 * Seeds the database: colour keys always (missing ones only), the demo data only while the
 * Partner table is empty. Returns whether the demo data was created by this call.
 */
export async function seed(client: Db): Promise<{ seeded: boolean }> {
  await ensureColourKeys(client);
  await ensureOneVoice(client);
  await ensureProductIpids(client);
  if ((await client.partner.count()) > 0) return { seeded: false };
  try {
    const seeded = await client.$transaction((tx) => createDemoData(tx), { maxWait: 10_000, timeout: 120_000 });
    return { seeded };
  } catch (error) {
    // A concurrent first start won the race: its data is there, so there is nothing to do.
    if (isUniqueViolation(error) && (await client.partner.count()) > 0) return { seeded: false };
    throw error;
  }
}

function runDirectly(): boolean {
  const script = process.argv[1];
  return !!script && path.resolve(script) === fileURLToPath(import.meta.url);
}

if (runDirectly()) {
  try {
    // Files kept in the database by an earlier version go to the file store (decision 0065).
    const moved = await moveFilesToStore(db);
    if (moved.claimFiles + moved.logos > 0)
      console.log(`files: moved ${moved.claimFiles} claim file(s) and ${moved.logos} logo(s) to the file store`);
    const before = await db.colourKey.count();
    const { seeded } = await seed(db);
    const created = (await db.colourKey.count()) - before;
    console.log(
      `seed: ${created} colour key(s) created; ` +
        (seeded
          ? `demo data created (${PARTNERS.length} partners, ${PROFESSIONS.length} professions, ${PRODUCTS.length} products)`
          : "partners exist, demo data left as it is"),
    );
  } catch (error) {
    console.error("seed failed:", error);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
}
