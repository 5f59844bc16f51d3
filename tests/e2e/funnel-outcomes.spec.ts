// Outcomes and edges of the default funnel: several checkout groups bought one after the
// other, drop-outs, analytics events, a double submit, and errors shown at the field.
import { expect, test } from "@playwright/test";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import {
  answerAllQuestions,
  answerQuestion,
  completeDetailsAndPay,
  fillDetails,
  fillHomeAddress,
  fillPerson,
  pay,
  pickCompany,
  startCheckoutWith,
  TEXT,
  uniqueEmail,
} from "./support/funnel";

const nl = TEXT.nl;

test("a cart with two groups shows the disclaimer and buys group by group", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business, nl.homeLiability]);
  await expect(page.getByRole("heading", { level: 1, name: "Je verzekeringen sluit je na elkaar af" })).toBeVisible();
  const groups = page.getByRole("listitem").filter({ hasText: /Woonverzekering|Zakelijke verzekering/ });
  await expect(groups.first()).toContainText("Woonverzekering");
  await expect(groups.nth(1)).toContainText("Zakelijke verzekering");
  await page.getByRole("button", { name: "Begin met Woonverzekering" }).click();

  // First the home group: only its product is asked about, through the consumer screens.
  await expect(page.getByRole("heading", { level: 2, name: nl.homeLiability })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: nl.business })).toHaveCount(0);
  await answerAllQuestions(page, "nl");
  const email = uniqueEmail("groups");
  await fillPerson(page, "nl", { email });
  await fillHomeAddress(page, "nl");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await answerAllQuestions(page, "nl", [], "final-questions");
  await pay(page, "nl", "NL91ABNA0417164300");
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();

  // Then the next group, without the disclaimer again, with the person already known.
  await page.getByRole("button", { name: "Verder met de volgende verzekering" }).click();
  await expect(page.getByRole("heading", { level: 2, name: nl.business })).toBeVisible();
  await answerAllQuestions(page, "nl");
  await expect(page.getByLabel(nl.email)).toHaveValue(email);
  await expect(page.getByLabel(nl.firstName)).toHaveValue("Sanne");
  await pickCompany(page, "nl");
  await expect(page.getByLabel(nl.email)).toHaveValue(email);
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await pay(page, "nl", "NL91ABNA0417164300");
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();

  const checkouts = await db.checkout.findMany({
    where: { userId: await visitorId(page) },
    orderBy: { createdAt: "asc" },
    include: { policies: true },
  });
  expect(checkouts.map((checkout) => [checkout.group, checkout.status, checkout.policies.length])).toEqual([
    ["consumer", "completed", 1],
    ["normal", "completed", 1],
  ]);
  expect(await db.cartItem.count({ where: { userId: await visitorId(page) } })).toBe(0);
});

test("a hard drop-out answer ends on the drop-out page and buys nothing", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerAllQuestions(page, "nl", [[nl.bankrupt, nl.yes]]);
  await expect(page).toHaveURL(/\/result\?type=hard-dropout/);
  await expect(page.getByRole("heading", { level: 1, name: "We kunnen je niet online verzekeren" })).toBeVisible();
  const userId = await visitorId(page);
  expect(await db.policy.count({ where: { userId } })).toBe(0);
  expect(await db.checkout.findFirst({ where: { userId }, select: { outcome: true } })).toEqual({ outcome: "hard_drop_out" });
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "dropout"))).toBe(true);
  // The spec's address of the result page (/confirmation) shows the same outcome.
  await page.goto(page.url().replace("/result?", "/confirmation?"));
  await expect(page.getByRole("heading", { level: 1, name: "We kunnen je niet online verzekeren" })).toBeVisible();
});

test("a soft drop-out answer ends on the more-information page with a policy awaiting review", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerAllQuestions(page, "nl", [[nl.claims, nl.yes]]);
  await completeDetailsAndPay(page, "nl", uniqueEmail("soft"));
  await expect(page).toHaveURL(/type=dropout/);
  await expect(page.getByRole("heading", { level: 1, name: "We hebben meer informatie nodig" })).toBeVisible();
  const policies = await db.policy.findMany({ where: { userId: await visitorId(page) }, include: { invoices: true } });
  expect(policies.map((policy) => [policy.status, policy.invoices.length])).toEqual([["pending_review", 0]]);
});

test("the data layer receives add_to_cart, begin_checkout and purchase with the server's prices", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerQuestion(page, nl.perClaim, "€ 2.500.000");
  await answerAllQuestions(page, "nl", [[nl.perClaim, "€ 2.500.000"]]);
  await completeDetailsAndPay(page, "nl", uniqueEmail("analytics"));
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();
  const policy = await db.policy.findFirstOrThrow({ where: { userId: await visitorId(page) } });
  const events = await page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event) as {
        event: string;
        ecommerce?: { items: { item_id: string; item_name: string; price: number }[] };
      }[],
  );
  const item = (name: string) => events.find((event) => event.event === name)?.ecommerce?.items[0];
  // Risk class 1 business liability with the default cover: 1611 net, 19,49 gross; chosen cover € 2.500.000: 23,00.
  expect(item("add_to_cart")).toEqual({ item_id: "prod_avb_001", item_name: nl.business, price: 19.49 });
  expect(item("begin_checkout")).toEqual({ item_id: "prod_avb_001", item_name: nl.business, price: 19.49 });
  expect(item("purchase")).toEqual({ item_id: "prod_avb_001", item_name: nl.business, price: policy.grossMonthlyCents / 100 });
  expect(policy.grossMonthlyCents).toBe(2300);
  expect(events.filter((event) => event.event === "purchase")).toHaveLength(1);
});

test("submitting the purchase twice creates one policy", { tag: "@pg" }, async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerAllQuestions(page, "nl");
  await fillDetails(page, "nl", { email: uniqueEmail("double") });
  await page.getByLabel(nl.iban).fill("NL91ABNA0417164300");
  await page.getByLabel(nl.consent).check();
  await page.getByRole("button", { name: nl.buy }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();
  const userId = await visitorId(page);
  expect(await db.policy.count({ where: { userId } })).toBe(1);
  expect(await db.mandate.count({ where: { userId } })).toBe(1);
});

test("bad input is shown at the field in the visitor's language and nothing typed is lost", async ({ page }) => {
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerAllQuestions(page, "nl");
  await page.getByLabel(nl.firstName).fill("Sanne");
  await page.getByLabel(nl.lastName).fill("de Vries");
  await fillDate(page, nl.birthDate, "2015-01-01");
  await page.getByLabel(nl.phone).fill("+31 6 12345678");
  await page.getByLabel(nl.email).fill("not-an-email");
  await page.getByRole("button", { name: nl.continue, exact: true }).click();
  await expect(page.getByLabel(nl.email)).toHaveAttribute("aria-invalid", "true");
  // At the field and, as a link to it, in the error summary (decision 0088).
  await expect(page.getByText("Vul een geldig e-mailadres in")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Je moet minimaal 18 jaar oud zijn" })).toBeVisible();
  await expect(page.getByRole("group", { name: nl.birthDate }).getByText("Je moet minimaal 18 jaar oud zijn")).toBeVisible();
  await expect(page.getByLabel(nl.firstName)).toHaveValue("Sanne");
  await expect(page.getByLabel(nl.phone)).toHaveValue("+31 6 12345678");
  await expect(page).toHaveURL(/\/checkout\/details/);
});

test("an e-mail address that already has an account offers a link to sign in", async ({ page }) => {
  const partner = await db.partner.findFirstOrThrow({ where: { isDefault: true } });
  const email = uniqueEmail("existing");
  await db.user.create({ data: { partnerId: partner.id, email, firstName: "Existing" } });
  await startCheckoutWith(page, null, "nl", [nl.business]);
  await answerAllQuestions(page, "nl");
  await fillDetails(page, "nl", { email });
  await expect(page.getByText("Er bestaat al een account met dit e-mailadres").last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Inloggen" }).last()).toHaveAttribute("href", "/sign-in");
});

test("the tag manager loads only for a partner with a tag-manager id", async ({ page }) => {
  const requested: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  const { partnerUrl } = await import("./support/hosts");
  await page.goto(partnerUrl("acme", "/welcome"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Only after the visitor's consent (decision 0050).
  expect(requested).toEqual([]);
  await page.getByRole("region", { name: "Cookies voor analyse" }).getByRole("button", { name: "Accepteren" }).click();
  await expect.poll(() => requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ACME01"]);
  requested.length = 0;
  await page.goto(partnerUrl("solo", "/welcome"));
  await page.getByRole("region", { name: "Cookies voor analyse" }).getByRole("button", { name: "Accepteren" }).click();
  await expect(page.getByRole("region", { name: "Cookies voor analyse" })).toHaveCount(0);
  await expect(page.locator("#tag-manager")).toHaveCount(0);
  expect(requested).toEqual([]);
});
