// Feature flags (decision 0049) as an insurer admin uses them: usp_ticker turned on for one own
// partner only under /admin/flags; that partner's funnel shows the ticker (a 25 s marquee at
// 375 px that stands still under reduced motion, spread in a row on the desktop), another own
// partner's does not. The browser suite's server reads the "qa" flags (TEST_APP_ENVIRONMENT),
// which no other test touches. The flag is global: this test adds only its own partner to the
// include list and puts the row back as it found it afterwards.
import type { Locator } from "@playwright/test";
import { TEST_APP_ENVIRONMENT } from "../../playwright.config";
import { FLAG_KEYS } from "../../app/domain/staff/feature-flags";
import { db } from "./support/db";
import { addToCart, chooseProfession } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import {
  createOwnInsurerAdmin,
  createOwnPartner,
  expect,
  removeOwnInsurerAdmin,
  removeOwnPartner,
  signInStaff,
  test,
} from "./support/own-partner";

const KEY = FLAG_KEYS.uspTicker;
const where = { key_environment: { key: KEY, environment: TEST_APP_ENVIRONMENT } };

const style = (locator: Locator, property: string) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

// Two runs of this test at once (two checkouts sharing one database) would undo each other's flag.
test("an insurer admin turns the usp ticker on for one partner only; it scrolls on mobile, stands still under reduced motion", async ({
  page,
  context,
  ownPartner,
}) => {
  const other = await createOwnPartner("flags-other");
  const admin = await createOwnInsurerAdmin("flags");
  // The row of this environment, made (inactive, for nobody) only when absent; names of
  // partners that no longer exist (an interrupted run's) are dropped, so the form accepts it.
  const existing = await db.featureFlag.upsert({
    where,
    create: { key: KEY, environment: TEST_APP_ENVIRONMENT, active: false },
    update: {},
  });
  const names = new Set((await db.partner.findMany({ select: { name: true } })).map((partner) => partner.name));
  const alive = (list: unknown) => (Array.isArray(list) ? list.filter((name) => typeof name === "string" && names.has(name)) : []);
  const before = await db.featureFlag.update({
    where: { id: existing.id },
    data: { includePartners: alive(existing.includePartners), excludePartners: alive(existing.excludePartners) },
  });
  try {
    await signInStaff(context, admin);
    await page.goto(partnerUrl(null, `/admin/flags?environment=${TEST_APP_ENVIRONMENT}`));
    await expect(page.getByRole("heading", { level: 1, name: "Feature flags" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Omgeving" }).getByRole("link", { name: "QA" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: `${KEY} bewerken` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Feature flag ${KEY} (QA)` })).toBeVisible();

    await page.getByLabel("Actief", { exact: true }).check();
    const include = page.getByLabel("Alleen voor deze partners");
    const current = await include.inputValue();
    await include.fill([current.trim(), ownPartner.name].filter(Boolean).join("\n"));
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "opgeslagen" })).toHaveText(`Feature flag ${KEY} is opgeslagen.`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: KEY }) });
    await expect(row).toContainText("Actief");
    await expect(row).toContainText(ownPartner.name);

    // What the database holds: on, for this partner (and whoever was there before), audited.
    const saved = await db.featureFlag.findUniqueOrThrow({ where });
    expect(saved.active).toBe(true);
    expect(saved.includePartners).toEqual([...alive(before.includePartners), ownPartner.name]);
    expect(saved.includePartners).not.toContain(other.name);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "flag_updated", staffId: admin.id } });
    expect(audit.details).toMatchObject({
      key: KEY,
      environment: TEST_APP_ENVIRONMENT,
      old: { active: before.active },
      new: { active: true },
    });

    // The partner's funnel shows the promises as one list (the aov's only with an aov in the cart,
    // and this cart is empty); the moving copy is hidden from assistive technology.
    await page.goto(partnerUrl(ownPartner.name, "/products/available-products"));
    const ticker = page.getByRole("region", { name: "Waarom bij ons" });
    await expect(ticker.getByRole("listitem")).toHaveText(["Premie berekend binnen 3 minuten", "Verzekerd binnen 5 minuten"]);
    // Desktop (1280 px): spread in a row, not moving, the copy not shown.
    const track = page.locator(".usp-ticker-track");
    expect(await style(track, "animation-name")).toBe("none");
    await expect(page.locator(".usp-ticker-copy")).toBeHidden();
    const tops = await ticker
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // Mobile (375 px): a 25 s marquee.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => style(track, "animation-name")).toBe("usp-marquee");
    expect(await style(track, "animation-duration")).toBe("25s");
    await expect(page.locator(".usp-ticker-copy")).toHaveAttribute("aria-hidden", "true");
    await expect(ticker.getByRole("listitem")).toHaveCount(2);
    // Reduced motion: still, the messages wrap within the screen.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => style(track, "animation-name")).toBe("none");
    await expect(page.locator(".usp-ticker-copy")).toBeHidden();
    const widest = await ticker
      .getByRole("listitem")
      .evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(375);

    // With an aov in the cart, its own time promise joins the others.
    await page.goto(partnerUrl(ownPartner.name, "/profession?lng=nl"));
    await chooseProfession(page, "nl");
    await addToCart(page, "nl", "Arbeidsongeschiktheidsverzekering");
    await expect(ticker.getByRole("listitem")).toHaveText([
      "Premie berekend binnen 3 minuten",
      "Verzekerd binnen 5 minuten",
      "Arbeidsongeschiktheidsverzekering in ongeveer 10 minuten",
    ]);

    // Another partner's funnel: no ticker.
    await page.emulateMedia({ reducedMotion: null });
    await page.goto(partnerUrl(other.name, "/products/available-products"));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Waarom bij ons" })).toHaveCount(0);
    await expect(page.locator(".usp-ticker")).toHaveCount(0);
  } finally {
    // The flag as it was: never left on for everyone in this environment.
    await db.featureFlag.update({
      where,
      data: { active: before.active, includePartners: before.includePartners ?? [], excludePartners: before.excludePartners ?? [] },
    });
    await removeOwnInsurerAdmin(admin);
    await removeOwnPartner(other);
  }
});
