// Read what the database holds, to check the pages against it.
import { db } from "../../../app/server/platform/db.server";
import { parseLanguageList } from "../../../app/domain/platform/languages";
import { resolveTheme } from "../../../app/domain/partners/theme/theme";

export { db };

export async function partnerByName(name: string) {
  const partner = await db.partner.findUniqueOrThrow({ where: { name }, include: { colours: true } });
  return { ...partner, languageList: parseLanguageList(partner.languages) };
}

/** The colour a partner's page should show for a key: partner value, else up the fallback chain, else default. */
export async function expectedColour(partnerName: string, key: string): Promise<string> {
  const partner = await partnerByName(partnerName);
  const keys = await db.colourKey.findMany({ select: { key: true, defaultValue: true, fallbackKey: true } });
  const colour = resolveTheme(keys, new Map(partner.colours.map((c) => [c.key, c.value])))[key];
  if (!colour) throw new Error(`no colour key ${key}`);
  return colour;
}

/** #rrggbb as the rgb(r, g, b) a computed style reports. */
export function rgb(hex: string): string {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The user id in the browser's signed session cookie (the payload is readable; only the signature is secret). */
export async function visitorId(page: import("@playwright/test").Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__session");
  if (!cookie) throw new Error("no session cookie");
  const signed = decodeURIComponent(cookie.value);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("binary"))));
  return data.userId as string;
}
