// JavaScript a first visit downloads, per customer page of a branded partner (issue 15 point 3):
// every script Chromium fetches until the network is idle (module preloads, the entry, dynamic
// imports such as the language catalogues), each measured gzip-compressed. Prints each page's
// total beside the budget and its largest files; asserts nothing.
// Usage: npm run bench:js
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { findChromium } from "../chromium.mjs";
import { partnerHost, startServer } from "./harness.mjs";

// 100 kB until decision 0069: i18next and react-i18next in the browser (the ordered stack's
// remix-i18next, no runtime of our own) cost about 15 kB on every page.
const BUDGET_KB = 115;
const origin = `http://${partnerHost}`;

/** Pages by URL, and a checkout step reached the way a visitor does (a product in the cart). */
const PAGES = [
  { name: "welcome", path: "/welcome" },
  { name: "profession", path: "/profession" },
  { name: "available products", path: "/products/available-products" },
  { name: "product page", path: "/products/professional-liability" },
  { name: "sign-in", path: "/sign-in" },
  {
    name: "checkout (first step)",
    async open(page) {
      await page.goto(`${origin}/products/available-products`, { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: /^In winkelwagen/ })
        .first()
        .click();
      await page.getByText("In je winkelwagen").first().waitFor();
      return `${origin}/checkout`;
    },
  },
];

async function measure(browser, entry) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A page reached through others is measured in a new tab of the same visitor (cookies kept).
  const url = entry.open ? await entry.open(page) : `${origin}${entry.path}`;
  const fresh = entry.open ? await context.newPage() : page;
  if (entry.open) await page.close();
  const scripts = new Map();
  fresh.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  // A first load: no cached scripts.
  await fresh.route("**/*", (route) => route.continue({ headers: { ...route.request().headers(), "cache-control": "no-cache" } }));
  await fresh.goto(url, { waitUntil: "networkidle" });
  const files = [];
  for (const [scriptUrl, body] of scripts)
    files.push({ file: new URL(scriptUrl).pathname, gzip: gzipSync(await body, { level: 6 }).length });
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { landed: new URL(fresh.url()).pathname, total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

const stop = await startServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  console.log(`\nJavaScript on first load, gzip (budget <= ${BUDGET_KB} kB per customer page)`);
  for (const entry of PAGES) {
    const result = await measure(browser, entry);
    const kb = result.total / 1024;
    console.log(
      `  ${entry.name.padEnd(24)} ${kb.toFixed(1).padStart(6)} kB in ${String(result.files.length).padStart(2)} files  ${kb <= BUDGET_KB ? "within" : "OVER"} budget  (${result.landed})`,
    );
    for (const f of result.files.slice(0, process.env.BENCH_JS_ALL ? undefined : 5))
      console.log(`      ${(f.gzip / 1024).toFixed(1).padStart(6)} kB  ${f.file}`);
  }
} finally {
  await browser.close();
  stop();
}
