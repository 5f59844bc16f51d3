// The anonymous page cache (decision 0054) on the real server: a shared page asked for without
// cookies is rendered once and then served kept, each time with a nonce of its own that the
// page's scripts carry, so it still hydrates under the Content-Security-Policy. A visitor whose
// only cookies are choices (analytics consent, language) shares the page of everyone with the
// same choices; one with a personal cookie (a session), or a private page, gets a page of their own.
import http from "node:http";
import { db } from "./support/db";
import { baseURL } from "../../playwright.config";
import { partnerUrl } from "./support/hosts";
import { expect, signInStaff, test } from "./support/own-partner";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const PORT = new URL(baseURL).port;

type Answer = { status: number; headers: Record<string, string | undefined>; body: string };

/**
 * Asks until a kept page answers: each worker process of the server (WEB_CONCURRENCY) keeps
 * its own pages, and the first visit to each renders.
 */
async function getKept(partner: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await get(partner, path, headers);
    if (answer.headers["x-page-cache"] === "hit") return answer;
  }
  throw new Error(`${path} was never served kept`);
}

/** A GET on a partner's host through Node's http (fetch may not set Host), with no cookie unless given. */
function get(partner: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      path,
      headers: { Host: `${partner}.localhost:${PORT}`, ...headers },
      agent: false,
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        const flat = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]),
        );
        resolve({ status: response.statusCode ?? 0, headers: flat, body });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("page cache", () => {
  test("a visitor without cookies gets the kept welcome page with a nonce of its own, and it works", async ({ ownPartner, browser }) => {
    const first = await get(ownPartner.name, "/welcome");
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(first.headers["set-cookie"]).toBeUndefined();
    const second = await getKept(ownPartner.name, "/welcome");
    expect(second.headers["x-shared-page"]).toBeUndefined();
    const [firstNonce, secondNonce] = [
      nonceOf(first.headers["content-security-policy"]),
      nonceOf(second.headers["content-security-policy"]),
    ];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body).toContain(`nonce="${secondNonce}"`);
    expect(second.body).not.toContain(firstNonce!);
    expect(second.body).toContain(ownPartner.displayName);
    expect(second.body).toBe(first.body.split(firstNonce!).join(secondNonce!));

    // A browser's first visit is served kept too, and hydrates: the profession search reacts.
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    let kept = false;
    for (let attempt = 0; attempt < 8 && !kept; attempt++) {
      expect(await context.cookies()).toEqual([]);
      kept = (await page.goto(partnerUrl(ownPartner.name, "/profession")))?.headers()["x-page-cache"] === "hit";
    }
    expect(kept).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Typing searches without a submit: only hydrated scripts do that.
    await page.getByRole("searchbox", { name: "Zoek je beroep" }).pressSequentially("webdes");
    await expect(page).toHaveURL(/[?&]q=webdes/);
    await expect(page.getByRole("list", { name: "Gevonden beroepen" }).getByRole("button", { name: "Webdesigner" })).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test("a visitor who declined analytics is served the kept page of that choice, without the banner, and it works", async ({
    ownPartner,
    browser,
  }) => {
    const banner = "Cookies voor analyse";
    expect((await getKept(ownPartner.name, "/welcome")).body).toContain(banner);
    const declined = await getKept(ownPartner.name, "/welcome", { Cookie: "analytics_consent=denied; _ga=GA1.1.42" });
    expect(declined.body).not.toContain(banner);
    expect(declined.body).toContain(ownPartner.displayName);

    // In a browser: the choice made in the banner, then the next pages come kept and hydrate.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    await page.getByRole("region", { name: banner }).getByRole("button", { name: "Weigeren" }).click();
    await expect(page.getByRole("region", { name: banner })).toHaveCount(0);
    // The banner closes at once; the choice is stored when its post is answered.
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`))
      .toEqual(["analytics_consent=denied"]);
    let kept = false;
    for (let attempt = 0; attempt < 8 && !kept; attempt++) {
      kept = (await page.goto(partnerUrl(ownPartner.name, "/profession")))?.headers()["x-page-cache"] === "hit";
    }
    expect(kept).toBe(true);
    await expect(page.getByRole("region", { name: banner })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("searchbox", { name: "Zoek je beroep" }).pressSequentially("webdes");
    await expect(page.getByRole("list", { name: "Gevonden beroepen" }).getByRole("button", { name: "Webdesigner" })).toBeVisible();
    await context.close();
  });

  test("a visitor with a session and a private page always get a page of their own", async ({ ownPartner }) => {
    // As many tries as serve a kept page to a visitor without cookies (getKept).
    for (let attempt = 0; attempt < 8; attempt++) {
      expect(
        (await get(ownPartner.name, "/welcome", { Cookie: "analytics_consent=denied; __session=abc" })).headers["x-page-cache"],
      ).toBeUndefined();
      const signIn = await get(ownPartner.name, "/sign-in");
      expect(signIn.headers["x-page-cache"]).toBeUndefined();
      expect(signIn.headers["cache-control"]).toBe("no-store");
    }
  });

  test("a partner's display name changed in the admin shows on the next anonymous visit", async ({ ownPartner, browser }) => {
    await getKept(ownPartner.name, "/welcome");

    // The partner's own admin saves a new display name through the partner form.
    const context = await browser.newContext();
    await signInStaff(context, ownPartner.admin);
    const page = await context.newPage();
    await page.goto(partnerUrl(null, `/admin/partners/${ownPartner.id}`));
    const newName = `${ownPartner.displayName} Nieuw`;
    await page.getByLabel("Weergavenaam").fill(newName);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
    await expect.poll(async () => (await db.partner.findUniqueOrThrow({ where: { id: ownPartner.id } })).displayName).toBe(newName);
    await context.close();

    // Every worker forgot the page (the live bus), so none serves the old name.
    for (let attempt = 0; attempt < 4; attempt++) expect((await get(ownPartner.name, "/welcome")).body).toContain(newName);
  });
});
