// The colour editor in place (issue 32, decision 0076) on the server: the hand-over link is made
// only for an admin who may manage the partner, works once, on that partner's host only, not
// after it expired, and not for another kind of link; the editor's data and save answer only
// this browser's editor (customers and other hosts get a 404); the save is the admin page's own
// (audited, conflict-checked, every process's cache dropped); the admin's sign-out ends the editor.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("colour-editor-in-place");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "colour-editor-in-place-secret";
process.env.PARTNER_CACHE_SECONDS = "3600"; // only invalidation can show a new colour

const { db } = await import("~/server/platform/db.server");
const { loadPartner } = await import("~/server/platform/partner.server");
const { createLinkToken } = await import("~/server/platform/link-tokens.server");
const { tokenHash } = await import("~/server/platform/token-hash.server");
const { staffSessionStorage } = await import("~/server/staff/staff-auth.server");
const handOverRoute = await import("~/routes/partners/colour-editor-handover");
const startRoute = await import("~/routes/partners/colour-editor-start");
const coloursRoute = await import("~/routes/partners/colour-editor-colours");
const exitRoute = await import("~/routes/partners/colour-editor-exit");
const impersonationStart = await import("~/routes/staff/impersonation-start");
const root = await import("~/root");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const ADMIN_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const ACME_ADMIN = "admin@acme.example";

const handOver = (partnerId: string, cookie: string | null) =>
  answerOf(() =>
    handOverRoute.action({
      request: postForm(ADMIN_HOST, `/admin/partners/${partnerId}/colours/in-place`, {}, cookie),
      params: { partnerId },
      context: {},
    }),
  );
const start = (host: string, token: string) =>
  answerOf(() => startRoute.loader(h.args(getRequest(host, `/colour-editor/start?token=${token}`))));
const editorData = (host: string, cookie: string | null) =>
  answerOf(() => coloursRoute.loader(h.args(getRequest(host, "/colour-editor/colours", cookie))));
const save = (cookie: string | null, fields: Record<string, string>) =>
  answerOf(() => coloursRoute.action(h.args(postForm(ACME_HOST, "/colour-editor/colours", { intent: "save", ...fields }, cookie))));

/** The name=value of the editor cookie a start answer sets, or null. */
function editorCookieOf(headers: Headers): string | null {
  return /(?:^|,\s*)(__colour_editor=[^;]*)/.exec(headers.get("Set-Cookie") ?? "")?.[1] ?? null;
}

/** A hand-over made by the acme admin: the token of the link, and that admin's staff cookie. */
async function acmeHandOver(): Promise<{ token: string; staff: string }> {
  const staff = await h.staffCookie(ACME_ADMIN);
  const answer = await handOver(await h.partnerId("acme"), staff);
  expect(answer.status).toBe(302);
  const url = new URL(answer.location!);
  expect(`${url.origin}${url.pathname}`).toBe("http://acme.localhost:3000/colour-editor/start");
  return { token: url.searchParams.get("token")!, staff };
}

async function startedEditor(): Promise<{ editor: string; staff: string }> {
  const { token, staff } = await acmeHandOver();
  const answer = await start(ACME_HOST, token);
  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/products/available-products");
  return { editor: editorCookieOf(answer.headers)!, staff };
}

describe("the hand-over", () => {
  it("is refused to another partner's admin (404, no link made) and to a signed-out browser", async () => {
    const boekfix = await h.partnerId("boekfix");
    const links = await db.magicLink.count({ where: { kind: "colour-editor" } });
    expect((await handOver(boekfix, await h.staffCookie(ACME_ADMIN))).status).toBe(404);
    expect((await handOver(await h.partnerId("acme"), null)).status).toBe(302); // to the sign-in page
    expect(await db.magicLink.count({ where: { kind: "colour-editor" } })).toBe(links);
  });

  it("works once, on the partner's own host only; a second use and another host are the invalid-link page", async () => {
    const { token } = await acmeHandOver();
    const elsewhere = await start("boekfix.localhost:3000", token);
    expect(elsewhere.location).toBe("/welcome?error=invalid_link");
    expect(editorCookieOf(elsewhere.headers)).toBeNull();
    const first = await start(ACME_HOST, token);
    expect(first.location).toBe("/products/available-products");
    expect(editorCookieOf(first.headers)).toMatch(/^__colour_editor=/);
    const again = await start(ACME_HOST, token);
    expect(again.location).toBe("/welcome?error=invalid_link");
    expect(editorCookieOf(again.headers)).toBeNull();
  });

  it("is refused after its two minutes, after the admin signed out, and as another kind of link", async () => {
    const staff = await h.staffCookie(ACME_ADMIN);
    const sid: unknown = (await staffSessionStorage.getSession(staff)).get("sid");
    const acme = await h.partnerId("acme");
    const make = (nowMs?: number, kind: "colour-editor" | "impersonate" = "colour-editor") =>
      createLinkToken({
        kind,
        email: ACME_ADMIN,
        partnerId: acme,
        returnTo: "http://localhost:3000/admin",
        browserNonce: String(sid),
        nowMs,
      });
    expect((await start(ACME_HOST, await make(Date.now() - 121_000))).location).toBe("/welcome?error=invalid_link");
    expect((await start(ACME_HOST, await make(Date.now() - 100_000))).location).toBe("/products/available-products");
    expect((await start(ACME_HOST, await make(undefined, "impersonate"))).location).toBe("/welcome?error=invalid_link");
    // And the editor's link does not start an impersonation.
    const asTicket = await answerOf(() =>
      impersonationStart.loader(h.args(getRequest(ACME_HOST, `/impersonation/start?token=${"x".repeat(43)}`))),
    );
    expect(asTicket.location).toBe("/welcome?error=invalid_link");
    const token = await make();
    await db.session.deleteMany({ where: { id: tokenHash(String(sid)) } });
    expect((await start(ACME_HOST, token)).location).toBe("/welcome?error=invalid_link");
  });
});

describe("the editor on the partner's host", () => {
  it("answers this browser's editor only: no cookie, a customer's session or another host is a 404", async () => {
    const { editor } = await startedEditor();
    const answer = await editorData(ACME_HOST, editor);
    expect(answer.status).toBe(200);
    const body = answer.body as { partner: { name: string }; keys: { key: string; title: string }[]; saved: Record<string, string> };
    expect(body.partner.name).toBe("acme");
    expect(body.keys.find((key) => key.key === "product-price")?.title).toBe("Productprijs");
    expect(Object.keys(body.saved).length).toBeGreaterThan(0);

    expect((await editorData(ACME_HOST, null)).status).toBe(404);
    const guest = await h.createGuest("acme");
    expect((await editorData(ACME_HOST, guest.cookie)).status).toBe(404);
    expect((await save(guest.cookie, { "product-text": "#000000", "was.product-text": "#1d2433" })).status).toBe(404);
    expect((await editorData("boekfix.localhost:3000", editor)).status).toBe(404);
    // A tampered cookie is no editor.
    expect(
      (
        await editorData(
          ACME_HOST,
          editor.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        )
      ).status,
    ).toBe(404);
  });

  it("is in the root's data only for this browser's editor, on the partner's pages, not on staff pages", async () => {
    const { editor } = await startedEditor();
    const flag = async (host: string, path: string, cookie: string | null) =>
      ((await answerOf(() => root.loader(h.args(getRequest(host, path, cookie))))).body as { colourEditor: boolean }).colourEditor;
    expect(await flag(ACME_HOST, "/products/available-products", editor)).toBe(true);
    expect(await flag(ACME_HOST, "/checkout/questions.data", editor)).toBe(true);
    expect(await flag(ACME_HOST, "/products/available-products", null)).toBe(false);
    expect(await flag(ACME_HOST, "/products/available-products", (await h.createGuest("acme")).cookie)).toBe(false);
    expect(await flag(ACME_HOST, "/admin/partners", editor)).toBe(false);
    expect(await flag("boekfix.localhost:3000", "/products/available-products", editor)).toBe(false);
  });

  it("saves as the admin page does: audited with the admin, every process's theme dropped, and a stale colour is a conflict", async () => {
    const { editor } = await startedEditor();
    const acme = await h.partnerId("acme");
    const before = (await loadPartner({ kind: "named", name: "acme" }))!.theme["product-text"]!;
    const saved = await save(editor, { "product-text": "#7a1f5c", "was.product-text": before });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, changed: 1 });
    expect((await db.partnerColour.findFirst({ where: { partnerId: acme, key: "product-text" } }))?.value).toBe("#7a1f5c");
    expect((await loadPartner({ kind: "named", name: "acme" }))!.theme["product-text"]).toBe("#7a1f5c");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "colours_saved", partnerId: acme }, orderBy: { at: "desc" } });
    expect(audit.actorName).toBe("acme");
    expect((audit.details as { new: Record<string, string> }).new).toEqual({ "product-text": "#7a1f5c" });

    // Another admin saved it meanwhile: this save, made against what it loaded, is refused.
    const conflict = await save(editor, { "product-text": "#000000", "was.product-text": before });
    expect(conflict.status).toBe(409);
    expect((conflict.body as { message: string }).message).toContain("Iemand anders heeft intussen deze kleuren opgeslagen: product-text");
    expect((await db.partnerColour.findFirst({ where: { partnerId: acme, key: "product-text" } }))?.value).toBe("#7a1f5c");
  });

  it("ends with the admin's sign-out and with exit; exit goes back only to our own hosts", async () => {
    const { editor, staff } = await startedEditor();
    const exit = await answerOf(() => exitRoute.action(h.args(postForm(ACME_HOST, "/colour-editor/exit", {}, editor))));
    expect(exit.status).toBe(302);
    expect(exit.location).toMatch(/^http:\/\/localhost:3000\/admin\/partners\/[^/]+\/colours$/);
    expect(exit.headers.get("Set-Cookie")).toMatch(/__colour_editor=;.*Max-Age=0/i);
    expect((await answerOf(() => exitRoute.loader())).status).toBe(404);

    expect((await editorData(ACME_HOST, editor)).status).toBe(200); // the cookie itself, until the browser drops it
    const sid: unknown = (await staffSessionStorage.getSession(staff)).get("sid");
    await db.session.deleteMany({ where: { id: tokenHash(String(sid)) } });
    expect((await editorData(ACME_HOST, editor)).status).toBe(404);
  });
});
