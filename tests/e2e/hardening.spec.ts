// What the production server answers an attacker (issue 9): hosts that are not ours, bodies
// over a route's limit, the security headers, framing, third-party scripts on staff pages, and
// the status of refusals. Requests that need their own Host header or a body that is never
// sent go out through Node's http.request to 127.0.0.1 (fetch may not set Host); framing and
// cross-site posts are made by Chromium from pages the test serves on another host.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createCustomer, signInByEmail } from "./support/account";
import { db, partnerByName } from "./support/db";
import { uniqueEmail } from "./support/funnel";
import { grantAnalyticsConsent, partnerUrl } from "./support/hosts";
import { createOwnPartner, removeOwnPartner, signInStaff } from "./support/own-partner";

const PORT = Number(new URL(baseURL).port);
const MB = 1_000_000;

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/**
 * One request straight to the test server. `declaredLength` sends that Content-Length and no
 * body at all; `chunked` starts a chunked body and never ends it. Either way the answer has to
 * come from the headers alone. `waitMs` gives up waiting (status 0: the server still waits for
 * the body).
 */
function raw(options: {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  declaredLength?: number;
  chunked?: boolean;
  waitMs?: number;
}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { Host: options.host ?? `localhost:${PORT}`, ...options.headers };
    if (options.body !== undefined) headers["Content-Length"] = Buffer.byteLength(options.body);
    if (options.declaredLength !== undefined) headers["Content-Length"] = options.declaredLength;
    if (options.chunked) headers["Transfer-Encoding"] = "chunked";
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      method: options.method ?? "GET",
      path: options.path,
      headers,
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ status: 0, headers: {}, body: "", ms: Date.now() - started });
    }, options.waitMs ?? 10_000);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: Date.now() - started });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (options.body !== undefined) request.end(options.body);
    else if (options.chunked) request.write("email=");
    else if (options.declaredLength !== undefined) request.flushHeaders();
    else request.end();
  });
}

/** A page of the test's own at `url` (Chromium resolves *.localhost, the route answers any other host). */
async function servePage(page: Page, url: string, html: string) {
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><html><body>${html}</body></html>` }),
  );
  await page.goto(url);
}

/**
 * Opens a real page of ours at `parentUrl` and puts `src` in a frame on it, as a page on that
 * host could. (A page the test serves itself counts as public to Chromium, which then refuses
 * any frame on localhost before frame-ancestors is even asked.)
 */
async function frameFrom(page: Page, parentUrl: string, src: string) {
  await page.goto(parentUrl);
  // After hydration, which would otherwise drop a node it did not render.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate((url) => {
    const frame = document.createElement("iframe");
    frame.src = url;
    frame.title = "framed";
    document.body.prepend(frame);
  }, src);
}

/** Chromium refused to show `src` in the frame of the current page, for its frame-ancestors. */
async function expectFrameBlocked(page: Page, src: string, refusals: string[]) {
  await expect.poll(() => refusals.find((message) => message.includes("frame-ancestors")) ?? null).not.toBeNull();
  // The frame shows Chromium's error page, not ours.
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url()).not.toBe(src);
}

function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

test.describe("hosts", () => {
  test("a malformed Host answers 400, not a page and not a 500", async () => {
    for (const host of [`localhost:99999`, "bad_host!", "acme..localhost"]) {
      const answer = await raw({ path: "/welcome", host });
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toBe("400 malformed host");
    }
  });

  test("a host outside the root domains answers 404 from the front door; acme.<anything> is not acme", async () => {
    for (const host of ["acme.attacker.example", "acme.localhost.attacker.example", `127.0.0.1:${PORT}`, "evil.example"]) {
      const answer = await raw({ path: "/welcome", host });
      expect(answer.status, host).toBe(404);
      // The plain front-door text: no page was rendered, so no partner was looked up.
      expect(answer.body, host).toBe("404 unknown host");
      expect(answer.body).not.toContain("Acme");
    }
    // Load balancers ask for /healthz by address.
    expect((await raw({ path: "/healthz", host: `127.0.0.1:${PORT}` })).status).toBe(200);
    // acme itself, on a configured root domain, is served.
    const acme = await raw({ path: "/welcome", host: `acme.localhost:${PORT}` });
    expect(acme.status).toBe(200);
    expect(acme.body).toContain("Acme Bank");
  });

  test("a sign-in post to a foreign host mails nothing and creates no account", async () => {
    const email = uniqueEmail("foreign-host");
    const answer = await raw({
      method: "POST",
      path: "/sign-in",
      host: "acme.attacker.example",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("404 unknown host");
    // The same post to acme's own host does mail a link (so the counts below can change).
    const ours = await raw({
      method: "POST",
      path: "/sign-in",
      host: `acme.localhost:${PORT}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: `email=${encodeURIComponent(`ours-${email}`)}`,
    });
    expect(ours.status).toBeLessThan(400);
    await expect.poll(() => db.outboxMail.count({ where: { to: `ours-${email}` } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: email } })).toBe(0);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

test.describe("body limits", () => {
  for (const path of ["/cart", "/sign-in"]) {
    test(`an 80 MB post to ${path} is refused with 413 from its headers alone`, async () => {
      const answer = await raw({
        method: "POST",
        path,
        declaredLength: 80 * MB,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      // Not a byte of the body was sent: an answer at all means the server did not wait for it.
      expect(answer.status).toBe(413);
      expect(answer.body).toBe("413 body too large");
      expect(answer.headers.connection).toBe("close");
      expect(answer.ms).toBeLessThan(3_000);
    });
  }

  test("a chunked body (no length) is refused with 411", async () => {
    const answer = await raw({
      method: "POST",
      path: "/sign-in",
      chunked: true,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(411);
    expect(answer.body).toBe("411 length required");
  });

  test("a claim with files passes the front door; ten files' worth more does not", async () => {
    // 30 MB fits the claim limit (10 files of 25 MB): the front door lets it in, so the server
    // either waits for the body (never sent) or answers from the route, never 413.
    const claim = await raw({
      method: "POST",
      path: "/user/claims",
      declaredLength: 30 * MB,
      waitMs: 2_000,
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(claim.status).not.toBe(413);
    expect(claim.body).not.toContain("body too large");
    // The same length to an ordinary form is refused, and so is more than ten files' worth here.
    expect((await raw({ method: "POST", path: "/sign-in", declaredLength: 30 * MB })).status).toBe(413);
    expect((await raw({ method: "POST", path: "/user/claims", declaredLength: 300 * MB })).status).toBe(413);
  });
});

test.describe("headers", () => {
  test("nosniff and Referrer-Policy on a page, an asset and a 404", async ({ request }) => {
    const page = await request.get("/welcome");
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const path of ["/welcome", asset!, "/does/not/exist"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(path === "/does/not/exist" ? 404 : 200);
      expect(answer.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
    // HSTS only where the site is served over https (the test server is plain http).
    expect(page.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("every HTML page has a CSP nonce, on every script of the page, new per request", async ({ request }) => {
    const nonces: string[] = [];
    for (const path of ["/welcome", "/welcome", "/sign-in", "/admin/sign-in"]) {
      const answer = await request.get(path);
      const csp = answer.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      const scripts = (await answer.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
      expect(csp).toContain("frame-ancestors 'none'");
      // Staff pages run our own scripts only: no strict-dynamic, no https: scripts.
      const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? "";
      if (path.startsWith("/admin")) expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
      else expect(scriptSrc).toContain("'strict-dynamic'");
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test("the page's scripts run under its policy: no CSP refusals, and the page hydrates", async ({ page }) => {
    const refusals = watchRefusals(page);
    await page.goto("/profession?lng=nl");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(refusals).toEqual([]);
  });

  test("Cache-Control no-store on account, checkout, admin and broker pages", async ({ request }) => {
    for (const path of ["/user/policies", "/checkout/questions", "/admin/sign-in", "/admin/users", "/broker/sign-in", "/broker/quotes"]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.headers()["cache-control"], path).toBe("no-store");
    }
    expect((await request.get("/welcome")).headers()["cache-control"]).not.toBe("no-store");
  });

  test("/__bench/bare is not served in production; /500 answers 500", async ({ request }) => {
    expect((await request.get("/__bench/bare")).status()).toBe(404);
    const error = await request.get("/500");
    expect(error.status()).toBe(500);
    expect(await error.text()).toContain("Er is iets misgegaan");
  });
});

test.describe("framing", () => {
  test("another partner's page cannot frame /admin/users", async ({ page, context }) => {
    const own = await createOwnPartner("framing-admin");
    try {
      await signInStaff(context, own.admin);
      const users = await page.goto(partnerUrl(null, "/admin/users"));
      expect(users?.status()).toBe(200);
      expect(users?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

      const refusals = watchRefusals(page);
      const target = partnerUrl(null, "/admin/users");
      await frameFrom(page, partnerUrl("acme", "/welcome"), target);
      await expectFrameBlocked(page, target, refusals);
    } finally {
      await removeOwnPartner(own);
    }
  });

  test("a customer's policy page is never framed", async ({ page }) => {
    const email = uniqueEmail("framing-policy");
    const { policyId, number } = await customerWithPolicy(email);
    await signInByEmail(page, email, "acme");
    const target = partnerUrl("acme", `/user/policies/${policyId}`);
    const answer = await page.goto(target);
    expect(answer?.status()).toBe(200);
    await expect(page.getByText(number).first()).toBeVisible();
    expect(answer?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    const refusals = watchRefusals(page);
    await frameFrom(page, partnerUrl("boekfix", "/welcome"), target);
    await expectFrameBlocked(page, target, refusals);
  });

  test("the colour preview may be framed by the admin host only", async ({ page }) => {
    const preview = partnerUrl("acme", "/welcome?colour_preview=1");
    const answer = await page.request.get(preview.replace("acme.localhost", "localhost"), { headers: { Host: new URL(preview).host } });
    expect(answer.headers()["content-security-policy"]).toContain(`frame-ancestors ${new URL(baseURL).origin};`);

    // From the admin host (the bare root domain), the preview shows in the frame.
    let refusals = watchRefusals(page);
    await frameFrom(page, partnerUrl(null, "/welcome"), preview);
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();
    expect(refusals).toEqual([]);

    // From a partner's host, it does not; nor does the page without the preview flag.
    const other = await page.context().newPage();
    refusals = watchRefusals(other);
    await frameFrom(other, partnerUrl("boekfix", "/welcome"), preview);
    await expectFrameBlocked(other, preview, refusals);
    const third = await page.context().newPage();
    refusals = watchRefusals(third);
    const plain = partnerUrl("acme", "/welcome");
    await frameFrom(third, partnerUrl(null, "/welcome"), plain);
    await expectFrameBlocked(third, plain, refusals);
  });
});

test("staff pages never load the partner's tag manager; its customer pages do", async ({ page, context }) => {
  const own = await createOwnPartner("tag-manager");
  try {
    expect((await partnerByName(own.name)).googleTagManagerId).toBe("GTM-ACME01");
    const tagManagerRequests: string[] = [];
    await context.route("https://www.googletagmanager.com/**", (route) => {
      tagManagerRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    // Consent given on both hosts: staff pages load no tag manager even so.
    await grantAnalyticsConsent(context, [own.name, null]);
    await page.goto(partnerUrl(own.name, "/welcome"));
    await expect(page.locator("script#tag-manager")).toHaveCount(1);
    await expect.poll(() => tagManagerRequests.length).toBeGreaterThan(0);

    tagManagerRequests.length = 0;
    await signInStaff(context, own.admin);
    await signInStaff(context, own.broker, "broker");
    for (const path of ["/admin/sign-in", "/broker/sign-in", "/admin/users", "/broker/quotes"]) {
      for (const host of [own.name, null]) {
        const answer = await page.goto(partnerUrl(host, path));
        // Signed in on the admin host; on the partner's host a staff page may refuse (403).
        expect(answer?.status(), `${host} ${path}`).toBeLessThan(500);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        expect(await page.content(), `${host} ${path}`).not.toContain("googletagmanager");
      }
    }
    expect(tagManagerRequests).toEqual([]);
  } finally {
    await removeOwnPartner(own);
  }
});

test.describe("refusals (issue 9, defect 10)", () => {
  test("a cross-site form post shows the translated no-access page with 403 and does nothing", async ({ page }) => {
    const email = uniqueEmail("cross-site");
    const target = partnerUrl("acme", "/sign-in");
    await servePage(
      page,
      "http://evil.example/",
      `<form method="post" action="${target}"><input name="email" value="${email}"><button>Go</button></form>`,
    );
    const answer = page.waitForResponse(target);
    await page.getByRole("button", { name: "Go" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Geen toegang" })).toBeVisible();
    await expect(page).toHaveTitle(/^Geen toegang/);
    await expect(page.getByRole("link", { name: "Terug naar de start" })).toBeVisible();
    expect(await db.outboxMail.count({ where: { to: email } })).toBe(0);
  });

  test("a post from another partner's page to acme's cart gets the 403 page", async ({ page }) => {
    const productId = (await db.partnerProduct.findFirstOrThrow({ where: { partnerId: (await partnerByName("acme")).id } })).productId;
    await page.goto(partnerUrl("boekfix", "/welcome"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const target = partnerUrl("acme", "/cart");
    // A form on boekfix's page (same site, other origin) aimed at acme's cart.
    await page.evaluate(
      ({ action, productId }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        form.innerHTML = `<input name="intent" value="add"><input name="productId" value="${productId}"><button>Go</button>`;
        document.body.prepend(form);
      },
      { action: target, productId },
    );
    const answer = page.waitForResponse(target);
    await page.getByRole("button", { name: "Go" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Geen toegang" })).toBeVisible();
  });

  test("a cross-site data request answers 403, not 500", async ({ request }) => {
    for (const path of ["/sign-in.data", "/cart.data", "/sign-in"]) {
      const answer = await request.post(path, {
        form: { email: "x@example.nl", intent: "add" },
        headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(403);
    }
  });

  test("/cart refusals keep a 4xx status as a page and as data", async ({ request }) => {
    const cases: [Record<string, string>, number][] = [
      [{ intent: "nonsense" }, 400],
      [{ intent: "add", productId: "no-such-product" }, 400],
      [{ intent: "delete", itemId: "no-such-item" }, 404],
    ];
    for (const [form, status] of cases) {
      for (const path of ["/cart", "/cart.data", "/cart?_data=routes%2Fcheckout%2Fcart"]) {
        const answer = await request.post(path, {
          form,
          headers: { "Sec-Fetch-Site": "same-origin", Accept: "text/html" },
          maxRedirects: 0,
        });
        expect(answer.status(), `${path} ${JSON.stringify(form)}`).toBe(status);
      }
      // As a page (a form posted without JavaScript) it says why, translated.
      const page = await request.post("/cart?lng=nl", {
        form,
        headers: { "Sec-Fetch-Site": "same-origin", Accept: "text/html" },
        maxRedirects: 0,
      });
      expect(await page.text()).toContain(status === 404 ? "Pagina niet gevonden" : "Dit verzoek kunnen we niet uitvoeren");
    }
  });
});

/** A customer of acme with one active policy, made straight in the database. */
async function customerWithPolicy(email: string): Promise<{ policyId: string; number: string }> {
  const user = await createCustomer("acme", email);
  const acme = await partnerByName("acme");
  const { productId } = await db.partnerProduct.findFirstOrThrow({ where: { partnerId: acme.id }, orderBy: { position: "asc" } });
  const tag = randomBytes(5).toString("hex");
  const checkout = await db.checkout.create({
    data: { partnerId: acme.id, userId: user.id, group: "other", status: "completed", completedAt: new Date() },
  });
  const mandate = await db.mandate.create({
    data: {
      partnerId: acme.id,
      userId: user.id,
      reference: `E2E-${tag}`,
      iban: "NL91ABNA0417164300",
      accountHolder: "Sanne de Vries",
      signedOn: "2026-01-01",
    },
  });
  const number = `E2E-${tag.toUpperCase()}`;
  const policy = await db.policy.create({
    data: {
      number,
      partnerId: acme.id,
      userId: user.id,
      productId,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: "active",
      startDate: "2026-01-01",
      netMonthlyCents: 1500,
      grossMonthlyCents: 1949,
      answers: {},
    },
  });
  return { policyId: policy.id, number };
}
