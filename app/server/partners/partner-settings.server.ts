// What the root loader adds for the partner settings of decision 0052: this language's text
// overrides (the browser lays them over its catalogs) and the app back link, whose target
// depends on the `platform` query value, remembered for the visit in a cookie so it holds on
// every page after the partner's app opened the first one.
import { createCookie } from "@remix-run/node";
import { appBackLink, catalogHasKey, parsePlatform, type TextOverrides } from "~/domain/partners/partner-settings";
import { resources } from "~/server/platform/i18n.server";
import { config } from "../platform/config.server";
import { readSignedCookie } from "../platform/cookies.server";
import type { RequestContext } from "../platform/request-context.server";
import { visitEntry } from "../platform/entry-params.server";
import { withAppHandBack } from "~/domain/platform/entry-params";

/** For the console's check: does "ns" + "a.b" name a text in every language's catalogs? */
export function catalogKnownKey(ns: string, key: string): boolean {
  return catalogHasKey(resources as unknown as Record<string, Record<string, unknown>>, ns, key);
}

/** A session cookie: the visit that came from the partner's app (or its web version). */
export const platformCookie = createCookie("__platform", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
});

export type PageSettings = {
  /** Only this page's language, only this partner's: never the other languages' or partners'. */
  partnerTexts: TextOverrides | null;
  appBackLink: { text: string; href: string } | null;
};

export async function pageSettingsFor(
  request: Request,
  context: RequestContext,
): Promise<{ data: PageSettings; setCookie: string | null }> {
  const partner = context.partner;
  if (!partner) return { data: { partnerTexts: null, appBackLink: null }, setCookie: null };
  const asked = parsePlatform(new URL(request.url).searchParams.get("platform"));
  const platform = asked ?? parsePlatform(await readSignedCookie(platformCookie, request));
  const link = appBackLink(partner.config, platform);
  // Back into the app with the app's user id and Expo host it came with (decision 0090).
  const entry = link ? await visitEntry(request, partner) : {};
  return {
    data: {
      partnerTexts: partner.texts[context.language] ?? null,
      appBackLink: link ? { ...link, href: withAppHandBack(link.href, entry) } : null,
    },
    setCookie: asked ? await platformCookie.serialize(asked) : null,
  };
}
