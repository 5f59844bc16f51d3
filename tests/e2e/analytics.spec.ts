// The analytics events of spec section 9 at their moments, read from window.dataLayer, and the
// consent banner before the partner's tag manager (decision 0050).
import type { Page } from "@playwright/test";
import { db } from "./support/db";
import {
  addToCart,
  answerAllQuestions,
  answerFormalities,
  answerQuestion,
  chooseProfession,
  fillPerson,
  pay,
  pickCompany,
  startCheckoutWith,
  TEXT,
  uniqueEmail,
} from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

type Pushed = {
  event?: string;
  ecommerce?: { items?: { item_id: string; item_name: string; price: number }[] } | null;
  [key: string]: unknown;
};

/** Keeps every push of this tab in sessionStorage, so full page loads (a plain form post) lose nothing. */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = function (...items: unknown[]) {
      const kept = JSON.parse(sessionStorage.getItem("e2e-datalayer") ?? "[]") as unknown[];
      sessionStorage.setItem("e2e-datalayer", JSON.stringify([...kept, ...items]));
      return Array.prototype.push.apply(this, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

async function pushed(page: Page): Promise<Pushed[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-datalayer") ?? "[]") as Pushed[]);
}

/** The events of this page's own window.dataLayer (this document only). */
async function liveEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event ?? "").filter(Boolean));
}

async function expectEvent(page: Page, name: string, product?: string) {
  await expect
    .poll(
      async () =>
        (await pushed(page)).some(
          (entry) => entry.event === name && (!product || entry.ecommerce?.items?.some((item) => item.item_name === product)),
        ),
      { message: name },
    )
    .toBe(true);
}

const nl = TEXT.nl;

test.describe("analytics and consent", () => {
  test("14 of the 16 events along one purchase (dropout: next test; quiz: aov flow, unit-tested), with the product's id, name and price", async ({
    ownPartner,
    page,
  }) => {
    // The whole funnel with a detour through the cart: longer than one screen's test.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await recordDataLayer(page);
    await page.goto(partnerUrl(ownPartner.name, "/profession?lng=nl"));
    // The banner is there but takes nothing from the page: the walk goes on without a choice.
    await expect(page.getByRole("region", { name: "Cookies voor analyse" })).toBeVisible();
    await chooseProfession(page, "nl");
    await expectEvent(page, "funnel_search");
    const search = (await pushed(page)).find((entry) => entry.event === "funnel_search")!;
    expect(search.search_term_length).toBe(7);
    expect(JSON.stringify(search)).not.toContain("Webdesi");
    await expectEvent(page, "funnel_profession_select");
    await expectEvent(page, "view_item_list", nl.business);

    await addToCart(page, "nl", nl.business);
    await expectEvent(page, "select_item", nl.business);
    await expectEvent(page, "add_to_cart", nl.business);
    expect(await liveEvents(page)).toContain("add_to_cart");
    await addToCart(page, "nl", nl.professional);

    // The cart opened, one item removed.
    await page.getByRole("link", { name: "2 producten in winkelwagen" }).click();
    await expectEvent(page, "view_cart", nl.professional);
    const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
    await cart.getByRole("link", { name: `${nl.professional} verwijderen` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(cart.getByRole("article", { name: nl.professional })).toHaveCount(0);
    await expectEvent(page, "remove_from_cart", nl.professional);
    await cart.getByRole("button", { name: nl.continue }).click();
    await expectEvent(page, "funnel_button_click");

    await expect(page).toHaveURL(/\/checkout\/questions/);
    await expectEvent(page, "begin_checkout", nl.business);
    const product = page.getByRole("region", { name: nl.business });
    await answerQuestion(page, nl.perClaim, "€ 2.500.000", product);
    await expectEvent(page, "funnel_select", nl.business);
    await answerQuestion(page, nl.custody, nl.no, product);
    await answerFormalities(page, "nl");
    await page.getByRole("button", { name: nl.continue, exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/details/);
    const email = uniqueEmail("analytics");
    await fillPerson(page, "nl", { email });
    await pickCompany(page, "nl");
    await expect
      .poll(async () =>
        (await pushed(page)).filter((entry) => entry.event === "funnel_search").some((entry) => entry.search_type === "company"),
      )
      .toBe(true);
    await page.getByRole("button", { name: nl.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await expectEvent(page, "add_shipping_info", nl.business);
    await pay(page, "nl", "NL91ABNA0417164300");
    await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();
    await expectEvent(page, "add_payment_info", nl.business);
    await expectEvent(page, "purchase", nl.business);
    const labels = (await pushed(page)).filter((entry) => entry.event === "funnel_button_click").map((entry) => entry.label);
    expect(labels).toEqual(expect.arrayContaining(["continue", "buy"]));
    const purchase = (await pushed(page)).find((entry) => entry.event === "purchase")!;
    const policy = await db.policy.findFirstOrThrow({ where: { user: { email, partnerId: ownPartner.id } }, include: { product: true } });
    expect(purchase.ecommerce?.items).toEqual([
      { item_id: policy.product.analyticsId, item_name: nl.business, price: policy.grossMonthlyCents / 100 },
    ]);

    // A support channel chosen (the menu of the desktop header).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByText("Klantenservice", { exact: true }).click();
    const mail = page.locator('a[data-analytics-channel="mail"]');
    await mail.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await mail.click();
    await expectEvent(page, "support");
    expect((await pushed(page)).find((entry) => entry.event === "support")?.channel).toBe("mail");
    // No personal data anywhere in what was pushed.
    const all = JSON.stringify(await pushed(page));
    for (const personal of [email, "Sanne", "de Vries", "NL91ABNA0417164300", "0417164300"]) expect(all).not.toContain(personal);
  });

  test("dropout: a hard drop-out answer", async ({ ownPartner, page }) => {
    await recordDataLayer(page);
    await startCheckoutWith(page, ownPartner.name, "nl", [nl.business]);
    await answerAllQuestions(page, "nl", [[nl.bankrupt, nl.yes]]);
    await expect(page).toHaveURL(/\/result\?type=hard-dropout/);
    await expectEvent(page, "dropout");
  });

  test("the tag manager loads only after consent, and not after rejecting", async ({ ownPartner, page }) => {
    await db.partner.update({
      where: { id: ownPartner.id },
      data: { googleTagManagerId: "GTM-E2E123", googleTagManagerCode: "gtm_auth=e2eToken&gtm_preview=env-7" },
    });
    const requests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
    });
    await page.goto(partnerUrl(ownPartner.name, "/products/available-products?lng=nl"));
    const banner = page.getByRole("region", { name: "Cookies voor analyse" });
    await expect(banner).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The banner does not take the focus.
    expect(await page.evaluate(() => document.activeElement?.closest(".consent-banner") ?? null)).toBeNull();
    // The data layer collects before consent; nothing is loaded.
    expect(await liveEvents(page)).toContain("view_item_list");
    expect(requests).toEqual([]);

    await banner.getByRole("button", { name: "Accepteren" }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-E2E123&gtm_auth=e2eToken&gtm_preview=env-7");
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "analytics_consent");
    expect(cookie?.value).toBe("granted");
    // Kept for 12 months.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    // The next page renders it from the server's side.
    await page.goto(partnerUrl(ownPartner.name, "/profession?change=1"));
    await expect.poll(() => requests.length).toBe(2);
    await expect(banner).toHaveCount(0);

    // Changed from the footer: rejected, and the next page loads nothing.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-instellingen" }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByText("Je hebt analytische cookies geaccepteerd.")).toBeVisible();
    await banner.getByRole("button", { name: "Weigeren" }).click();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/profession\?change=1$/);
    const before = requests.length;
    await page.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.waitForLoadState("networkidle");
    expect(requests.length).toBe(before);
    expect((await page.context().cookies()).find((candidate) => candidate.name === "analytics_consent")?.value).toBe("denied");
    // The page's CSP names the tag manager only with consent.
    const response = await page.goto(partnerUrl(ownPartner.name, "/welcome"));
    expect(response?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  });

  test("the banner works without JavaScript", async ({ ownPartner, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(partnerUrl(ownPartner.name, "/welcome?lng=nl"));
    const banner = page.getByRole("region", { name: "Cookies voor analyse" });
    await banner.getByRole("button", { name: "Weigeren" }).click();
    await expect(page).toHaveURL(/\/welcome/);
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "analytics_consent")?.value).toBe("denied");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-instellingen" }).click();
    await expect(banner.getByText("Je hebt analytische cookies geweigerd.")).toBeVisible();
    await banner.getByRole("button", { name: "Accepteren" }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "analytics_consent")?.value).toBe("granted");
    await context.close();
  });

  test("the consent post goes back to a path of this site only", async ({ ownPartner, page }) => {
    await page.goto(partnerUrl(ownPartner.name, "/profession"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // A post (from this site) that asks to be sent elsewhere afterwards.
    const answer = await page.evaluate(async () => {
      const body = new URLSearchParams({ choice: "accept", redirectTo: "//evil.example/x" });
      const response = await fetch("/consent", { method: "POST", body, redirect: "follow" });
      return new URL(response.url).pathname + "|" + new URL(response.url).host;
    });
    expect(answer).toBe(`/|${new URL(partnerUrl(ownPartner.name, "/")).host}`);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "analytics_consent")?.value).toBe("granted");
  });
});
