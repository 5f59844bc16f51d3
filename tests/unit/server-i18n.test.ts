// The server's i18n layer is remix-i18next (decision 0069): its detection keeps decision 0005's
// rules, fed by the partner's languages, and server-side t (mails, PDFs, loaders) is its getFixedT
// with the partner's own texts (decision 0052) laid over the catalogs.
import { describe, expect, it, vi } from "vitest";
import { languageCookie } from "~/server/platform/cookies.server";
import { remixI18next, remixI18nextFor, resources, serverT } from "~/server/platform/i18n.server";

const acme = remixI18nextFor({ languages: ["nl", "de"], defaultLanguage: "nl" });

async function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://acme.localhost${path}`, { headers });
}

describe("remix-i18next's detection", () => {
  it("takes ?lng= only when the partner offers it, in any case or region form", async () => {
    expect(await acme.getLocale(await request("/welcome?lng=de"))).toBe("de");
    expect(await acme.getLocale(await request("/welcome?lng=DE-ch"))).toBe("de");
    expect(await acme.getLocale(await request("/welcome?lng=en"))).toBe("nl");
    expect(await acme.getLocale(await request("/welcome?lng=<script>"))).toBe("nl");
  });

  it("takes the signed cookie's choice, after ?lng= and only when offered; a tampered cookie is ignored", async () => {
    const de = await languageCookie.serialize("de");
    const en = await languageCookie.serialize("en");
    expect(await acme.getLocale(await request("/welcome", { Cookie: de }))).toBe("de");
    expect(await acme.getLocale(await request("/welcome?lng=nl", { Cookie: de }))).toBe("nl");
    expect(await acme.getLocale(await request("/welcome", { Cookie: en }))).toBe("nl");
    expect(await acme.getLocale(await request("/welcome", { Cookie: "lng=ImRlIg%3D%3D" }))).toBe("nl");
  });

  it("never follows the browser's language header: the partner's default, else its first language", async () => {
    expect(await acme.getLocale(await request("/welcome", { "Accept-Language": "de-DE,de;q=0.9" }))).toBe("nl");
    const germanFirst = remixI18nextFor({ languages: ["de", "fr"], defaultLanguage: "nl" });
    expect(await germanFirst.getLocale(await request("/welcome"))).toBe("de");
    expect(remixI18nextFor({ languages: ["nl", "de"], defaultLanguage: "nl" })).toBe(acme);
  });
});

describe("serverT", () => {
  it("is remix-i18next's getFixedT, made once per language and namespace", async () => {
    const getFixedT = vi.spyOn(remixI18next, "getFixedT");
    const t = await serverT("fr", "auth");
    expect(t("mail.greeting")).toBe((resources.fr.auth as { mail: { greeting: string } }).mail.greeting);
    expect(await serverT("fr", "auth")).toBe(t);
    expect(getFixedT).toHaveBeenCalledTimes(1);
    getFixedT.mockRestore();
  });

  it("reads other namespaces by ns:key from the default one", async () => {
    const t = await serverT("en");
    expect(t("auth:mail.greeting")).toBe((resources.en.auth as { mail: { greeting: string } }).mail.greeting);
  });

  it("lays a partner's own texts over its language only, and no other partner gets them", async () => {
    const own = { "auth:mail.greeting": "Goedemorgen ondernemer," };
    expect((await serverT("nl", "auth", own))("mail.greeting")).toBe("Goedemorgen ondernemer,");
    expect((await serverT("nl", "auth", { "auth:mail.greeting": "Hoi," }))("mail.greeting")).toBe("Hoi,");
    expect((await serverT("nl", "auth"))("mail.greeting")).toBe((resources.nl.auth as { mail: { greeting: string } }).mail.greeting);
    expect((await serverT("nl", "auth", {}))("mail.greeting")).not.toBe("Goedemorgen ondernemer,");
  });
});
