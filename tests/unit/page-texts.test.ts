// The texts a server render used travel with the page (decision 0057): the recorder notes every
// key the render translates, and the browser's runtime hydrates from those texts alone, loading a
// namespace only for a key outside them.
import { describe, expect, it, vi } from "vitest";
import { FAILURE_MESSAGE_TEXTS, httpMessageKey, UNEXPECTED_NETWORK_ERROR_KEY } from "~/domain/http-messages";
import { ClientI18n } from "~/i18n/client-i18n";
import { i18nFor, resources } from "~/i18n/i18n.server";
import { recordingI18n } from "~/i18n/text-recorder.server";
import type { Catalogue } from "~/i18n/translate";

const catalogue = (language: "nl" | "en", ns: string) => (resources[language] as unknown as Record<string, Catalogue>)[ns]!;

/** What the browser parses out of the page's <script type="application/json">. */
const shippedFrom = (json: string) => JSON.parse(json) as Record<string, Catalogue>;

describe("shipped page texts", () => {
  it("are translated on the server by the browser's runtime, as i18next would, also with a partner's own texts", async () => {
    const plain = await i18nFor("nl");
    const { i18n } = recordingI18n(plain);
    // Not i18next's t: the recorder's own, over the same texts.
    expect(i18n.t).not.toBe(plain.t);
    const calls: [string, Record<string, unknown>?][] = [
      ["nav.signIn"],
      ["funnel:cart.openWithCount", { count: 1 }],
      ["funnel:cart.openWithCount", { count: 3 }],
      ["nope.missing", { defaultValue: "Standaard" }],
      ["nope.missing"],
    ];
    for (const [key, options] of calls) expect(i18n.t(key, options)).toBe(plain.t(key, options));
    // react-i18next's fixed t of several namespaces reads the first, as the browser's does.
    expect(i18n.getFixedT(null, ["account", "payments"])("nav.policies")).toBe(plain.getFixedT(null, "account")("nav.policies"));
    // Another language keeps i18next's answer.
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
    expect(Object.keys(cart).sort()).toEqual(Object.keys(catalogue("nl", "funnel").cart as object).filter((key) => key === "title" || key.startsWith("openWithCount")).sort());

    // The browser renders the same texts from them without loading anything.
    const load = vi.fn(async (language: string, ns: string) => catalogue(language as "nl", ns));
    const client = new ClientI18n({ language: "nl", load, shipped });
    expect([
      client.t("nav.signIn"),
      client.getFixedT("funnel")("cart.title"),
      client.getFixedT("funnel")("common:nav.menu"),
      client.t("funnel:cart.openWithCount", { count: 2 }),
      client.t(["common:nope.missing", "consent:banner.accept"]),
    ]).toEqual(rendered);
    expect(client.t("funnel:cart.openWithCount", { count: 1 })).toBe((await i18nFor("nl")).t("funnel:cart.openWithCount", { count: 1 }));
    // "common:nope.missing" was not found in the shipped common texts: common loads whole once.
    expect(load.mock.calls).toEqual([["nl", "common"]]);
  });

  it("load a namespace whole for a key the page did not ship, and then show its text", async () => {
    const load = vi.fn(async (language: string, ns: string) => catalogue(language as "nl", ns));
    const client = new ClientI18n({ language: "nl", load, shipped: { chat: { widget: { open: "Chat openen" } } } });
    expect(client.t("chat:widget.open")).toBe("Chat openen");
    expect(load).not.toHaveBeenCalled();
    expect(client.hasLoadedNamespace("chat")).toBe(false);
    expect(client.t("chat:widget.close")).toBe("widget.close");
    await client.loadNamespaces(["chat"]);
    expect(load.mock.calls).toEqual([["nl", "chat"]]);
    expect(client.hasLoadedNamespace("chat")).toBe(true);
    expect(client.t("chat:widget.close")).toBe((catalogue("nl", "chat").widget as Record<string, string>).close);
  });

  it("always carry the warnings a failed request shows, so they read right without network", async () => {
    const { serialise } = recordingI18n(await i18nFor("en"), FAILURE_MESSAGE_TEXTS);
    const shipped = shippedFrom(serialise());
    expect(shipped.notices).toEqual({ http: catalogue("en", "notices").http, fallback: catalogue("en", "notices").fallback, toast: catalogue("en", "notices").toast });
    const load = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const client = new ClientI18n({ language: "en", load, shipped });
    const noticesT = client.getFixedT("notices");
    expect(noticesT(UNEXPECTED_NETWORK_ERROR_KEY)).toBe("Unexpected network error.");
    expect(noticesT(httpMessageKey({ kind: "status", status: 503 })!)).toBe("The service is temporarily unavailable. Please try again later.");
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
