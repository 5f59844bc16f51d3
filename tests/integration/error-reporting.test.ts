// Error reporting without Sentry (decision 0051): the built-in error log counts each error by
// fingerprint and keeps the last request id; the browser's report route refuses bodies over its
// limit (413), bad JSON (400) and floods (429) and keeps no personal data; /admin/errors is for
// the insurer's admins only. Routes are called as Remix calls them, on a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("error-reporting");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "error-reporting-test-secret";
delete process.env.SENTRY_DSN;

const { db } = await import("~/server/platform/db.server");
const { ERROR_LOG_KEEP_DAYS, recordInErrorLog, reportError } = await import("~/server/providers/error-reporting.server");
const reportRoute = await import("~/routes/platform/report-error");
const errorsRoute = await import("~/routes/staff/admin-errors");
const { ERROR_REPORT_BODY_LIMIT } = await import("~/domain/platform/request-limits");
const h = await import("./support/funnel-harness");
const { handleError } = await import("~/entry.server");

const HOST = "acme.localhost";

function postJson(body: string, clientAddress: string, requestId = "req-test-0001") {
  const request = new Request(`http://${HOST}/report-error`, {
    method: "POST",
    headers: { Host: HOST, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body,
  });
  return h.answerOf(() => reportRoute.action({ request, params: {}, context: { clientAddress, requestId } }));
}

describe("the built-in error log", () => {
  it("counts the same error once per fingerprint and keeps the newest request id", async () => {
    const route = `/user/policies/${"c".repeat(10)}1234567890`;
    await recordInErrorLog({ source: "server", message: "Boom after 3 tries", route, requestId: "req-a", status: 500 }, "r-count");
    await recordInErrorLog(
      { source: "server", message: "Boom after 7 tries", route: "/user/policies/cxyz98765432100000", requestId: "req-b", status: 500 },
      "r-count",
    );
    const rows = await db.errorLogEntry.findMany({ where: { release: "r-count" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      count: 2,
      requestId: "req-b",
      route: "/user/policies/:id",
      message: "Boom after <n> tries",
      status: 500,
    });
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.firstSeenAt.getTime());

    // Another release is another row.
    await recordInErrorLog({ source: "server", message: "Boom after 3 tries", route, requestId: "req-c" }, "r-count-2");
    expect(await db.errorLogEntry.count({ where: { release: { in: ["r-count", "r-count-2"] } } })).toBe(2);
  });

  it("drops entries not seen for 90 days when a new error comes in; a repeat keeps them", async () => {
    const seenAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await recordInErrorLog({ source: "server", message: "Known", route: "/prune" }, "r-prune-new");
    await db.errorLogEntry.createMany({
      data: [
        {
          fingerprint: "prune-old",
          release: "r-prune",
          route: "/",
          message: "old",
          requestId: "x",
          firstSeenAt: seenAgo(200),
          lastSeenAt: seenAgo(ERROR_LOG_KEEP_DAYS + 1),
        },
        {
          fingerprint: "prune-recent",
          release: "r-prune",
          route: "/",
          message: "recent",
          requestId: "x",
          firstSeenAt: seenAgo(200),
          lastSeenAt: seenAgo(ERROR_LOG_KEEP_DAYS - 1),
        },
      ],
    });
    const kept = () =>
      db.errorLogEntry
        .findMany({ where: { release: "r-prune" }, orderBy: { fingerprint: "asc" } })
        .then((rows) => rows.map((row) => row.fingerprint));
    // A repeat of a known error prunes nothing.
    await recordInErrorLog({ source: "server", message: "Known", route: "/prune" }, "r-prune-new");
    expect(await kept()).toEqual(["prune-old", "prune-recent"]);
    // A new error prunes the entry not seen for more than 90 days.
    await recordInErrorLog({ source: "server", message: "Something new", route: "/prune" }, "r-prune-new");
    expect(await kept()).toEqual(["prune-recent"]);
  });

  it("keeps out 401s and 400s with signature_expired (spec section 8)", async () => {
    const before = await db.errorLogEntry.count();
    await reportError({ source: "server", message: "unauthorised unique-401", route: "/x", status: 401 });
    await reportError({ source: "server", message: "expired unique-400", route: "/x", status: 400, code: "signature_expired" });
    expect(await db.errorLogEntry.count()).toBe(before);
    await reportError({ source: "server", message: "bad request unique-400", route: "/x", status: 400, code: "other" });
    expect(await db.errorLogEntry.count()).toBe(before + 1);
  });
});

describe("handleError (entry.server)", () => {
  const request = (path: string) => new Request(`http://${HOST}${path}`, { headers: { Host: HOST } });

  it("puts a loader's thrown error in the log under its route, counting repeats with the last request id", async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'premium')");
    await handleError(error, {
      request: request("/user/policies/cabc1234567890xyz.data"),
      params: { policyId: "cabc1234567890xyz" },
      context: { requestId: "req-h1" },
    });
    await handleError(error, {
      request: request("/user/policies/cother987654321abc"),
      params: { policyId: "cother987654321abc" },
      context: { requestId: "req-h2" },
    });
    // Reporting runs beside the answer: wait for it.
    await expect.poll(async () => (await db.errorLogEntry.findFirst({ where: { route: "/user/policies/:policyId" } }))?.count).toBe(2);
    const row = await db.errorLogEntry.findFirst({ where: { route: "/user/policies/:policyId" } });
    expect(row).toMatchObject({
      message: "TypeError: Cannot read properties of undefined (reading 'premium')",
      requestId: "req-h2",
      status: 500,
    });
  });

  it("leaves out aborted requests and 4xx refusals", async () => {
    const before = await db.errorLogEntry.count();
    const controller = new AbortController();
    controller.abort();
    const aborted = new Request(`http://${HOST}/aborted`, { headers: { Host: HOST }, signal: controller.signal });
    await handleError(new Error("aborted one"), { request: aborted, params: {}, context: {} });
    // A thrown Response as Remix hands it over (what isRouteErrorResponse recognises).
    const routeError = (status: number, statusText: string) => ({ status, statusText, internal: false, data: null });
    await handleError(routeError(404, "Not Found"), { request: request("/missing-notices"), params: {}, context: {} });
    await handleError(routeError(503, "Service Unavailable"), {
      request: request("/unavailable-notices"),
      params: {},
      context: { requestId: "req-503" },
    });
    await expect.poll(() => db.errorLogEntry.count()).toBe(before + 1);
    expect(await db.errorLogEntry.findFirst({ where: { route: "/unavailable-notices" } })).toMatchObject({
      status: 503,
      message: "<n> Service Unavailable",
      requestId: "req-503",
    });
    expect(await db.errorLogEntry.count({ where: { route: { in: ["/missing-notices", "/aborted"] } } })).toBe(0);
  });
});

describe("POST /report-error from a browser", () => {
  it("takes a report (204) into the log, without the e-mail address in it", async () => {
    const answer = await postJson(
      JSON.stringify({ message: "TypeError: x is undefined for piet@example.nl", route: "/products/available-products?x=1" }),
      "10.0.0.1",
      "req-browser-1",
    );
    expect(answer.status).toBe(204);
    const row = await db.errorLogEntry.findFirst({ where: { message: "TypeError: x is undefined for <email>" } });
    expect(row).toMatchObject({ route: "/products/available-products", requestId: "req-browser-1", count: 1 });
  });

  it("answers 413 for a body over the limit and logs nothing", async () => {
    const before = await db.errorLogEntry.count();
    const answer = await postJson(JSON.stringify({ message: "x".repeat(ERROR_REPORT_BODY_LIMIT), route: "/" }), "10.0.0.2");
    expect(answer.status).toBe(413);
    expect(await db.errorLogEntry.count()).toBe(before);
  });

  it("answers 400 for bad JSON and for a report without message or route", async () => {
    const before = await db.errorLogEntry.count();
    expect((await postJson("{not json", "10.0.0.3")).status).toBe(400);
    expect((await postJson(JSON.stringify({ route: "/" }), "10.0.0.3")).status).toBe(400);
    expect((await postJson(JSON.stringify({ message: "m", route: "https://evil.example/" }), "10.0.0.3")).status).toBe(400);
    expect((await postJson("[]", "10.0.0.3")).status).toBe(400);
    expect(await db.errorLogEntry.count()).toBe(before);
  });

  it("answers 429 once a client has sent its limit in a window, while another client still gets through", async () => {
    const body = JSON.stringify({ message: "flood", route: "/flood" });
    const { limit } = reportRoute.ERROR_REPORT_LIMIT;
    // Fixed windows: within 2 × limit + 1 posts (well under a minute) a window must run full,
    // even when one boundary falls inside the loop.
    let firstRefused = -1;
    let retryAfter: string | null = null;
    for (let i = 0; i < 2 * limit + 1 && firstRefused < 0; i++) {
      const answer = await postJson(body, "10.0.0.4");
      if (answer.status === 429) [firstRefused, retryAfter] = [i, answer.headers.get("Retry-After")];
      else expect(answer.status).toBe(204);
    }
    expect(firstRefused).toBeGreaterThanOrEqual(limit);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await postJson(body, "10.0.0.5")).status).toBe(204);
    const row = await db.errorLogEntry.findFirst({ where: { route: "/flood" } });
    // Every accepted report counted, the refused one not.
    expect(row!.count).toBe(firstRefused + 1);
  });

  it("refuses a report from another site (403)", async () => {
    const request = new Request(`http://${HOST}/report-error`, {
      method: "POST",
      headers: { Host: HOST, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ message: "m", route: "/" }),
    });
    const answer = await h.answerOf(() => reportRoute.action({ request, params: {}, context: { clientAddress: "10.0.0.6" } }));
    expect(answer.status).toBe(403);
  });
});

describe("/admin/errors", () => {
  const open = (cookie: string | null) => h.answerOf(() => errorsRoute.loader(h.args(h.getRequest("localhost", "/admin/errors", cookie))));

  it("shows the insurer's admin the log, most recently seen first", async () => {
    await recordInErrorLog({ source: "server", message: "older one", route: "/a", requestId: "req-old" }, "r-order");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordInErrorLog({ source: "server", message: "newer one", route: "/b", requestId: "req-new" }, "r-order");
    const answer = await open(await h.staffCookie("admin@insurer.example"));
    expect(answer.status).toBe(200);
    const rows = (answer.body as { rows: { message: string; requestId: string; release: string }[] }).rows.filter(
      (row) => row.release === "r-order",
    );
    expect(rows.map((row) => row.message)).toEqual(["newer one", "older one"]);
  });

  it("refuses a partner's admin (403) and anyone signed out", async () => {
    expect((await open(await h.staffCookie("admin@acme.example"))).status).toBe(403);
    const signedOut = await open(null);
    expect([302, 303, 401, 403]).toContain(signedOut.status);
  });
});
