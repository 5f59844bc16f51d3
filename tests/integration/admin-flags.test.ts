// /admin/flags against the server code as Remix calls it, on a scratch database
// (decision 0049): who is refused (and that nothing changed), creating, changing and deleting
// flags with their audit rows, bad input answered at the fields (never a 500), and a change
// reaching the funnel at once (the process's copy of the flags is dropped).
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("admin-flags");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "admin-flags-test-secret";
// The demo flag (usp_ticker on for the demo partners) lives in development.
process.env.APP_ENVIRONMENT = "development";

const { db } = await import("~/server/platform/db.server");
const { flagFor } = await import("~/server/staff/feature-flags.server");
const listRoute = await import("~/routes/staff/admin-flags");
const newRoute = await import("~/routes/staff/admin-flag-new");
const editRoute = await import("~/routes/staff/admin-flag");
const funnelLayout = await import("~/routes/checkout/funnel-layout");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm } = h;

const HOST = "localhost";
const INSURER = "admin@insurer.example";
const ACME_ADMIN = "admin@acme.example";
const ACME_BROKER = "broker@acme.example";

const blank = {
  key: "",
  environment: "qa",
  active: "",
  includePartners: "",
  excludePartners: "",
  includeUsers: "",
  excludeUsers: "",
  extra: "",
};
const withParams = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

const list = (cookie: string | null, query = "") =>
  answerOf(() => listRoute.loader(withParams(getRequest(HOST, `/admin/flags${query}`, cookie))));
const create = (fields: Record<string, string>, cookie: string | null) =>
  answerOf(() => newRoute.action(withParams(postForm(HOST, "/admin/flags/new", { ...blank, ...fields }, cookie))));
const open = (id: string, cookie: string | null) =>
  answerOf(() => editRoute.loader(withParams(getRequest(HOST, `/admin/flags/${id}`, cookie), { flagId: id })));
const edit = (id: string, fields: Record<string, string>, cookie: string | null) =>
  answerOf(() => editRoute.action(withParams(postForm(HOST, `/admin/flags/${id}`, fields, cookie), { flagId: id })));
const audits = (action: string) => db.auditLog.findMany({ where: { action }, orderBy: { at: "asc" } });

describe("who may see and change flags", () => {
  it("a partner admin and a broker get a 403 everywhere, a visitor the sign-in, and nothing changes", async () => {
    const flag = await db.featureFlag.findFirstOrThrow({ where: { key: "usp_ticker", environment: "development" } });
    const before = await db.featureFlag.findMany({ orderBy: { id: "asc" } });
    const auditsBefore = await db.auditLog.count();
    for (const email of [ACME_ADMIN, ACME_BROKER]) {
      const cookie = await h.staffCookie(email);
      expect((await list(cookie)).status, email).toBe(403);
      expect((await answerOf(() => newRoute.loader(withParams(getRequest(HOST, "/admin/flags/new", cookie))))).status).toBe(403);
      expect((await create({ key: "sneaky_flag", active: "on" }, cookie)).status).toBe(403);
      expect((await open(flag.id, cookie)).status).toBe(403);
      expect((await edit(flag.id, { ...blank, active: "on", excludePartners: "boekfix" }, cookie)).status).toBe(403);
      expect((await edit(flag.id, { intent: "delete" }, cookie)).status).toBe(403);
    }
    const anonymous = await list(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/sign-in/);
    expect((await create({ key: "sneaky_flag" }, null)).status).toBe(302);
    expect(await db.featureFlag.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await db.auditLog.count()).toBe(auditsBefore);
  });

  it("an insurer admin sees this server's environment first, and any other by its link", async () => {
    const cookie = await h.staffCookie(INSURER);
    const own = await list(cookie);
    expect(own.status).toBe(200);
    const body = own.body as { environment: string; flags: { key: string; active: boolean; includePartners: string[] }[] };
    expect(body.environment).toBe("development");
    expect(body.flags).toEqual([
      expect.objectContaining({ key: "usp_ticker", active: true, includePartners: ["direct", "acme", "boekfix", "solo"] }),
    ]);
    const stage = await list(cookie, "?environment=stage");
    expect((stage.body as { environment: string; flags: unknown[] }).environment).toBe("stage");
    expect((stage.body as { flags: unknown[] }).flags).toEqual([]);
    // An unknown environment is this server's.
    expect(((await list(cookie, "?environment=<script>")).body as { environment: string }).environment).toBe("development");
  });
});

describe("creating, changing and deleting a flag", () => {
  it("creates a flag with partners by name and users by e-mail (stored as ids), audited", async () => {
    const cookie = await h.staffCookie(INSURER);
    const acme = await h.partnerId("acme");
    const user = await db.user.create({ data: { partnerId: acme, email: "flag-user@example.nl", isGuest: false }, select: { id: true } });
    const answer = await create(
      {
        key: "Holiday_Banner",
        environment: "qa",
        active: "on",
        includePartners: "ACME\nboekfix",
        includeUsers: "Flag-User@example.nl",
        extra: "kerst",
      },
      cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/flags?environment=qa&saved=holiday_banner");
    const row = await db.featureFlag.findUniqueOrThrow({ where: { key_environment: { key: "holiday_banner", environment: "qa" } } });
    expect(row).toMatchObject({
      active: true,
      includePartners: ["acme", "boekfix"],
      excludePartners: [],
      includeUsers: [user.id],
      excludeUsers: [],
      extra: "kerst",
    });
    const [audit] = await audits("flag_created");
    expect(audit).toMatchObject({ actorName: "Verzekeraar", partnerId: null });
    expect(audit!.details).toEqual({
      key: "holiday_banner",
      environment: "qa",
      old: null,
      new: {
        active: true,
        includePartners: ["acme", "boekfix"],
        excludePartners: [],
        includeUsers: [user.id],
        excludeUsers: [],
        extra: "kerst",
      },
    });
    // The edit form shows the user by e-mail again.
    const opened = await open(row.id, cookie);
    expect((opened.body as { values: { includeUsers: string; includePartners: string } }).values).toMatchObject({
      includeUsers: "flag-user@example.nl",
      includePartners: "acme\nboekfix",
    });
    // The same key in the same environment is taken; in another environment it is a new flag.
    const again = await create({ key: "holiday_banner", environment: "qa" }, cookie);
    expect(again.status).toBe(400);
    expect((again.body as { errors: unknown }).errors).toEqual({ key: { code: "keyTaken" } });
    expect((await create({ key: "holiday_banner", environment: "stage" }, cookie)).status).toBe(302);
  });

  it("refuses partners and users that do not exist, or an e-mail that names two users, keeping what was typed", async () => {
    const cookie = await h.staffCookie(INSURER);
    for (const partner of ["acme", "boekfix"]) {
      await db.user.create({ data: { partnerId: await h.partnerId(partner), email: "twice@example.nl", isGuest: false } });
    }
    const typed = {
      key: "refused_flag",
      environment: "qa",
      active: "on",
      includePartners: "acme\nno-such-partner",
      excludeUsers: "twice@example.nl",
      includeUsers: "nobody@example.nl",
      extra: "x",
    };
    const answer = await create(typed, cookie);
    expect(answer.status).toBe(400);
    const body = answer.body as { errors: Record<string, unknown>; values: Record<string, string> };
    expect(body.errors).toEqual({
      includePartners: { code: "unknownPartner", item: "no-such-partner" },
      includeUsers: { code: "unknownUser", item: "nobody@example.nl" },
      excludeUsers: { code: "ambiguousUser", item: "twice@example.nl" },
    });
    expect(body.values).toEqual({ ...blank, ...typed });
    expect(await db.featureFlag.findFirst({ where: { key: "refused_flag" } })).toBeNull();
    expect(await audits("flag_created")).toHaveLength(2);
  });

  it("answers bad input at the fields, never with a 500", async () => {
    const cookie = await h.staffCookie(INSURER);
    const cases: Record<string, string>[] = [
      {},
      { key: "x".repeat(5000), environment: "nowhere" },
      { key: "ok_key", environment: "qa", includePartners: Array.from({ length: 300 }, (_, i) => `p${i}`).join("\n") },
      { key: "ok_key", environment: "qa", includeUsers: '\'; drop table "User"; --' },
      { key: "ok_key", environment: "qa", extra: "x".repeat(600) },
      { key: "ok_key", environment: "qa", includePartners: "acme", excludePartners: "acme" },
    ];
    for (const fields of cases) {
      const answer = await create(fields, cookie);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(Object.keys((answer.body as { errors: object }).errors).length).toBeGreaterThan(0);
    }
    // A body that is no form: 400 from the guard.
    const json = new Request(`http://${HOST}/admin/flags/new`, {
      method: "POST",
      headers: { Host: HOST, Cookie: cookie, "Content-Type": "application/json" },
      body: "{",
    });
    expect((await answerOf(() => newRoute.action(withParams(json)))).status).toBe(400);
    // Editing or deleting a flag that does not exist: 404.
    expect((await open("no-such-flag", cookie)).status).toBe(404);
    expect((await edit("no-such-flag", { ...blank, active: "on" }, cookie)).status).toBe(404);
    expect((await edit("no-such-flag", { intent: "delete" }, cookie)).status).toBe(404);
    expect(await db.featureFlag.findFirst({ where: { key: "ok_key" } })).toBeNull();
  });

  it("changes a flag (key and environment stay) and deletes it, each audited with old and new values", async () => {
    const cookie = await h.staffCookie(INSURER);
    const flag = await db.featureFlag.findUniqueOrThrow({ where: { key_environment: { key: "holiday_banner", environment: "stage" } } });
    const changed = await edit(
      flag.id,
      { ...blank, key: "renamed", environment: "production", excludePartners: "solo", extra: "new" },
      cookie,
    );
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/admin/flags?environment=stage&saved=holiday_banner");
    expect(await db.featureFlag.findUniqueOrThrow({ where: { id: flag.id } })).toMatchObject({
      key: "holiday_banner",
      environment: "stage",
      active: false,
      excludePartners: ["solo"],
      extra: "new",
    });
    const [updated] = await audits("flag_updated");
    expect(updated!.details).toEqual({
      key: "holiday_banner",
      environment: "stage",
      old: { active: false, includePartners: [], excludePartners: [], includeUsers: [], excludeUsers: [], extra: null },
      new: { active: false, includePartners: [], excludePartners: ["solo"], includeUsers: [], excludeUsers: [], extra: "new" },
    });

    const deleted = await edit(flag.id, { intent: "delete" }, cookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/flags?environment=stage&deleted=holiday_banner");
    expect(await db.featureFlag.findUnique({ where: { id: flag.id } })).toBeNull();
    const [removed] = await audits("flag_deleted");
    expect(removed!.details).toMatchObject({
      key: "holiday_banner",
      environment: "stage",
      old: { excludePartners: ["solo"], extra: "new" },
      new: null,
    });
  });
});

describe("a change reaches the funnel at once", () => {
  const tickerOn = async (partner: string) => {
    const answer = await answerOf(() => funnelLayout.loader(withParams(getRequest(`${partner}.localhost`, "/profession"))));
    expect(answer.status).toBe(200);
    return (answer.body as { uspTicker: boolean }).uspTicker;
  };

  it("the demo ticker shows for the demo partners; excluding acme hides it there only, with no wait", async () => {
    expect(await tickerOn("acme")).toBe(true);
    expect(await tickerOn("boekfix")).toBe(true);
    const cookie = await h.staffCookie(INSURER);
    const flag = await db.featureFlag.findUniqueOrThrow({ where: { key_environment: { key: "usp_ticker", environment: "development" } } });
    const answer = await edit(
      flag.id,
      { ...blank, active: "on", includePartners: "direct\nacme\nboekfix\nsolo\nacme", excludePartners: "ACME" },
      cookie,
    );
    // acme both in and out: refused, nothing changed.
    expect(answer.status).toBe(400);
    expect(await tickerOn("acme")).toBe(true);
    expect((await edit(flag.id, { ...blank, active: "on", includePartners: "direct\nboekfix\nsolo" }, cookie)).status).toBe(302);
    expect(await tickerOn("acme")).toBe(false);
    expect(await tickerOn("boekfix")).toBe(true);
    expect((await flagFor("usp_ticker", { partnerName: "solo", userId: null })).on).toBe(true);
    // Turned off: off for all.
    expect((await edit(flag.id, { ...blank, includePartners: "boekfix" }, cookie)).status).toBe(302);
    expect(await tickerOn("boekfix")).toBe(false);
  });
});
