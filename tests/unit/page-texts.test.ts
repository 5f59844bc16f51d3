// The texts a server render used travel with the page (decision 0057): the recorder notes every
// key the render translates, and the browser's i18next (decision 0069) hydrates from those texts
// alone, loading a namespace only for a key outside them.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { FAILURE_MESSAGE_TEXTS, httpMessageKey, UNEXPECTED_NETWORK_ERROR_KEY } from "~/domain/platform/http-messages";
import { createBrowserI18n, loadWhole, setPartnerTexts, type Catalogue } from "~/i18n/browser-i18n";
import { i18nFor, resources } from "~/server/platform/i18n.server";
import { recordingI18n } from "~/server/platform/text-recorder.server";

const catalogue = (language: "nl" | "en", ns: string) => (resources[language] as unknown as Record<string, Catalogue>)[ns]!;

/** What the browser parses out of the page's <script type="application/json">. */
const shippedFrom = (json: string) => JSON.parse(json) as Record<string, Catalogue>;

/** A copy, as fetch gives the browser: the shared catalogues must not change. */
const fetched = (language: string, ns: string) => structuredClone(catalogue(language as "nl", ns));

describe("shipped page texts", () => {
  it("are translated on the server by i18next's own t, also with a partner's own texts", async () => {
    const plain = await i18nFor("nl");
    const { i18n } = recordingI18n(plain);
    const calls: [string, Record<string, unknown>?][] = [
      ["nav.signIn"],
      ["funnel:cart.openWithCount", { count: 1 }],
      ["funnel:cart.openWithCount", { count: 3 }],
      ["nope.missing", { defaultValue: "Standaard" }],
      ["nope.missing"],
    ];
    for (const [key, options] of calls) expect(i18n.t(key, options)).toBe(plain.t(key, options));
    expect(i18n.getFixedT(null, "account")("nav.policies")).toBe(plain.getFixedT(null, "account")("nav.policies"));
    expect(i18n.getFixedT("en", "common")("nav.signIn")).toBe((await i18nFor("en")).t("nav.signIn"));
    const partner = await i18nFor("nl", { "common:nav.signIn": "Aanmelden bij ons" });
    expect(recordingI18n(partner).i18n.t("nav.signIn")).toBe("Aanmelden bij ons");
  });

  it("hold exactly the texts a render translated, through t and react-i18next's fixed t", async () => {
    const { i18n, serialise } = recordingI18n(await i18nFor("nl"));
    expect(serialise()).toBe("{}");
    const funnelT = i18n.getFixedT(null, "funnel");
    const rendered = [
      i18n.t("nav.signIn"),
      funnelT("cart.title"),
      funnelT("common:nav.menu"),
      i18n.t("funnel:cart.openWithCount", { count: 2 }),
      i18n.t(["common:nope.missing", "consent:banner.accept"]),
    ];
    const shipped = shippedFrom(serialise());
    expect(Object.keys(shipped).sort()).toEqual(["common", "consent", "funnel"]);
    expect(shipped.common).toEqual({ nav: { signIn: "Inloggen", menu: "Menu" } });
    expect(shipped.consent).toEqual({ banner: { accept: "Accepteren" } });
    // A counted key ships every plural form the catalogue has, not the rest of its group.
    const cart = shipped.funnel!.cart as Record<string, string>;
    expect(Object.keys(cart).sort()).toEqual(
      Object.keys(catalogue("nl", "funnel").cart as object)
        .filter((key) => key === "title" || key.startsWith("openWithCount"))
        .sort(),
    );

    // The browser's i18next is ready at once and renders the same texts from them without loading anything.
    const load = vi.fn(async (language: string, ns: string) => fetched(language, ns));
    const client = createBrowserI18n({ language: "nl", load, shipped });
    expect(client.isInitialized).toBe(true);
    expect(client.hasLoadedNamespace("funnel")).toBe(true);
    expect([
      client.t("nav.signIn"),
      client.getFixedT(null, "funnel")("cart.title"),
      client.getFixedT(null, "funnel")("common:nav.menu"),
      client.t("funnel:cart.openWithCount", { count: 2 }),
      client.t(["common:nope.missing", "consent:banner.accept"]),
    ]).toEqual(rendered);
    expect(client.t("funnel:cart.openWithCount", { count: 1 })).toBe((await i18nFor("nl")).t("funnel:cart.openWithCount", { count: 1 }));
    // Every text was there (the array's second key answered for the first): nothing loaded.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });

  it("carry every namespace a component names, so naming one loads nothing in the browser", async () => {
    const { i18n, serialise } = recordingI18n(await i18nFor("nl"));
    // As the account menu: it names its namespaces whether or not it shows a text of them.
    function Menu() {
      const { t } = useTranslation(["account", "payments"]);
      useTranslation("admin");
      return createElement("p", null, t("nav.policies"));
    }
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(Menu)));
    const shipped = shippedFrom(serialise());
    expect(Object.keys(shipped).sort()).toEqual(["account", "admin", "payments"]);
    expect(shipped.admin).toEqual({});
    const load = vi.fn(async (language: string, ns: string) => fetched(language, ns));
    const client = createBrowserI18n({ language: "nl", load, shipped });
    expect(renderToString(createElement(I18nextProvider, { i18n: client }, createElement(Menu)))).toBe(html);
    for (const ns of ["account", "payments", "admin"]) expect(client.hasLoadedNamespace(ns), ns).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });

  it("load a namespace whole for a key the page did not ship, and then show its text", async () => {
    const load = vi.fn(async (language: string, ns: string) => fetched(language, ns));
    const client = createBrowserI18n({ language: "nl", load, shipped: { chat: { widget: { open: "Chat openen" } } } });
    const loaded = vi.fn();
    client.on("loaded", loaded);
    expect(client.t("chat:widget.open")).toBe("Chat openen");
    expect(load).not.toHaveBeenCalled();
    // Not shipped: the key shows while its namespace loads, started by the lookup itself.
    expect(client.t("chat:widget.close")).toBe("widget.close");
    expect(load.mock.calls).toEqual([["nl", "chat"]]);
    await loadWhole(client, ["chat"]);
    // react-i18next re-renders on "loaded" (bindI18n).
    expect(loaded).toHaveBeenCalled();
    expect(client.t("chat:widget.close")).toBe((catalogue("nl", "chat").widget as Record<string, string>).close);
    // Loaded whole: asking again, or for the rest, loads nothing more.
    await loadWhole(client, ["chat"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lay the partner's own texts over namespaces that load later, in the page's language only", async () => {
    const overrides = { "funnel:cart.title": "Jouw mandje bij Acme", "funnel:cart": "a group", "common:nav.signIn": "Aanmelden bij ons" };
    const server = await i18nFor("nl", overrides);
    const load = vi.fn(async (language: string, ns: string) => fetched(language, ns));
    const shipped = { common: { nav: { signIn: server.t("common:nav.signIn") } } };
    const client = createBrowserI18n({ language: "nl", load, shipped });
    setPartnerTexts(client, "nl", overrides);
    await loadWhole(client, ["funnel", "common"]);
    for (const key of ["funnel:cart.title", "common:nav.signIn", "common:nav.menu"]) expect(client.t(key)).toBe(server.t(key));
    expect(client.t("funnel:cart.title")).toBe("Jouw mandje bij Acme");
    // The catalogue that was fetched is the partner's copy; another language keeps its own words.
    await client.changeLanguage("en");
    expect(client.t("funnel:cart.title")).toBe((catalogue("en", "funnel").cart as Record<string, string>).title);
  });

  it("load other namespaces whole when a staff page asks, the missing ones and the partial ones alike", async () => {
    const load = vi.fn(async (language: string, ns: string) => fetched(language, ns));
    const client = createBrowserI18n({ language: "en", load, shipped: { common: { nav: { signIn: "Sign in" } } } });
    await loadWhole(client, ["common", "admin"]);
    expect(load.mock.calls.sort()).toEqual([
      ["en", "admin"],
      ["en", "common"],
    ]);
    expect(client.t("common:nav.menu")).toBe((catalogue("en", "common").nav as Record<string, string>).menu);
  });

  it("always carry the warnings a failed request shows, so they read right without network", async () => {
    const { serialise } = recordingI18n(await i18nFor("en"), FAILURE_MESSAGE_TEXTS);
    const shipped = shippedFrom(serialise());
    expect(shipped.notices).toEqual({
      http: catalogue("en", "notices").http,
      fallback: catalogue("en", "notices").fallback,
      toast: catalogue("en", "notices").toast,
    });
    const load = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const client = createBrowserI18n({ language: "en", load, shipped });
    const noticesT = client.getFixedT(null, "notices");
    expect(noticesT(UNEXPECTED_NETWORK_ERROR_KEY)).toBe("Unexpected network error.");
    expect(noticesT(httpMessageKey({ kind: "status", status: 503 })!)).toBe(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(noticesT("toast.close")).toBe("Close notification");
    expect(load).not.toHaveBeenCalled();
  });

  it("cannot close the script element they travel in", async () => {
    const instance = await i18nFor("nl", { "common:nav.signIn": "</script><script>alert(1)</script>" });
    const { i18n, serialise } = recordingI18n(instance);
    i18n.t("common:nav.signIn");
    const json = serialise();
    expect(json).not.toContain("<");
    expect(shippedFrom(json).common).toEqual({ nav: { signIn: "</script><script>alert(1)</script>" } });
  });

  it("are per request: one render's keys never reach another's page", async () => {
    const shared = await i18nFor("en");
    const first = recordingI18n(shared);
    const second = recordingI18n(shared);
    first.i18n.t("common:nav.signIn");
    second.i18n.getFixedT(null, "consent")("banner.reject");
    expect(Object.keys(shippedFrom(first.serialise()))).toEqual(["common"]);
    expect(Object.keys(shippedFrom(second.serialise()))).toEqual(["consent"]);
  });
});
