// The colour editor's server (issue 5) against tampering and for real saves: another partner's
// admin, brokers and customers, values that are not hex colours, unknown keys, a save of every
// key at once (one transaction, cache dropped, audited) and new colour key pairs with fallback
// cycles. The route's loader and action are called directly, as Remix calls them, on a scratch
// database; every test checks the answer and what the database holds.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("admin-colours");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "admin-colours-test-secret";
process.env.PARTNER_CACHE_SECONDS = "3600"; // only invalidation can show a new colour

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { resolveTheme } = await import("~/domain/partners/theme/theme");
const coloursRoute = await import("~/routes/partners/admin-colours");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const ADMIN_HOST = "localhost";

const INSURER = "admin@insurer.example";
const ACME_ADMIN = "admin@acme.example";
const ACME_BROKER = "broker@acme.example";

const pathOf = (partnerId: string) => `/admin/partners/${partnerId}/colours`;
const argsFor = (request: Request, partnerId: string) => ({ request, params: { partnerId }, context: {} });

function openEditor(partnerId: string, cookie: string | null) {
  return answerOf(() => coloursRoute.loader(argsFor(getRequest(ADMIN_HOST, pathOf(partnerId), cookie), partnerId)));
}

function post(
  partnerId: string,
  fields: Record<string, string> | [string, string][],
  cookie: string | null,
  headers: Record<string, string> = {},
) {
  const request = postForm(ADMIN_HOST, pathOf(partnerId), fields, cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return answerOf(() => coloursRoute.action(argsFor(request, partnerId)));
}

async function coloursOf(partnerId: string) {
  const rows = await db.partnerColour.findMany({
    where: { partnerId },
    select: { key: true, value: true, updatedAt: true },
    orderBy: { key: "asc" },
  });
  return rows;
}

const auditCount = (action: string) => db.auditLog.count({ where: { action } });

/** The fields the editor's plain form posts: every key with the colour shown, and that colour as loaded. */
function formFields(shown: Record<string, string>, typed: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { intent: "save" };
  for (const [key, value] of Object.entries(shown)) {
    fields[key] = typed[key] ?? value;
    fields[`was.${key}`] = value;
  }
  return fields;
}

/** What an admin's editor shows when opened: every key's colour, from the loader's answer. */
async function editorShows(partnerId: string, cookie: string): Promise<Record<string, string>> {
  const answer = await openEditor(partnerId, cookie);
  expect(answer.status).toBe(200);
  const body = answer.body as { keys: { key: string; defaultValue: string; fallbackKey: string | null }[]; saved: Record<string, string> };
  return resolveTheme(body.keys, new Map(Object.entries(body.saved)));
}

/** A palette for every key, different from anything seeded: #1xxxxx, #2xxxxx by seed. */
function palette(keys: readonly string[], seed: number): Record<string, string> {
  return Object.fromEntries(keys.map((key, i) => [key, `#${seed}${(i * 2477 + seed * 7).toString(16).padStart(5, "0").slice(-5)}`]));
}

describe("who may open and save a partner's colours", () => {
  it("the acme admin editing boekfix's colours gets a 404 on open and on save, and nothing changes", async () => {
    const acmeAdmin = await h.staffCookie(ACME_ADMIN);
    const boekfix = await h.partnerId("boekfix");
    const before = await coloursOf(boekfix);
    const audits = await auditCount("colours_saved");

    expect((await openEditor(boekfix, acmeAdmin)).status).toBe(404);
    const save = await post(boekfix, { intent: "save", primary: "#ff0000", "background-body": "#000000" }, acmeAdmin);
    expect(save.status).toBe(404);
    const create = await post(
      boekfix,
      { intent: "create-key", key: "acme-sneaks-in", group: "base", title: "X", defaultValue: "#000000" },
      acmeAdmin,
    );
    expect(create.status).toBe(404);

    expect(await coloursOf(boekfix)).toEqual(before);
    expect(await auditCount("colours_saved")).toBe(audits);
    expect(await db.colourKey.findUnique({ where: { key: "acme-sneaks-in" } })).toBeNull();
    // A partner id that does not exist answers the same.
    expect((await openEditor("no-such-partner", acmeAdmin)).status).toBe(404);
  });

  it("the acme admin may open acme's own editor, with the preview on acme's own host", async () => {
    const acme = await h.partnerId("acme");
    const acmeCookie = await h.staffCookie(ACME_ADMIN);
    const answer = await openEditor(acme, acmeCookie);
    expect(answer.status).toBe(200);
    const body = answer.body as { keys: { key: string }[]; saved: Record<string, string>; previewUrl: string; canCreateKeys: boolean };
    expect(body.keys.length).toBe(await db.colourKey.count());
    expect(body.saved.primary).toBe((await db.partnerColour.findFirstOrThrow({ where: { partnerId: acme, key: "primary" } })).value);
    expect(body.previewUrl).toBe("http://acme.localhost:3000/products/available-products?colour_preview=1");
    expect(body.canCreateKeys).toBe(false);

    // An admin who reached the server by its IP address still gets acme's own host.
    const byIp = await answerOf(() => coloursRoute.loader(argsFor(getRequest("127.0.0.1:3000", pathOf(acme), null), acme)));
    expect(byIp.status).toBe(302); // the staff cookie is per host: not signed in there
    const ipRequest = getRequest("127.0.0.1:3000", pathOf(acme), acmeCookie);
    const ipAnswer = await answerOf(() => coloursRoute.loader(argsFor(ipRequest, acme)));
    expect((ipAnswer.body as { previewUrl: string }).previewUrl).toBe(
      "http://acme.localhost:3000/products/available-products?colour_preview=1",
    );
  });

  it("a broker is refused (403) on open and on save, and nothing changes", async () => {
    const broker = await h.staffCookie(ACME_BROKER);
    const acme = await h.partnerId("acme");
    const before = await coloursOf(acme);
    expect((await openEditor(acme, broker)).status).toBe(403);
    expect((await post(acme, { intent: "save", primary: "#ff0000" }, broker)).status).toBe(403);
    expect(await coloursOf(acme)).toEqual(before);
  });

  it("a customer (their own session cookie, no staff cookie) is sent to the admin sign-in, and nothing changes", async () => {
    const acme = await h.partnerId("acme");
    const customer = await db.user.create({ data: { partnerId: acme, email: `colours-${process.pid}@example.nl`, isGuest: false } });
    const cookie = await h.signedSessionCookie(customer.id);
    const before = await coloursOf(acme);

    const open = await openEditor(acme, cookie);
    expect(open.status).toBe(302);
    expect(open.location).toMatch(/^\/admin\/sign-in/);
    const save = await post(acme, { intent: "save", primary: "#ff0000" }, cookie);
    expect(save.status).toBe(302);
    expect(save.location).toMatch(/^\/admin\/sign-in/);
    expect(await coloursOf(acme)).toEqual(before);
  });

  it("a save posted from another site is refused (403), and nothing changes", async () => {
    const acme = await h.partnerId("acme");
    const before = await coloursOf(acme);
    const answer = await post(acme, { intent: "save", primary: "#ff0000" }, await h.staffCookie(INSURER), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(answer.status).toBe(403);
    expect(await coloursOf(acme)).toEqual(before);
  });
});

describe("saving colours", () => {
  it("refuses values that are not hex colours with a 400 and a clear message, and saves nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const acme = await h.partnerId("acme");
    const before = await coloursOf(acme);
    const audits = await auditCount("colours_saved");

    for (const bad of ["red", "#12345g", "#fff;}body{", "#11223344", "", "javascript:alert(1)"]) {
      // A good change next to the bad one: it must not be saved either.
      const answer = await post(
        acme,
        { intent: "save", text: "#101010", "was.text": "#1d2433", primary: bad, "was.primary": "#0b6e4f" },
        insurer,
      );
      expect(answer.status, bad).toBe(400);
      const body = answer.body as { ok: boolean; error: string; message: string; keys: string[] };
      expect(body).toMatchObject({ ok: false, error: "invalidColour", keys: ["primary"] });
      expect(body.message).toContain("primary");
      expect(body.message).toMatch(/geen geldige kleur/); // the admin host's language: Dutch
    }
    const unknown = await post(
      acme,
      { intent: "save", text: "#101010", "was.text": "#1d2433", "no-such-key": "#ffffff", "was.no-such-key": "#000000" },
      insurer,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ ok: false, error: "unknownKey" });

    expect(await coloursOf(acme)).toEqual(before);
    expect(await auditCount("colours_saved")).toBe(audits);
  });

  it("answers in the admin's language", async () => {
    const acme = await h.partnerId("acme");
    const request = postForm(
      ADMIN_HOST,
      `${pathOf(acme)}?lng=en`,
      { intent: "save", primary: "red", "was.primary": "#0b6e4f" },
      await h.staffCookie(INSURER),
    );
    const answer = await answerOf(() => coloursRoute.action(argsFor(request, acme)));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/is not a valid colour/);
  });

  it("stores a save of every key at once, reloads the partner's cached theme and audits old and new values", async () => {
    const insurer = await h.staffCookie(INSURER);
    const acme = await h.partnerId("acme");
    const keys = await db.colourKey.findMany({ select: { key: true, defaultValue: true, fallbackKey: true } });
    expect(keys.length).toBeGreaterThanOrEqual(150);
    const rowsBefore = await db.partnerColour.findMany({ where: { partnerId: acme } });
    const themeBefore = resolveTheme(keys, new Map(rowsBefore.map((r) => [r.key, r.value])));
    const cachedBefore = await loadPartner({ kind: "named", name: "acme" });
    expect(cachedBefore?.theme.primary).toBe(themeBefore.primary);

    const values = palette(
      keys.map((k) => k.key),
      1,
    );
    // Colours made up for the test leave pairs below WCAG AA: saved knowingly (see below).
    const answer = await post(acme, { ...formFields(themeBefore, values), acceptLowContrast: "yes" }, insurer);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, changed: keys.length });
    expect(answer.headers.get("Server-Timing")).toMatch(/^save;dur=\d/);

    const stored = await db.partnerColour.findMany({ where: { partnerId: acme } });
    expect(stored).toHaveLength(keys.length);
    expect(Object.fromEntries(stored.map((r) => [r.key, r.value]))).toEqual(values);
    // Other partners keep theirs.
    const boekfix = await h.partnerId("boekfix");
    expect((await db.partnerColour.findFirstOrThrow({ where: { partnerId: boekfix, key: "primary" } })).value).toBe("#5b2a86");

    const loaded = await loadPartner({ kind: "named", name: "acme" });
    expect(loaded?.theme).toEqual(values);
    expect(loaded?.themeCss).toContain(`--color-primary:${values.primary}`);

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colours_saved", partnerId: acme }, orderBy: { at: "desc" } });
    const staff = await db.staffAccount.findUniqueOrThrow({ where: { email: INSURER } });
    expect(audit.staffId).toBe(staff.id);
    const details = audit.details as { old: Record<string, string>; new: Record<string, string>; lowContrastAccepted?: unknown[] };
    expect(details.new).toEqual(values);
    expect(details.old).toEqual(themeBefore);
    expect(details.lowContrastAccepted?.length).toBeGreaterThan(0);
  });

  it("the acme admin saves acme's changed keys only; unchanged fields (a form without JavaScript posts all) are left alone", async () => {
    const acmeAdmin = await h.staffCookie(ACME_ADMIN);
    const acme = await h.partnerId("acme");
    const keys = await db.colourKey.findMany({ select: { key: true, defaultValue: true, fallbackKey: true } });
    const rows = await db.partnerColour.findMany({ where: { partnerId: acme } });
    const theme = resolveTheme(keys, new Map(rows.map((r) => [r.key, r.value])));
    const before = new Map(rows.map((r) => [r.key, r.updatedAt.getTime()]));

    // The made-up colours of the test above may leave the link below AA: accepted, as asked.
    const answer = await post(acme, { ...formFields(theme, { link: "#ABC" }), acceptLowContrast: "yes" }, acmeAdmin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, changed: 1 });
    const after = await db.partnerColour.findMany({ where: { partnerId: acme } });
    expect(after.find((r) => r.key === "link")?.value).toBe("#aabbcc");
    for (const row of after.filter((r) => r.key !== "link")) expect(row.updatedAt.getTime(), row.key).toBe(before.get(row.key));
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colours_saved", partnerId: acme }, orderBy: { at: "desc" } });
    expect(audit.details).toMatchObject({ old: { link: theme.link }, new: { link: "#aabbcc" } });
    const details = audit.details as { old: object; new: object };
    expect([Object.keys(details.old), Object.keys(details.new)]).toEqual([["link"], ["link"]]);
  });

  it("a save that leaves a pair below WCAG AA is refused unless the admin accepts it, then audited with the pairs", async () => {
    // A partner of its own with the built-in colours (acme's are made up by the tests above).
    const name = `contrast-${process.pid}`;
    const own = await db.partner.create({ data: { name, displayName: "Contrast test" } });
    await db.staffAccount.create({
      data: { role: "admin", email: `${name}@partner.example`, name, partnerId: own.id, passwordHash: "unused" },
    });
    const admin = await h.staffCookie(`${name}@partner.example`);
    const theme = await editorShows(own.id, admin);
    const audits = await auditCount("colours_saved");
    const pale = formFields(theme, { "input-text": "#bbbbbb" });

    const refused = await post(own.id, pale, admin);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      ok: false,
      error: "lowContrast",
      lowContrast: [expect.objectContaining({ foreground: "input-text", background: "input-background", minimum: 4.5 })],
    });
    expect((await db.partnerColour.findFirst({ where: { partnerId: own.id, key: "input-text" } }))?.value).not.toBe("#bbbbbb");
    expect(await auditCount("colours_saved")).toBe(audits);
    // Only "yes" accepts.
    expect((await post(own.id, { ...pale, acceptLowContrast: "on" }, admin)).status).toBe(422);

    const accepted = await post(own.id, { ...pale, acceptLowContrast: "yes" }, admin);
    expect(accepted.status).toBe(200);
    expect((await db.partnerColour.findFirstOrThrow({ where: { partnerId: own.id, key: "input-text" } })).value).toBe("#bbbbbb");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colours_saved", partnerId: own.id }, orderBy: { at: "desc" } });
    expect(audit.details).toMatchObject({
      new: { "input-text": "#bbbbbb" },
      lowContrastAccepted: [{ foreground: "input-text", background: "input-background", minimum: 4.5 }],
    });
  });
});

describe("two admins editing one partner's colours at once", () => {
  /** A partner of its own with one colour (primary) and its own partner admin. */
  async function partnerWithAdmin(tag: string) {
    const name = `${tag}-${process.pid}`;
    const partner = await db.partner.create({
      data: { name, displayName: `Partner ${tag}`, colours: { create: [{ key: "primary", value: "#0b6e4f" }] } },
    });
    await db.staffAccount.create({
      data: { role: "admin", email: `${name}@partner.example`, name, partnerId: partner.id, passwordHash: "unused" },
    });
    return { id: partner.id, adminCookie: await h.staffCookie(`${name}@partner.example`) };
  }
  const rowsOf = async (partnerId: string) => Object.fromEntries((await coloursOf(partnerId)).map((row) => [row.key, row.value]));

  it("A's plain-form save of one key keeps the key B saved meanwhile, and keys that fall back stay unset", async () => {
    const partner = await partnerWithAdmin("samen");
    const insurer = await h.staffCookie(INSURER);
    const shownToA = await editorShows(partner.id, insurer);
    const shownToB = await editorShows(partner.id, partner.adminCookie);
    expect(shownToA.link).toBe("#0b6e4f"); // link has no colour of its own: it shows primary's

    // B changes primary (X) and saves first.
    const bSave = await post(partner.id, formFields(shownToB, { primary: "#990000" }), partner.adminCookie);
    expect(bSave.status).toBe(200);
    expect(bSave.body).toMatchObject({ ok: true, changed: 1 });

    // A, on the page loaded before B's save, changes text (Y) only; the form posts every key.
    const audits = await auditCount("colours_saved");
    const aSave = await post(partner.id, formFields(shownToA, { text: "#222222" }), insurer);
    expect(aSave.status).toBe(200);
    expect(aSave.body).toMatchObject({ ok: true, changed: 1 });

    expect(await rowsOf(partner.id)).toEqual({ primary: "#990000", text: "#222222" });
    const theme = await editorShows(partner.id, insurer);
    expect(theme.link).toBe("#990000"); // still follows primary, now B's
    expect(theme["text-muted"]).toBe("#222222"); // follows text, now A's
    expect(await auditCount("colours_saved")).toBe(audits + 1);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "colours_saved", partnerId: partner.id },
      orderBy: { at: "desc" },
    });
    expect(audit.details).toEqual({ old: { text: "#1d2433" }, new: { text: "#222222" } });
  });

  it("A's save of a key B saved meanwhile is refused with a message at that key, keeping what A typed; saved again, A's colours win", async () => {
    const partner = await partnerWithAdmin("botsing");
    const insurer = await h.staffCookie(INSURER);
    const shownToA = await editorShows(partner.id, insurer);
    await post(partner.id, formFields(await editorShows(partner.id, partner.adminCookie), { primary: "#990000" }), partner.adminCookie);
    const audits = await auditCount("colours_saved");

    const refused = await post(partner.id, formFields(shownToA, { primary: "#123456", text: "#222222" }), insurer);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      error: "conflict",
      keys: ["primary"],
      conflicts: { primary: "#990000" },
      edits: { primary: "#123456", text: "#222222" },
    });
    expect((refused.body as { message: string }).message).toMatch(
      /Iemand anders heeft intussen deze kleuren opgeslagen: primary\. Er is niets opgeslagen/,
    );
    // Nothing written: not even text, which B did not touch.
    expect(await rowsOf(partner.id)).toEqual({ primary: "#990000" });
    expect(await auditCount("colours_saved")).toBe(audits);

    // The page A gets back shows the colours as they are now, with A's typed values in the
    // fields: saving that form again puts A's colours over B's.
    const again = await post(
      partner.id,
      formFields(await editorShows(partner.id, insurer), { primary: "#123456", text: "#222222" }),
      insurer,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ok: true, changed: 2 });
    expect(await rowsOf(partner.id)).toEqual({ primary: "#123456", text: "#222222" });
  });

  it("a save whose fields lack the colours they were loaded with is refused, and nothing is written", async () => {
    const partner = await partnerWithAdmin("zonder");
    const answer = await post(partner.id, { intent: "save", primary: "#123456" }, partner.adminCookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: "missingBase", keys: ["primary"], edits: { primary: "#123456" } });
    expect(await rowsOf(partner.id)).toEqual({ primary: "#0b6e4f" });
  });

  it("answers a conflict in the admin's language", async () => {
    const partner = await partnerWithAdmin("taal");
    await db.partnerColour.update({ where: { partnerId_key: { partnerId: partner.id, key: "primary" } }, data: { value: "#990000" } });
    const request = postForm(
      ADMIN_HOST,
      `${pathOf(partner.id)}?lng=en`,
      { intent: "save", primary: "#123456", "was.primary": "#0b6e4f" },
      partner.adminCookie,
    );
    const answer = await answerOf(() => coloursRoute.action(argsFor(request, partner.id)));
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toMatch(/^Someone else saved these colours meanwhile: primary\./);
  });
});

describe("new colour key pairs", () => {
  it("refuses a key whose fallback chain loops back to it, and creates nothing", async () => {
    const insurer = await h.staffCookie(INSURER);
    const acme = await h.partnerId("acme");
    // An existing key that falls back to a key that does not exist yet.
    await db.colourKey.create({ data: { key: "loop-a", group: "base", title: "Loop A", defaultValue: "#000000", fallbackKey: "loop-b" } });
    const audits = await auditCount("colour_key_created");

    const cycle = await post(
      acme,
      { intent: "create-key", key: "loop-b", group: "base", title: "Loop B", fallbackKey: "loop-a", defaultValue: "#111111" },
      insurer,
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body).toMatchObject({ ok: false, errors: { fallbackKey: "cycle" } });
    const self = await post(
      acme,
      { intent: "create-key", key: "selfish", group: "base", title: "Self", fallbackKey: "selfish", defaultValue: "#111111" },
      insurer,
    );
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ ok: false, errors: { fallbackKey: "cycle" } });

    expect(await db.colourKey.findUnique({ where: { key: "loop-b" } })).toBeNull();
    expect(await db.colourKey.findUnique({ where: { key: "selfish" } })).toBeNull();
    expect(await auditCount("colour_key_created")).toBe(audits);
  });

  it("a partner admin may not create keys (403)", async () => {
    const acme = await h.partnerId("acme");
    const answer = await post(
      acme,
      { intent: "create-key", key: "acme-own", group: "base", title: "Acme own", defaultValue: "#123456" },
      await h.staffCookie(ACME_ADMIN),
    );
    expect(answer.status).toBe(403);
    expect(await db.colourKey.findUnique({ where: { key: "acme-own" } })).toBeNull();
  });

  it("an insurer admin creates a key: every partner's theme gains it, through its fallback key, and it is audited", async () => {
    const insurer = await h.staffCookie(INSURER);
    const acme = await h.partnerId("acme");
    await loadPartner({ kind: "named", name: "boekfix" }); // cached before the key exists
    const answer = await post(
      acme,
      {
        intent: "create-key",
        key: "banner-background",
        group: "banner",
        title: "Banner background",
        fallbackKey: "primary",
        defaultValue: "#ABC",
        global: "on",
      },
      insurer,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, key: "banner-background" });
    expect(await db.colourKey.findUniqueOrThrow({ where: { key: "banner-background" } })).toMatchObject({
      group: "banner",
      title: "Banner background",
      fallbackKey: "primary",
      defaultValue: "#aabbcc",
      global: true,
    });
    const boekfix = await loadPartner({ kind: "named", name: "boekfix" });
    expect(boekfix?.theme["banner-background"]).toBe("#5b2a86"); // boekfix's primary
    const direct = await loadPartner({ kind: "default" });
    expect(direct?.theme["banner-background"]).toBe("#aabbcc"); // no partner values: the default
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colour_key_created" }, orderBy: { at: "desc" } });
    expect(audit.details).toMatchObject({ key: "banner-background", fallbackKey: "primary", defaultValue: "#aabbcc", global: true });

    const again = await post(
      acme,
      { intent: "create-key", key: "banner-background", group: "banner", title: "Again", defaultValue: "#000000" },
      insurer,
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: { key: "taken" } });

    const editor = await openEditor(acme, insurer);
    const body = editor.body as { keys: { key: string }[]; groups: string[] };
    expect(body.keys.at(-1)?.key).toBe("banner-background");
    expect(body.groups.at(-1)).toBe("banner");
  });
});
