// A saved calculation (decisions 0036 and 0084) is a quote of type normal: a Quote row of the
// customer and partner holding the premiums per product as calculated, good for
// CALCULATION_SHARE_DAYS. Its link names the row, signed with the server's secret so nobody can
// make one up. Links made before calculations were stored carry the premiums themselves, signed
// the same way; they keep opening until they run out. Neither carries answers (no birth date, no
// income): whoever gets the link sees products and premiums only.
import { createHmac, timingSafeEqual } from "node:crypto";
import { documentNumber } from "~/domain/billing/sepa";
import { addDays } from "~/domain/platform/field-checks";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";

export const CALCULATION_SHARE_DAYS = 30;
/** Enough for every product a partner could have in one calculation. */
const MAX_TOKEN_LENGTH = 4000;

export type SharedCalculation = {
  partnerId: string;
  /** When it was calculated, in Unix seconds. */
  createdAt: number;
  professionId: string | null;
  items: { productId: string; grossMonthlyCents: number; netMonthlyCents: number }[];
};

function signature(body: string): string {
  return createHmac("sha256", `calculation-share:${config.sessionSecrets[0]}`).update(body).digest("base64url");
}

export function shareToken(calculation: SharedCalculation): string {
  const body = Buffer.from(
    JSON.stringify({
      p: calculation.partnerId,
      t: calculation.createdAt,
      f: calculation.professionId,
      i: calculation.items.map((item) => [item.productId, item.grossMonthlyCents, item.netMonthlyCents]),
    }),
  ).toString("base64url");
  return `${body}.${signature(body)}`;
}

const isCents = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31;

/** The calculation of a token made for this partner and still fresh; null for anything else. */
export function readShareToken(token: string, partnerId: string, nowMs: number = Date.now()): SharedCalculation | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+$/.test(token)) return null;
  const [body = "", mac = ""] = token.split(".");
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { p, t, f, i } = (raw ?? {}) as { p?: unknown; t?: unknown; f?: unknown; i?: unknown };
  if (p !== partnerId || typeof t !== "number" || !Array.isArray(i)) return null;
  if (nowMs / 1000 - t > CALCULATION_SHARE_DAYS * 24 * 60 * 60 || t > nowMs / 1000 + 60) return null;
  const items = i.flatMap((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === "string" && isCents(entry[1]) && isCents(entry[2])
      ? [{ productId: entry[0], grossMonthlyCents: entry[1], netMonthlyCents: entry[2] }]
      : [],
  );
  return items.length > 0 ? { partnerId: p, createdAt: t, professionId: typeof f === "string" ? f : null, items } : null;
}

// ---------------------------------------------------------------------------------------------
// Stored: a quote of type normal (decision 0084)

/** A stored calculation's link: "q-" and the quote's id, signed (an old link's body is base64 JSON, never "q-"). */
const STORED_PREFIX = "q-";

export function storedShareToken(quoteId: string): string {
  const body = `${STORED_PREFIX}${quoteId}`;
  return `${body}.${signature(body)}`;
}

/**
 * Saves the visitor's calculation as their own quote (type normal) of this partner and returns
 * its link's token. A guest's quote is theirs too (customerUserId): a guest is a user (decision 0009).
 */
export async function saveCalculation(
  visitor: { id: string; professionId: string | null },
  partnerId: string,
  items: SharedCalculation["items"],
  today: string,
): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: visitor.id }, select: { email: true, firstName: true, lastName: true } });
  const quote = await db.quote.create({
    data: {
      number: documentNumber("BER"),
      partnerId,
      brokerId: null,
      type: "normal",
      customerUserId: visitor.id,
      customerEmail: user.email ?? "",
      customerName: [user.firstName, user.lastName].filter(Boolean).join(" "),
      professionId: visitor.professionId,
      expiresOn: addDays(today, CALCULATION_SHARE_DAYS),
      items: {
        create: items.map((item) => ({
          productId: item.productId,
          answers: {},
          netMonthlyCents: item.netMonthlyCents,
          grossMonthlyCents: item.grossMonthlyCents,
        })),
      },
    },
    select: { id: true },
  });
  return storedShareToken(quote.id);
}

/**
 * The calculation a link opens on this partner: a stored normal quote of this partner that has
 * not run out, or an older link's own signed content (readShareToken); null for anything else.
 */
export async function readSharedCalculation(
  token: string,
  partnerId: string,
  today: string,
  nowMs: number = Date.now(),
): Promise<SharedCalculation | null> {
  if (!token.startsWith(STORED_PREFIX)) return readShareToken(token, partnerId, nowMs);
  if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+$/.test(token)) return null;
  const [body = "", mac = ""] = token.split(".");
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const quote = await db.quote.findFirst({
    where: { id: body.slice(STORED_PREFIX.length), partnerId, type: "normal" },
    select: {
      createdAt: true,
      expiresOn: true,
      professionId: true,
      items: { select: { productId: true, grossMonthlyCents: true, netMonthlyCents: true }, orderBy: { id: "asc" } },
    },
  });
  if (!quote || quote.expiresOn < today || quote.items.length === 0) return null;
  return {
    partnerId,
    createdAt: Math.floor(quote.createdAt.getTime() / 1000),
    professionId: quote.professionId,
    items: quote.items,
  };
}

/** One of a customer's quotes as their list shows it (decision 0084). */
export type CustomerQuoteRow = { id: string; number: string; type: string; createdAt: Date; expiresOn: string; grossMonthlyCents: number };

/** A customer's own quotes of this partner, newest first: saved calculations and broker quotes opened for them. */
export async function customerQuotes(userId: string, partnerId: string, today: string, limit = 10): Promise<CustomerQuoteRow[]> {
  const rows = await db.quote.findMany({
    where: { partnerId, customerUserId: userId, acceptedAt: null, expiresOn: { gte: today } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, number: true, type: true, createdAt: true, expiresOn: true, items: { select: { grossMonthlyCents: true } } },
  });
  return rows.map(({ items, ...row }) => ({ ...row, grossMonthlyCents: items.reduce((sum, item) => sum + item.grossMonthlyCents, 0) }));
}
