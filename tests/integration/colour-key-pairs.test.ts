// Colour key pairs (issue 17 points 2 and 5) through the admin routes, as Remix calls them, on a
// scratch database: titles shown in the admin's language, pairs edited by insurer admins
// only (titles per language, group, fallback, global flag) and audited, refused edits with
// their field errors and nothing changed, and every partner's theme following the fallback chain.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("colour-key-pairs");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "colour-key-pairs-test-secret";
process.env.PARTNER_CACHE_SECONDS = "3600"; // only invalidation can show a change

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const listRoute = await import("~/routes/partners/admin-colour-keys");
const editRoute = await import("~/routes/partners/admin-colour-key");
const coloursRoute = await import("~/routes/partners/admin-colours");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const HOST = "localhost";
const INSURER = "admin@insurer.example";
const ACME_ADMIN = "admin@acme.example";

const listOf = (cookie: string, query = "") =>
  answerOf(() => listRoute.loader({ request: getRequest(HOST, `/admin/colour-keys${query}`, cookie), params: {}, context: {} }));
const openPair = (key: string, cookie: string, query = "") =>
  answerOf(() =>
    editRoute.loader({ request: getRequest(HOST, `/admin/colour-keys/${key}${query}`, cookie), params: { key }, context: {} }),
  );
const editPair = (key: string, fields: Record<string, string>, cookie: string) =>
  answerOf(() => editRoute.action({ request: postForm(HOST, `/admin/colour-keys/${key}`, fields, cookie), params: { key }, context: {} }));

type ListBody = { groups: { group: string; keys: { key: string; title: string; chain: string[] }[] }[] };
const titleIn = (body: unknown, key: string) => (body as ListBody).groups.flatMap((g) => g.keys).find((k) => k.key === key);

/** The form as the edit page shows it for a key, with changes. */
async function formOf(key: string, cookie: string, changes: Record<string, string | null> = {}) {
  const answer = await openPair(key, cookie);
  expect(answer.status).toBe(200);
  const { pair } = answer.body as { pair: { group: string; fallbackKey: string | null; global: boolean; titles: Record<string, string> } };
  const fields: Record<string, string> = {
    "title-nl": pair.titles.nl!,
    "title-en": pair.titles.en!,
    "title-de": pair.titles.de!,
    "title-fr": pair.titles.fr!,
    group: pair.group,
    fallbackKey: pair.fallbackKey ?? "",
    ...(pair.global ? { global: "on" } : {}),
  };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  return fields;
}

const audits = (key: string) =>
  db.auditLog
    .findMany({ where: { action: "colour_key_updated" }, orderBy: { at: "asc" } })
    .then((rows) => rows.filter((row) => (row.details as { key?: string }).key === key));

describe("translated key titles", () => {
  it("shows the built-in titles in the admin's language, in the list and in the colour editor", async () => {
    const insurer = await h.staffCookie(INSURER);
    const dutch = await listOf(insurer);
    expect(dutch.status).toBe(200);
    const english = await listOf(insurer, "?lng=en");
    const german = await listOf(insurer, "?lng=de");
    const french = await listOf(insurer, "?lng=fr");
    expect(titleIn(english.body, "button-solid-background")?.title).toBe("Solid button background");
    const titles = [dutch, english, german, french].map((answer) => titleIn(answer.body, "button-solid-background")?.title);
    expect(new Set(titles).size).toBe(4);
    // cart-title -> title -> primary, by their titles in the admin's language
    expect(titleIn(english.body, "cart-title")?.chain).toEqual(["Titles", "Primary"]);

    const acme = await h.partnerId("acme");
    const editor = await answerOf(() =>
      coloursRoute.loader({
        request: getRequest(HOST, `/admin/partners/${acme}/colours?lng=de`, insurer),
        params: { partnerId: acme },
        context: {},
      }),
    );
    const keys = (editor.body as { keys: { key: string; title: string }[] }).keys;
    expect(keys.find((k) => k.key === "button-solid-background")?.title).toBe(titles[2]);
  });

  it("is for insurer admins only: a partner's admin gets 403 on the list, the form and a post", async () => {
    const acmeAdmin = await h.staffCookie(ACME_ADMIN);
    expect((await listOf(acmeAdmin)).status).toBe(403);
    expect((await openPair("primary", acmeAdmin)).status).toBe(403);
    const post = await editPair("primary", { "title-nl": "Gekaapt", group: "base" }, acmeAdmin);
    expect(post.status).toBe(403);
    expect((await db.colourKey.findUniqueOrThrow({ where: { key: "primary" } })).titles).toBeNull();
  });

  it("answers 404 for a key that does not exist", async () => {
    const insurer = await h.staffCookie(INSURER);
    expect((await openPair("no-such-key", insurer)).status).toBe(404);
    expect((await editPair("no-such-key", { "title-nl": "X", group: "base" }, insurer)).status).toBe(404);
  });
});

describe("editing a key pair", () => {
  it("saves titles per language, group and global flag, audits only what changed, and shows the new titles", async () => {
    const insurer = await h.staffCookie(INSURER);
    const fields = await formOf("toast-background", insurer, {
      "title-nl": "Meldingsvlak",
      "title-de": "Hinweisfläche",
      "title-fr": "",
      group: "dialog",
      global: "on",
    });
    const answer = await editPair("toast-background", fields, insurer);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/colour-keys?saved=toast-background");
    const row = await db.colourKey.findUniqueOrThrow({ where: { key: "toast-background" } });
    expect(row).toMatchObject({ group: "dialog", global: true, fallbackKey: "text" });
    expect(row.titles).toEqual({ nl: "Meldingsvlak", en: fields["title-en"], de: "Hinweisfläche" });

    const [audit] = await audits("toast-background");
    expect(audit?.details).toMatchObject({
      key: "toast-background",
      new: { group: "dialog", global: true },
      old: { group: "toast", global: false },
    });
    expect((audit?.details as { new: Record<string, unknown> }).new).not.toHaveProperty("fallbackKey");

    // French was left empty: it falls back to the Dutch title.
    expect(titleIn((await listOf(insurer, "?lng=fr")).body, "toast-background")?.title).toBe("Meldingsvlak");
    expect(titleIn((await listOf(insurer, "?lng=de")).body, "toast-background")?.title).toBe("Hinweisfläche");
  });

  it("saving the form unchanged changes and audits nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const before = await db.colourKey.findUniqueOrThrow({ where: { key: "link" } });
    const answer = await editPair("link", await formOf("link", insurer), insurer);
    expect(answer.status).toBe(302);
    expect(await db.colourKey.findUniqueOrThrow({ where: { key: "link" } })).toEqual(before);
    expect(await audits("link")).toHaveLength(0);
  });

  it("refuses a fallback that loops, an unknown fallback, a bad group and a missing Dutch title, at their fields, changing nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const before = await db.colourKey.findUniqueOrThrow({ where: { key: "primary" } });
    // title falls back to primary: primary -> title would close the loop.
    const loop = await editPair("primary", await formOf("primary", insurer, { fallbackKey: "title", "title-en": "Main colour" }), insurer);
    expect(loop.status).toBe(400);
    expect(loop.body).toMatchObject({ errors: { fallbackKey: "cycle" }, values: { fallbackKey: "title", "title-en": "Main colour" } });
    // A longer loop: cart-title -> title -> primary -> cart-title.
    const longLoop = await editPair("primary", await formOf("primary", insurer, { fallbackKey: "cart-title" }), insurer);
    expect(longLoop.body).toMatchObject({ errors: { fallbackKey: "cycle" } });
    const self = await editPair("primary", await formOf("primary", insurer, { fallbackKey: "primary" }), insurer);
    expect(self.body).toMatchObject({ errors: { fallbackKey: "cycle" } });
    const unknown = await editPair("primary", await formOf("primary", insurer, { fallbackKey: "nope" }), insurer);
    expect(unknown.body).toMatchObject({ errors: { fallbackKey: "unknown" } });
    const group = await editPair("primary", await formOf("primary", insurer, { group: "Bad Group!" }), insurer);
    expect(group.body).toMatchObject({ errors: { group: "format" } });
    const title = await editPair("primary", await formOf("primary", insurer, { "title-nl": "  " }), insurer);
    expect(title.body).toMatchObject({ errors: { "title-nl": "required" } });
    const long = await editPair("primary", await formOf("primary", insurer, { "title-en": "x".repeat(81) }), insurer);
    expect(long.body).toMatchObject({ errors: { "title-en": "tooLong" } });

    expect(await db.colourKey.findUniqueOrThrow({ where: { key: "primary" } })).toEqual(before);
    expect(await audits("primary")).toHaveLength(0);
  });
});

describe("fallback chains on partners' pages", () => {
  it("a partner that sets only its primary colour gets it three links down (cart-title -> title -> primary)", async () => {
    const partner = await db.partner.create({
      data: { name: "chain-only-primary", displayName: "Chain", colours: { create: [{ key: "primary", value: "#7a1f5c" }] } },
    });
    const loaded = await loadPartner({ kind: "named", name: partner.name });
    expect(loaded?.theme.title).toBe("#7a1f5c");
    expect(loaded?.theme["cart-title"]).toBe("#7a1f5c");
    // A key nobody chose keeps its own default, not its fallback's default.
    expect(loaded?.theme["text-muted"]).toBe("#525c6e");
  });

  it("a changed fallback moves every partner's colours at once (the theme cache is dropped)", async () => {
    const insurer = await h.staffCookie(INSURER);
    const before = await loadPartner({ kind: "named", name: "boekfix" });
    expect(before?.theme["link-hover"]).toBe("#5b2a86"); // boekfix's primary
    const answer = await editPair("link-hover", await formOf("link-hover", insurer, { fallbackKey: "secondary" }), insurer);
    expect(answer.status).toBe(302);
    const after = await loadPartner({ kind: "named", name: "boekfix" });
    expect(after?.theme["link-hover"]).toBe("#c2410c"); // boekfix's secondary
    const [audit] = await audits("link-hover");
    expect(audit?.details).toMatchObject({ old: { fallbackKey: "primary" }, new: { fallbackKey: "secondary" } });
  });
});
