// The browser's translation runtime (decision 0055) must render what the server's i18next
// renders, or hydration would show other texts: compared over every key of every catalogue.
import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { SUPPORTED_LANGUAGES } from "~/domain/languages";
import { ClientI18n } from "~/i18n/client-i18n";
import { i18nConfig } from "~/i18n/i18n";
import { i18nFor, resources } from "~/i18n/i18n.server";
import { translate, type Catalogue } from "~/i18n/translate";

function flatKeys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const catalogues = (language: string) => resources[language as keyof typeof resources] as unknown as Record<string, Catalogue>;

/** Every value the catalogues interpolate, a count, and a default value. */
const OPTION_SETS = [
  undefined,
  { count: 0, name: "Ada", amount: "€ 5", n: 3 },
  { count: 1, name: "Ada" },
  { count: 2, partner: "Acme", code: "NL", date: "1 mei" },
  { count: 21 },
];

describe("client translations", () => {
  it("render every catalogue key as i18next does, in every language, with and without counts", async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const server = await i18nFor(language);
      const source = { language, catalogues: catalogues(language) };
      let compared = 0;
      for (const ns of i18nConfig.ns) {
        // The plural forms' base keys are what the code asks for.
        const keys = new Set(flatKeys(catalogues(language)[ns]).map((key) => key.replace(/_(zero|one|other)$/, "")));
        for (const key of keys) {
          for (const options of OPTION_SETS) {
            expect(translate(source, "common", `${ns}:${key}`, options), `${language} ${ns}:${key} ${JSON.stringify(options)}`).toBe(server.t(`${ns}:${key}`, options as never));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    }
  });

  it("interpolate values, keep names not given, and empty names given as undefined", () => {
    const source = { language: "en", catalogues: { common: { greet: "Hi {{name}}, {{ other }} {{a.b}} {{gone}}" } } };
    expect(translate(source, "common", "greet", { name: "Ada", other: 5, a: { b: "deep" }, gone: undefined })).toBe("Hi Ada, 5 deep ");
    expect(translate(source, "common", "greet", { name: "Ada" })).toBe("Hi Ada, {{ other }} {{a.b}} {{gone}}");
  });

  it("pick plural forms by the language's rules, key_zero first for 0", () => {
    const catalogue = { items_one: "{{count}} item", items_other: "{{count}} items", none_zero: "nothing", none_other: "{{count}} things" };
    const en = { language: "en", catalogues: { common: catalogue } };
    const fr = { language: "fr", catalogues: { common: catalogue } };
    expect(translate(en, "common", "items", { count: 1 })).toBe("1 item");
    expect(translate(en, "common", "items", { count: 0 })).toBe("0 items");
    expect(translate(fr, "common", "items", { count: 0 })).toBe("0 item");
    expect(translate(en, "common", "none", { count: 0 })).toBe("nothing");
    expect(translate(en, "common", "none", { count: 4 })).toBe("4 things");
  });

  it("show a missing key as the key (without its namespace), or the default value given", () => {
    const source = { language: "nl", catalogues: { common: { a: "A" }, funnel: { b: { c: "C" } } } };
    expect(translate(source, "common", "funnel:b.c")).toBe("C");
    expect(translate(source, "funnel", "b.c")).toBe("C");
    expect(translate(source, "common", "funnel:b.missing")).toBe("b.missing");
    expect(translate(source, "common", "missing.{{x}}", { x: 1 })).toBe("missing.1");
    expect(translate(source, "common", "missing", "Standaard")).toBe("Standaard");
    expect(translate(source, "common", "missing", { defaultValue: "Hallo {{name}}", name: "Ada" })).toBe("Hallo Ada");
    // A sentence with a colon is no "namespace:key".
    expect(translate(source, "common", "Fout: probeer het opnieuw")).toBe("Fout: probeer het opnieuw");
  });

  it("lay a partner's own texts over the texts they name, never over a group", () => {
    const source = {
      language: "nl",
      catalogues: { common: { welcome: { title: "Welkom" } }, funnel: { n_one: "{{count}} stuk", n_other: "{{count}} stuks" } },
      overrides: { common: { "welcome.title": "Hallo bij Acme", welcome: "groep" }, funnel: { n_other: "{{count}} dingen" } },
    };
    expect(translate(source, "common", "welcome.title")).toBe("Hallo bij Acme");
    expect(translate(source, "common", "welcome")).toContain("returned an object");
    expect(translate(source, "funnel", "n", { count: 3 })).toBe("3 dingen");
    expect(translate(source, "funnel", "n", { count: 1 })).toBe("1 stuk");
  });

  it("give the browser the same partner texts as the server's instance", async () => {
    const overrides = { "common:shell.skipToContent": "Direct naar de inhoud van Acme", "funnel:nonexistent.key": "x" };
    const server = await i18nFor("nl", overrides);
    const client = new ClientI18n({ language: "nl", load: async (language, ns) => catalogues(language)[ns]! });
    await client.loadNamespaces(["common", "funnel"]);
    client.setOverrides(overrides);
    const key = Object.keys(overrides)[0]!;
    expect(server.t(key)).toBe("Direct naar de inhoud van Acme");
    expect(client.t(key)).toBe(server.t(key));
    expect(client.t("funnel:nonexistent.key")).toBe(server.t("funnel:nonexistent.key"));
  });

  it("load a namespace asked for later, and switch language with its texts", async () => {
    const client = new ClientI18n({ language: "nl", load: async (language, ns) => catalogues(language)[ns]! });
    await client.loadNamespaces(["common"]);
    const funnelKey = `funnel:${flatKeys(catalogues("nl").funnel).find((key) => !/_(one|other)$/.test(key))}`;
    const reference = createInstance();
    await reference.init({ ...i18nConfig, lng: "nl", resources });
    expect(client.hasLoadedNamespace("funnel")).toBe(false);
    client.t(funnelKey);
    await client.loadNamespaces(["funnel"]);
    expect(client.t(funnelKey)).toBe(reference.t(funnelKey));
    await client.changeLanguage("en");
    expect(client.language).toBe("en");
    expect(client.t(funnelKey)).toBe(await reference.changeLanguage("en").then((t) => t(funnelKey)));
  });
});
