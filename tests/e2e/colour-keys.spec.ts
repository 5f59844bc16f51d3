// Issue 17 point 1: every colour key has a visible effect. On a partner of its own, every key of
// the registry gets a colour no other key has, straight in the database; then each page of the
// table (support/colour-key-places.ts) is visited once and, for each of its keys, the element's
// computed style must show that key's colour. An inert key, or one read by the wrong element,
// shows some other colour there.
import type { Page } from "@playwright/test";
import { COLOUR_REGISTRY } from "../../app/domain/partners/theme/colour-registry";
import { createCustomer, signInByEmail } from "./support/account";
import { KEY_PLACES, type KeyPage, type KeyPlace } from "./support/colour-key-places";
import { db, rgb } from "./support/db";
import { uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";
import { expect, test } from "./support/own-partner";

/** A colour of its own per key: far enough apart that no two keys share one. */
function uniqueColours(): Map<string, string> {
  return new Map(
    COLOUR_REGISTRY.map((definition, index) => [definition.key, `#${(0x102030 + index * 0x010305).toString(16).padStart(6, "0")}`]),
  );
}

// Elements only shown in states a test can not reach cheaply, in their components' own markup
// (support/colour-key-places.ts, page "components").
const COMPONENTS = `
<div data-testid="colour-key-components">
  <div class="steps-bar"><ol><li class="steps-bar-step steps-bar-done">Stap</li></ol></div>
  <p class="notice notice-success">Opgeslagen</p>
  <p class="notice notice-warning">Let op</p>
  <p class="notice pdp-not-covered">Niet beschikbaar</p>
  <p class="form-error-summary">Controleer het formulier</p>
  <p class="support-status support-open">Open</p>
  <p class="support-status support-closed">Gesloten</p>
  <div class="form-field"><label for="keys-invalid">Veld</label><input id="keys-invalid" aria-invalid="true" /></div>
  <button type="button" class="button button-solid" disabled>Bezig</button>
  <article class="cart-item" data-in-checkout="true"><p class="cart-in-checkout-marker">In afrekenen</p></article>
  <p class="product-price">€ 10 per maand</p>
  <ul class="policy-list"><li class="policy-card">
    <p class="policy-status policy-status-active">Actief</p><p class="policy-status policy-status-pendingReview">In behandeling</p>
    <p class="policy-status policy-status-ended">Beëindigd</p><p class="policy-status policy-status-cancelled">Opgezegd</p>
    <dl class="policy-facts"><div><dt>Nummer</dt><dd class="policy-number">P-1</dd></div></dl>
    <ul class="policy-documents"><li><a href="#keys">Voorwaarden</a></li></ul>
  </li></ul>
  <fieldset class="question">
    <legend class="question-title">Vraag</legend>
    <p class="field-hint">Uitleg</p>
    <div class="question-options">
      <label class="question-option"><input type="radio" name="keys-q" checked /> Ja</label>
      <label class="question-option"><input type="radio" name="keys-q" /> Nee</label>
    </div>
    <p class="field-error">Kies een antwoord</p>
    <p class="question-note">Een toelichting</p>
  </fieldset>
  <p class="profession-empty-text">Geen beroep gevonden</p>
  <ul class="invoice-list"><li class="invoice-card">
    <h3 class="invoice-card-title">Factuur</h3>
    <p class="invoice-status invoice-status-paid">Betaald</p><p class="invoice-status invoice-status-failed">Mislukt</p>
    <p class="invoice-status invoice-status-open">Open</p>
  </li></ul>
  <section class="quote-summary"><h2>Offerte</h2>
    <table class="summary-table quote-summary-table">
      <thead><tr><th>Product</th><th>Bruto</th><th>Netto</th></tr></thead>
      <tbody><tr><th>Aansprakelijkheid</th><td>€ 12</td><td class="quote-net">€ 10</td></tr></tbody>
      <tfoot><tr><th>Totaal</th><td>€ 12</td><td class="quote-net">€ 10</td></tr></tfoot>
    </table>
  </section>
  <dialog class="dialog" open><h2 class="dialog-title">Verwijderen?</h2><p>Tekst</p></dialog>
</div>`;

type Reading = { key: string; expected: string; actual: string };

async function readPlace(page: Page, place: KeyPlace): Promise<string> {
  const element = page.locator(place.selector).first();
  await expect(element, `${place.key}: ${place.selector} on ${place.page}`).toBeAttached();
  if (place.hover) await element.hover();
  if (place.focus) await element.focus();
  return element.evaluate((el, [property, pseudo]) => getComputedStyle(el, pseudo ?? null).getPropertyValue(property!), [
    place.property,
    place.pseudo,
  ] as const);
}

/** Reads every key of one page: plain ones first, then those that hover or focus an element. */
async function readPage(page: Page, name: KeyPage, colours: Map<string, string>, readings: Reading[]) {
  const places = KEY_PLACES.filter((place) => place.page === name);
  const ordered = [...places.filter((p) => !p.hover && !p.focus), ...places.filter((p) => p.hover || p.focus)];
  // The pointer stays where the last click was: off the page's elements, no hover state is read as plain.
  await page.mouse.move(0, 0);
  for (const place of ordered) {
    readings.push({ key: place.key, expected: rgb(colours.get(place.key)!), actual: await readPlace(page, place) });
  }
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("every colour key colours the element it names on the partner's pages", async ({ page, ownPartner }) => {
  test.setTimeout(120_000);
  const colours = uniqueColours();
  await db.partnerColour.deleteMany({ where: { partnerId: ownPartner.id } });
  await db.partnerColour.createMany({
    data: [...colours].map(([key, value]) => ({ partnerId: ownPartner.id, key, value })),
  });
  const url = (path: string) => partnerUrl(ownPartner.name, path);
  const readings: Reading[] = [];

  // The welcome page, then the loader while the next page's data is held back.
  await page.goto(url("/welcome"));
  await hydrated(page);
  await readPage(page, "welcome", colours, readings);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator(".welcome-hero .button-solid").click();
  await expect(page.getByTestId("skeleton-overlay")).toBeVisible();
  await readPage(page, "loading", colours, readings);
  release();
  await expect(page.getByTestId("skeleton-overlay")).toHaveCount(0);
  await page.unroute(/\.data(\?|$)/);

  // Profession search, choosing the first result, the products with and without one in the cart.
  await page.goto(url("/profession?q=a"));
  await hydrated(page);
  await readPage(page, "profession", colours, readings);
  await page.locator(".profession-result").first().click();
  await expect(page).toHaveURL(/\/products\/available-products/);
  await hydrated(page);
  await readPage(page, "products", colours, readings);
  const pdpPath = await page.locator(".product-card-actions a").first().getAttribute("href");
  await page.locator(".product-card .button-solid").first().click();
  await expect(page.locator(".product-card .product-in-cart").first()).toBeVisible();
  await readPage(page, "products-in-cart", colours, readings);

  await page.goto(url("/profession?change=1&q=a"));
  await readPage(page, "profession-chosen", colours, readings);

  // A product page; then, on it, the components of states not reached here.
  await page.goto(url(pdpPath!));
  await hydrated(page);
  await readPage(page, "pdp", colours, readings);
  await page.locator("main").evaluate((main, html) => main.insertAdjacentHTML("beforeend", html), COMPONENTS);
  await readPage(page, "components", colours, readings);

  await page.goto(url("/checkout/failure?reason=identity"));
  await readPage(page, "failure", colours, readings);
  await page.goto(url("/500"));
  await readPage(page, "server-error", colours, readings);

  // A signed-in customer's own pages, with an unread message in the inbox.
  const email = uniqueEmail("colour-keys");
  const customer = await createCustomer(ownPartner.name, email, { firstName: "Kleur" });
  await db.inboxMessage.create({
    data: { partnerId: ownPartner.id, userId: customer.id, subject: "Welkom", body: "Fijn dat je er bent." },
  });
  await signInByEmail(page, email, ownPartner.name);
  await page.goto(url("/user/details"));
  await hydrated(page);
  await readPage(page, "details", colours, readings);
  await page.goto(url("/user/inbox"));
  await readPage(page, "inbox", colours, readings);
  await page.goto(url("/user/policies"));
  await readPage(page, "policies", colours, readings);

  // Colours inside a gradient or a shadow are part of a longer value.
  const wrong = readings.filter(({ expected, actual }) =>
    actual.includes("gradient") || actual.includes(" 0px") ? !actual.includes(expected) : actual !== expected,
  );
  expect(readings.map((r) => r.key).sort()).toEqual(COLOUR_REGISTRY.map((d) => d.key).sort());
  expect(wrong).toEqual([]);
});
