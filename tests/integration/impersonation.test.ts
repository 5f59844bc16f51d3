// Admins and impersonation against the server code as Remix calls it, on a scratch
// database: who may start it, what the impersonating browser can and cannot reach, stopping
// it, and the audit rows each step leaves.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("impersonation");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "impersonation-test-secret";

const { db } = await import("~/server/platform/db.server");
const staffSignIn = await import("~/routes/staff/staff-sign-in");
const impersonateRoute = await import("~/routes/staff/admin-impersonate");
const startRoute = await import("~/routes/staff/impersonation-start");
const stopRoute = await import("~/routes/staff/impersonation-stop");
const auditRoute = await import("~/routes/staff/admin-audit");
const adminLayout = await import("~/routes/staff/admin-layout");
const cartRoute = await import("~/routes/checkout/cart");
const { requireCustomer } = await import("~/server/account/auth.server");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const ADMIN_HOST = "localhost";

let n = 0;
async function customer(partner: string) {
  return db.user.create({
    data: { partnerId: await h.partnerId(partner), email: `imp-${++n}-${process.pid}@example.nl`, firstName: `Klant${n}`, isGuest: false },
  });
}

function cookiesFrom(headers: Headers): string {
  const all = headers.get("Set-Cookie") ?? "";
  return all
    .split(/,(?=\s*[\w-]+=)/)
    .map((c) => c.split(";")[0]!.trim())
    .filter((c) => !/=$/.test(c))
    .join("; ");
}

/** The admin starts impersonating on the admin host and follows the ticket to the user's host. */
async function impersonate(adminEmail: string, userId: string, userHost: string) {
  const admin = await h.staffCookie(adminEmail);
  const start = await answerOf(() =>
    impersonateRoute.action({
      request: postForm(ADMIN_HOST, `/admin/users/${userId}/impersonate`, {}, admin),
      params: { userId },
      context: {},
    }),
  );
  if (start.status !== 302) return { start, cookie: null as string | null, admin };
  const ticket = new URL(start.location!);
  expect(ticket.hostname).toBe(userHost);
  const landed = await answerOf(() => startRoute.loader(h.args(getRequest(userHost, ticket.pathname + ticket.search))));
  return { start, landed, cookie: cookiesFrom(landed.headers), admin };
}

describe("starting", () => {
  it("the insurer admin lands on the user's own host as that user, with the admin refresh cookie", async () => {
    const user = await customer("acme");
    const { start, landed, cookie } = await impersonate("admin@insurer.example", user.id, ACME);
    expect(start.status).toBe(302);
    expect(landed!.status).toBe(302);
    expect(cookie).toMatch(/__session=/);
    expect(cookie).toMatch(/admin_refresh=/);
    const signedIn = await answerOf(() => requireCustomer(getRequest(ACME, "/user/policies", cookie)));
    expect(signedIn.status).toBe(200);
    const rows = await db.auditLog.findMany({ where: { userId: user.id, action: "impersonation_start" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorName).toBe("Verzekeraar");
  });

  it("a partner admin can not impersonate a user of another partner", async () => {
    const user = await customer("boekfix");
    const { start } = await impersonate("admin@acme.example", user.id, BOEKFIX);
    expect(start.status).toBe(404);
    expect(await db.auditLog.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a ticket works once and only on the user's own host", async () => {
    const user = await customer("acme");
    const admin = await h.staffCookie("admin@insurer.example");
    const start = await answerOf(() =>
      impersonateRoute.action({
        request: postForm(ADMIN_HOST, `/admin/users/${user.id}/impersonate`, {}, admin),
        params: { userId: user.id },
        context: {},
      }),
    );
    const ticket = new URL(start.location!);
    const elsewhere = await answerOf(() => startRoute.loader(h.args(getRequest(BOEKFIX, ticket.pathname + ticket.search))));
    expect(elsewhere.location).toBe("/welcome?error=invalid_link");
    const first = await answerOf(() => startRoute.loader(h.args(getRequest(ACME, ticket.pathname + ticket.search))));
    expect(first.location).toBe("/user/policies");
    const again = await answerOf(() => startRoute.loader(h.args(getRequest(ACME, ticket.pathname + ticket.search))));
    expect(again.location).toBe("/welcome?error=invalid_link");
  });
});

describe("while impersonating", () => {
  it("nothing admin-only answers, even with the admin's own staff cookie", async () => {
    const user = await customer("acme");
    const { cookie, admin } = await impersonate("admin@insurer.example", user.id, ACME);
    const both = `${cookie}; ${admin}`;
    const layout = await answerOf(() => adminLayout.loader(h.args(getRequest(ACME, "/admin/partners", both))));
    expect(layout.status).toBe(403);
    const audit = await answerOf(() => auditRoute.loader(h.args(getRequest(ACME, "/admin/audit", both))));
    expect(audit.status).toBe(403);
  });

  it("the customer's actions are marked as done by the admin", async () => {
    const user = await customer("acme");
    const { cookie } = await impersonate("admin@insurer.example", user.id, ACME);
    const product = await h.productBySlug("business-liability");
    const added = await answerOf(() => cartRoute.action(h.args(postForm(ACME, "/cart", { intent: "add", productId: product.id }, cookie))));
    expect(added.status).toBe(302);
    const marked = await db.auditLog.findFirstOrThrow({ where: { userId: user.id, action: "impersonated_action" } });
    expect(marked.actorName).toBe("Verzekeraar");
    expect(marked.details).toMatchObject({ method: "POST", path: "/cart" });
  });

  it("stop clears the session and the admin refresh cookie (path /) and returns to the stored URL", async () => {
    const user = await customer("acme");
    const { cookie } = await impersonate("admin@insurer.example", user.id, ACME);
    const stopped = await answerOf(() => stopRoute.action(h.args(postForm(ACME, "/impersonation/stop", {}, cookie))));
    expect(stopped.status).toBe(302);
    expect(stopped.location).toBe("http://localhost:3000/admin/users");
    const setCookie = stopped.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/admin_refresh=;[^,]*Path=\//i);
    expect(setCookie).toMatch(/admin_refresh=;[^,]*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(setCookie).toMatch(/__session=;/);
    expect(await db.auditLog.count({ where: { userId: user.id, action: "impersonation_stop" } })).toBe(1);
  });
});

describe("the admin area refuses", () => {
  it("a visitor without a staff session: to the admin sign-in", async () => {
    const user = await customer("acme");
    const customerCookie = await h.signedSessionCookie(user.id);
    const answer = await answerOf(() => adminLayout.loader(h.args(getRequest(ACME, "/admin/partners", customerCookie))));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/sign-in?redirectTo=%2Fadmin%2Fpartners");
  });

  it("a broker: 403", async () => {
    const broker = await h.staffCookie("broker@acme.example");
    const answer = await answerOf(() => adminLayout.loader(h.args(getRequest(ACME, "/admin/partners", broker))));
    expect(answer.status).toBe(403);
  });

  it("a wrong password, the same answer as an unknown address", async () => {
    const attempt = (email: string) =>
      answerOf(() =>
        staffSignIn.action({
          request: postForm(ADMIN_HOST, "/admin/sign-in", { email, password: "not-the-password" }),
          params: {},
          context: { clientAddress: "198.51.100.7" },
        }),
      );
    const wrong = await attempt("admin@insurer.example");
    const unknown = await attempt("nobody@insurer.example");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((wrong.body as { error: string }).error).toBe((unknown.body as { error: string }).error);
    const good = await answerOf(() =>
      staffSignIn.action({
        request: postForm(ADMIN_HOST, "/admin/sign-in", { email: "admin@insurer.example", password: "demo-insurer-admin" }),
        params: {},
        context: {},
      }),
    );
    expect(good.status).toBe(302);
    expect(good.headers.get("Set-Cookie")).toMatch(/__staff=/);
  });

  it("a broker's correct password on the admin sign-in", async () => {
    const answer = await answerOf(() =>
      staffSignIn.action({
        request: postForm(ADMIN_HOST, "/admin/sign-in", { email: "broker@acme.example", password: "demo-acme-broker" }),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(401);
    expect(sessionCookieFrom(answer.headers)).toBeNull();
  });
});
