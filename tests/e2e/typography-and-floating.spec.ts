// Issue 35, decision 0087: what a first-time buyer sees on a phone. Product names (on the cards,
// in the cart, the product page's title and the question screen's heading), prices and policy
// numbers measured in the browser at 320, 375 and 1280 px (a line of a name ends at a word's end
// or a hyphen; an amount or a policy number is one line); at 375 px no floating element lies
// over a form control of a liability purchase's checkout screens, nor over the open cart; the
// steps bar says "Stap n van m"; an empty cart's button shows no "0".
import { expect, test, type Page } from "@playwright/test";
import { CONSENT_COOKIE } from "~/domain/platform/consent";
import { db } from "./support/db";
import { addToCart, answerAllQuestions, chooseProfession, fillDetails, pay, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const nl = TEXT.nl;
const WIDTHS = [320, 375, 1280] as const;

type Break = { text: string; before: string; after: string };

/**
 * Where the rendered text of each element matching `selector` starts a new line, with the
 * characters on either side. A line starts where a visible character sits lower than the one
 * before it; the character before the break is read from the text itself (a soft hyphen shows
 * as "-" only when the line breaks there).
 */
async function lineBreaks(page: Page, selector: string): Promise<{ text: string; lines: number; breaks: Break[] }[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === "fixed")
      .map((element) => {
        const chars: { char: string; top: number | null }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            // The last box is the character's own glyph: after a soft hyphen's break the first one
            // is the hyphen drawn at the end of the line before.
            const rect = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0).pop();
            chars.push({ char: text[index]!, top: rect && /\S/.test(text[index]!) && text[index] !== "\u00ad" ? rect.top : null });
          }
        }
        const breaks: Break[] = [];
        let lineTop: number | null = null;
        let lines = 0;
        chars.forEach(({ top }, index) => {
          if (top === null) return;
          if (lineTop === null || top > lineTop + 4) {
            lines++;
            if (lineTop !== null) {
              const all = chars.map((c) => c.char).join("");
              breaks.push({ text: all.replace(/\u00ad/g, ""), before: chars[index - 1]!.char, after: chars[index]!.char });
            }
            lineTop = top;
          }
        });
        return { text: (element.textContent ?? "").replace(/\u00ad/g, ""), lines, breaks };
      }),
  );
}

/** Every line of these elements ends at a word's end (a space) or a hyphen (a soft one included). */
async function expectBreaksOnlyBetweenWords(page: Page, selector: string, what: string) {
  const measured = await lineBreaks(page, selector);
  expect(measured.length, `${what}: some ${selector} on the page`).toBeGreaterThan(0);
  for (const { text, breaks } of measured) {
    for (const { before, after } of breaks) {
      expect([" ", "-", "\u00ad"], `${what} "${text}" breaks between "${before}" and "${after}"`).toContain(before);
    }
  }
}

/** Each of these elements is a single line (an amount, a policy number). */
async function expectOneLine(page: Page, selector: string, what: string) {
  const measured = await lineBreaks(page, selector);
  expect(measured.length, `${what}: some ${selector} on the page`).toBeGreaterThan(0);
  for (const { text, lines } of measured) expect(lines, `${what} "${text}" on one line`).toBe(1);
}

/** The amounts inside these elements ("€ 19,49 per maand") are never split, wherever the sentence wraps. */
async function expectWholeAmounts(page: Page, selector: string, what: string) {
  await expectBreaksOnlyBetweenWords(page, selector, what);
  const measured = await lineBreaks(page, selector);
  for (const { text, breaks } of measured) {
    // "€" and the number are joined by a no-break space: a break right after "€" splits the amount.
    for (const { before } of breaks) expect(before, `${what} "${text}" splits an amount after "€"`).not.toBe("€");
    expect(text, `${what} shows an amount`).toMatch(/€\u00a0-?[\d.]+,\d{2}/);
  }
}

/**
 * The form controls of the page that a floating element covers: for each visible control, scrolled
 * to the window's middle, `elementFromPoint` at its centre must be the control, inside it, or its label.
 */
async function coveredControls(page: Page, scope = "main"): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector) ?? document.body;
    const controls = [...root.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button, summary")];
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Visually hidden inputs (custom radios) are reached through their label, checked below with it.
      if (box.width < 4 || box.height < 4 || getComputedStyle(control).visibility === "hidden") continue;
      control.scrollIntoView({ block: "center", inline: "center" });
      const rect = control.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const labels = [...((control as HTMLInputElement).labels ?? [])];
      const own = hit !== null && (control.contains(hit) || labels.some((label) => label.contains(hit)));
      if (!own) {
        const name = control.getAttribute("aria-label") ?? labels[0]?.textContent ?? control.textContent ?? control.tagName;
        const by = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}` : "nothing";
        covered.push(`${name.trim().slice(0, 60)} (covered by ${by})`);
      }
    }
    return covered;
  }, scope);
}

/** Declines analytics up front, as a visitor does on the banner, so the banner is gone. */
async function declineCookies(page: Page) {
  await page.context().addCookies([
    { name: CONSENT_COOKIE, value: "denied", url: partnerUrl("acme", "/") },
    { name: CONSENT_COOKIE, value: "denied", url: partnerUrl(null, "/") },
  ]);
}

for (const width of WIDTHS) {
  test(`at ${width} px product names break only at a hyphen and amounts stay whole on the products page and in the cart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await declineCookies(page);
    await page.goto(partnerUrl("acme", "/profession?lng=nl"));
    await chooseProfession(page, "nl");
    await expect(page).toHaveURL(/available-products/);
    // The long compound's heading carries soft hyphens; what is read and found is the plain name.
    const heading = page.getByRole("heading", { level: 2, name: nl.business });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.textContent)).toContain("\u00ad");
    await expectBreaksOnlyBetweenWords(page, ".product-card-title", "product name");
    await expectWholeAmounts(page, ".product-card-price", "card price");

    await addToCart(page, "nl", nl.business);
    if (width < 865) {
      // The cart button has its own place above the page: it lies over no heading.
      const button = page.getByRole("link", { name: "1 product in winkelwagen", exact: true });
      const title = page.getByRole("heading", { level: 1 });
      const [buttonBox, titleBox] = [await button.boundingBox(), await title.boundingBox()];
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(titleBox!.y);
      await button.click();
    }
    const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
    await expect(cart.getByRole("article", { name: nl.business })).toBeVisible();
    await expectBreaksOnlyBetweenWords(page, ".cart-item-title", "cart item name");
    await expectWholeAmounts(page, ".cart-item-price", "cart item price");
    await expectOneLine(page, ".cart-totals dd", "cart total");
    // Nothing floats over the open cart's own controls.
    expect(await coveredControls(page, ".cart-panel")).toEqual([]);

    // The product page's title: the catalogue's longest name, in the largest type.
    await page.goto(partnerUrl("acme", "/products/aov?lng=nl"));
    await expect(page.getByRole("heading", { level: 1, name: "Arbeidsongeschiktheidsverzekering" })).toBeVisible();
    await expectBreaksOnlyBetweenWords(page, "main h1", "product page title");
  });
}

// The aov's time promise only with an aov in the cart: feature-flags.spec.ts, where the ticker is on.
test("an empty cart's button shows no 0 badge", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await declineCookies(page);
  await page.goto(partnerUrl(null, "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  await expect(page.getByRole("link", { name: "0 producten in winkelwagen", exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});

test("at 375 px nothing floats over a control of the liability checkout or the open cart; the steps bar counts; result and account keep names, amounts and policy numbers whole", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await declineCookies(page);
  const email = uniqueEmail("typography");
  await page.goto(partnerUrl("acme", "/profession?lng=nl"));
  await chooseProfession(page, "nl");
  await addToCart(page, "nl", nl.business);
  await page.getByRole("link", { name: "1 product in winkelwagen", exact: true }).click();
  const cart = page.getByRole("complementary", { name: "Jouw verzekeringen" });
  await cart.getByRole("button", { name: nl.continue }).click();

  const bar = page.getByRole("navigation", { name: "Voortgang" });
  const screens: [RegExp, string][] = [
    [/\/checkout\/questions/, "Stap 1 van 3"],
    [/\/checkout\/details/, "Stap 2 van 3"],
    [/\/checkout\/payment/, "Stap 3 van 3"],
  ];
  // The question screen names the product in its heading, broken only at a syllable.
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await expectBreaksOnlyBetweenWords(page, ".question-product h2", "question screen product heading");
  for (const [url, count] of screens) {
    await expect(page).toHaveURL(url);
    await page.waitForLoadState("load");
    await expect(bar.getByText(count, { exact: true })).toBeVisible();
    // Labels whole: none is cut off (no ellipsis, nothing wider than its box).
    for (const label of await bar.locator(".steps-bar-label").all()) {
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
    expect(await coveredControls(page), `controls covered on ${url}`).toEqual([]);
    // The same screen with the cart open: the full-screen cart's controls are not covered either.
    const here = new URL(page.url());
    here.searchParams.set("cart", "open");
    await page.goto(here.toString());
    await expect(page.getByRole("complementary", { name: "Jouw verzekeringen" })).toBeVisible();
    expect(await coveredControls(page, ".cart-panel"), `open cart covered on ${url}`).toEqual([]);
    here.searchParams.delete("cart");
    await page.goto(here.toString());
    if (url.source.includes("questions")) await answerAllQuestions(page, "nl");
    else if (url.source.includes("details")) await fillDetails(page, "nl", { email });
  }
  await pay(page, "nl", "NL91ABNA0417164300");
  await expect(page.getByRole("heading", { level: 1, name: nl.insured })).toBeVisible();
  const buyer = await db.user.findFirstOrThrow({ where: { email }, include: { policies: true } });
  expect(buyer.policies).toHaveLength(1);
  const policy = buyer.policies[0]!;

  // The result page's policy table: a stack of cards below 480 px, a table above.
  const table = page.getByRole("table", { name: "Jouw polissen" });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(table.getByRole("rowheader", { name: nl.business })).toBeVisible();
    await expect(table.getByRole("cell", { name: policy.number })).toBeVisible();
    await expectBreaksOnlyBetweenWords(page, ".result table tbody th", `result product name at ${width} px`);
    await expectOneLine(page, ".result table .policy-number", `result policy number at ${width} px`);
    await expectOneLine(page, ".result table td:last-child", `result premium at ${width} px`);
    // Status reads whole ("Actief"), never a few letters a line as in a crushed column.
    await expectBreaksOnlyBetweenWords(page, ".result table td", `result cells at ${width} px`);
    const display = await table
      .locator("tbody tr")
      .first()
      .evaluate((row) => getComputedStyle(row).display);
    expect(display).toBe(width < 480 ? "block" : "table-row");
  }

  // The account's policy cards (the purchase signed the buyer in).
  await page.goto(partnerUrl("acme", "/user/policies"));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("link", { name: nl.business })).toBeVisible();
    await expectBreaksOnlyBetweenWords(page, ".policy-card-title", `account product name at ${width} px`);
    await expectOneLine(page, ".policy-card .policy-number", `account policy number at ${width} px`);
    await expectBreaksOnlyBetweenWords(page, ".policy-facts dd", `account facts at ${width} px`);
  }
});
