// Budgets of the customer funnel (prints figures, asserts nothing):
//  1. one premium calculation in the rating engine: p99 < 5 ms;
//  2. /products/available-products at a steady 100 requests/s: p99 < 50 ms (anonymous, and as
//     a visitor with a cart and answers);
//  3. a car quote: the vehicle from the built-in licence-plate provider plus the premium and
//     the acceptance rules, on the server: p99 <= 20 ms;
//  4. the scripted purchases of one liability policy and of aov from the welcome page in
//     Chromium: the number of screens and the wall time of each.
// Usage: npm run bench:funnel   (BENCH_SECONDS=10 by default)
import { chromium } from "@playwright/test";
import { quoteProduct } from "../../app/domain/catalogue/product-quote.ts";
import { knowledgeTestQuestions } from "../../prisma/seed-data/aov-health.ts";
import { coverFor, PRODUCTS, tariffsFor } from "../../prisma/seed-data/products.ts";
import { BuiltinLicencePlateLookup } from "../../app/server/providers/licence-plate.server.ts";
import { addresses } from "../../app/server/providers/data/addresses.ts";
import { vehicles } from "../../app/server/providers/data/vehicles.ts";
import { findChromium } from "../chromium.mjs";
import { base, describeSteady, partnerHost, startServer, steadyLoad } from "./harness.mjs";

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Timings of one set of calls: p50, p99, max in ms. */
function summarise(timings) {
  const sorted = Array.from(timings).sort((a, b) => a - b);
  return { calls: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}

/** A seed product as the engine sees it: with ids (q<product>-<question>, o<product>-<question>-<option>) and its tariff bands. */
function engineProduct(product, p) {
  return {
    slug: product.slug,
    type: product.type,
    tariffs: tariffsFor(product),
    bands: product.tariffFactors ?? [],
    questions: product.questions.map((question, q) => ({
      id: `q${p}-${q}`,
      group: question.group,
      field: question.field ?? null,
      required: question.required,
      options: question.options.map((option, o) => ({
        id: `o${p}-${q}-${o}`,
        value: option.value,
        consequence: option.consequence,
        underwriting: option.underwriting ?? "none",
        priceFactorPermille: option.priceFactorPermille,
        perClaimCents: null,
        perYearCents: null,
        deductibleCents: null,
        ...coverFor(question.field, option.value),
      })),
    })),
  };
}

/**
 * The seed products as the engine sees them, with ids, their tariff bands and a random answer
 * per option question; aov also gets a birth date and an income, so its age and insured-income
 * bands are looked up on every call. aov's timings are kept apart from the others'.
 */
function engineBench(calls = 200_000) {
  const today = new Date().toISOString().slice(0, 10);
  const products = PRODUCTS.map(engineProduct).filter((product) => product.tariffs.length > 0);
  const aovTimings = [];
  const otherTimings = [];
  let checksum = 0;
  for (let i = 0; i < calls; i++) {
    const product = products[i % products.length];
    const answers = new Map();
    for (const question of product.questions) {
      if (question.options.length > 0) answers.set(question.id, { optionId: question.options[i % question.options.length].id });
      else if (product.type === "aov" && question.field === "birth_date") {
        answers.set(question.id, { optionId: null, dateValue: `${1969 + (i % 39)}-0${1 + (i % 9)}-1${i % 10}` }); // ages 19-57
      } else if (product.type === "aov" && question.field === "income") {
        answers.set(question.id, { optionId: null, moneyValueCents: (20_000 + (i % 110) * 1_000) * 100 }); // up to 129,000
      }
    }
    const riskClass = product.tariffs[i % product.tariffs.length].riskClass;
    const start = process.hrtime.bigint();
    const quote = quoteProduct(product, { riskClass, answers, today, discountPercent: i % 2 ? 10 : 0 });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    (product.type === "aov" ? aovTimings : otherTimings).push(elapsed);
    checksum += quote.premium.grossMonthlyCents;
  }
  return { aov: summarise(aovTimings), others: summarise(otherTimings), checksum };
}

/**
 * A car quote as the premium screen makes it: look the plate up in the built-in register, then
 * rate the seed car product with that vehicle, an address, a main driver and random options.
 */
async function carQuoteBench(calls = 20_000) {
  const today = new Date().toISOString().slice(0, 10);
  const p = PRODUCTS.findIndex((product) => product.type === "car");
  const car = engineProduct(PRODUCTS[p], p);
  const lookup = new BuiltinLicencePlateLookup();
  const timings = [];
  let refused = 0;
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    const vehicle = await lookup.find(vehicles[i % vehicles.length].plate);
    const answers = new Map();
    for (const question of car.questions) {
      if (question.options.length > 0) answers.set(question.id, { optionId: question.options[i % question.options.length].id });
      else if (question.field === "license_plate") answers.set(question.id, { optionId: null, textValue: vehicle.plate, details: vehicle });
      else if (question.field === "postcode")
        answers.set(question.id, { optionId: null, textValue: "x", details: addresses[i % addresses.length] });
      else if (question.field === "main_driver_birth_date")
        answers.set(question.id, { optionId: null, dateValue: `${1950 + (i % 55)}-06-15` });
      else if (question.field === "claim_free_years") answers.set(question.id, { optionId: null, floatValue: (i % 20) - 4 });
    }
    const quote = quoteProduct(car, { riskClass: 2, answers, today });
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (quote.refusal) refused++;
  }
  return { ...summarise(timings), refused };
}

/** A visitor session with a profession, two products in the cart and answers: the cookie. */
async function visitorCookie() {
  const headers = { host: partnerHost, "content-type": "application/x-www-form-urlencoded" };
  const page = await (await fetch(`${base}/products/available-products`, { headers })).text();
  const ids = [...page.matchAll(/name="productId" value="([^"]+)"/g)].map((m) => m[1]);
  let cookie = "";
  for (const productId of ids.slice(0, 2)) {
    const response = await fetch(`${base}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent: "add", productId, redirectTo: "/products/available-products" }),
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0];
  }
  return cookie;
}

/** A browser page that records every screen (path) it shows. */
async function recordedPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const screens = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (screens.at(-1) !== path) screens.push(path);
  });
  return { page, screens };
}

/** From the welcome page: pick the first profession there, put the product in the cart, go to checkout. */
async function startWith(page, productName) {
  await page.goto(`http://${partnerHost}/welcome?lng=nl`);
  await page.locator(".welcome-professions").getByRole("button").first().click();
  await page.waitForURL(/available-products/, { waitUntil: "commit" });
  await page.getByRole("button", { name: `In winkelwagen: ${productName}` }).click();
  await page.getByText("In je winkelwagen").first().waitFor();
  await page.getByRole("complementary").getByRole("button", { name: "Verder" }).click();
  await page.waitForURL(/checkout\/questions/, { waitUntil: "commit" });
  await page.locator("fieldset.question").first().waitFor();
}

/** Every radio group on the page: "Nee" where there is one, else the option chosen by pick (default: the first). */
async function answerGroups(page, pick = () => 0) {
  for (const group of await page.locator("fieldset.question").all()) {
    const no = group.getByLabel("Nee", { exact: true });
    if ((await no.count()) > 0) await no.check();
    else if ((await group.getByRole("radio").count()) > 0)
      await group
        .getByRole("radio")
        .nth(await pick(group))
        .check();
  }
}

async function detailsAndPay(page) {
  await page.getByLabel("Voornaam").fill("Sanne");
  await page.getByLabel("Achternaam").fill("de Vries");
  await page.getByLabel("Geboortedatum").fill("1990-04-12");
  await page.getByLabel("Telefoonnummer").fill("0612345678");
  await page.getByLabel("E-mailadres").fill(`bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.nl`);
  await page.getByRole("searchbox").fill("Jansen Webdesign");
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await page.getByRole("button", { name: /Jansen Webdesign/ }).click();
  await page.waitForFunction(() => document.querySelector('input[name="street"]')?.value === "Keizersgracht");
  await page.getByRole("button", { name: "Verder", exact: true }).click();
  await page.waitForURL(/payment/, { waitUntil: "commit" });
  await page.getByLabel("IBAN").fill("NL91ABNA0417164300");
  await page.getByLabel(/Ik machtig/).check();
  await page.getByRole("button", { name: /Nu afsluiten/ }).click();
  await page.getByRole("heading", { level: 1, name: "Je bent verzekerd" }).waitFor();
}

/** Buys business liability as a new visitor would; counts the screens seen on the way. */
async function liabilityPurchase(browser) {
  const { page, screens } = await recordedPage(browser);
  const started = performance.now();
  await startWith(page, "Bedrijfsaansprakelijkheidsverzekering");
  await answerGroups(page);
  await page.getByRole("button", { name: "Verder", exact: true }).click();
  await page.waitForURL(/details/, { waitUntil: "commit" });
  await detailsAndPay(page);
  return { seconds: (performance.now() - started) / 1000, screens };
}

/** Buys aov: premium questions, the knowledge test (the right answers of the seed), the medical history, details, payment. */
async function aovPurchase(browser) {
  const right = new Set(
    knowledgeTestQuestions().flatMap((question) => question.options.filter((option) => option.isCorrect).map((option) => option.labels.nl)),
  );
  const { page, screens } = await recordedPage(browser);
  const started = performance.now();
  await startWith(page, "Arbeidsongeschiktheidsverzekering");
  await page.getByLabel("Wat is je geboortedatum?").fill("1988-03-01");
  await page.getByLabel(/jaarinkomen/).fill("48000");
  await answerGroups(page);
  await page.getByRole("button", { name: "Verder", exact: true }).click();
  await page.waitForURL(/knowledge-test/, { waitUntil: "commit" });
  await page.locator("fieldset").first().waitFor();
  for (const group of await page.locator("fieldset").all()) {
    const labels = await group
      .getByRole("radio")
      .evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent?.trim() ?? ""));
    await group
      .getByRole("radio")
      .nth(
        Math.max(
          0,
          labels.findIndex((label) => right.has(label)),
        ),
      )
      .check();
  }
  await page.getByRole("button", { name: "Test afronden" }).click();
  await page.waitForURL(/medical-history/, { waitUntil: "commit" });
  await answerGroups(page);
  await page.getByLabel(/Lengte/).fill("180");
  await page.getByLabel(/Gewicht/).fill("75");
  await page.getByRole("button", { name: "Verder", exact: true }).click();
  await page.waitForURL(/details/, { waitUntil: "commit" });
  await detailsAndPay(page);
  return { seconds: (performance.now() - started) / 1000, screens };
}

async function scripted(run) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    return await run(browser);
  } catch (error) {
    return { error: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await browser.close();
  }
}

const engine = engineBench();
const carQuote = await carQuoteBench();
const stop = await startServer();
try {
  const anonymous = steadyLoad("/products/available-products", 100);
  const cookie = await visitorCookie();
  const withCart = steadyLoad("/products/available-products", 100, { cookie });
  const purchases = [
    ["liability", await scripted(liabilityPurchase)],
    ["aov", await scripted(aovPurchase)],
  ];
  console.log("\nFunnel budgets (production build, this machine)");
  for (const [label, figures] of [
    ["aov, with age and insured-income bands", engine.aov],
    ["other products", engine.others],
  ]) {
    console.log(
      `  premium calculation, ${label} (${figures.calls} calls): p50 ${(figures.p50 * 1000).toFixed(1)} µs, ` +
        `p99 ${(figures.p99 * 1000).toFixed(1)} µs, max ${figures.max.toFixed(2)} ms   (budget p99 < 5 ms)`,
    );
  }
  console.log(
    `  car quote, built-in plate lookup + rating + acceptance rules (${carQuote.calls} calls, ${carQuote.refused} refused): ` +
      `p50 ${(carQuote.p50 * 1000).toFixed(1)} µs, p99 ${(carQuote.p99 * 1000).toFixed(1)} µs, max ${carQuote.max.toFixed(2)} ms   (budget p99 <= 20 ms)`,
  );
  console.log(describeSteady("available products, anonymous", anonymous, "budget p99 < 50 ms at 100 req/s"));
  console.log(describeSteady("available products, visitor with cart", withCart, "budget p99 < 50 ms at 100 req/s"));
  for (const [label, purchase] of purchases) {
    if (purchase.error) {
      console.log(`  scripted purchase of ${label}: did not finish (${purchase.error})`);
      continue;
    }
    console.log(`  scripted purchase of ${label}: ${purchase.screens.length} screens, ${purchase.seconds.toFixed(1)} s wall time`);
    console.log(`    ${purchase.screens.join(" → ")}`);
  }
} finally {
  stop();
}
