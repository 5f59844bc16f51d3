// A saved calculation is a link (decision 0036): the premiums per product as calculated, for
// one partner, signed with the server's secret so nobody can make one up or change a price in
// it, and good for CALCULATION_SHARE_DAYS. It carries no answers (no birth date, no income):
// whoever gets the link sees products and premiums only.
import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../platform/config.server";

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
