// Budgets of the walking skeleton, measured on the production build (prints, asserts nothing):
//  1. the welcome page of a branded partner at a steady 100 requests/s: p99 latency (< 50 ms);
//  2. throughput at 10 connections, welcome page vs a bare page of the same server (goal >= 0.7);
//  3. JavaScript sent on first load, gzip (< 120 kB).
// Load tools: wrk (Debian package) for the steady rate, autocannon for throughput.
// Usage: npm run bench   (BENCH_SECONDS=10 by default)
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { findChromium } from "../chromium.mjs";
import { base, describeSteady, partnerHost, seconds, startServer, steadyLoad } from "./harness.mjs";

const stop = await startServer();

function load(path, options) {
  return autocannon({ url: base + path, headers: { host: partnerHost }, duration: seconds, ...options });
}

try {
  // Warm up caches and the JIT.
  await load("/welcome", { duration: 2, connections: 4 });
  await load("/__bench/bare", { duration: 2, connections: 4 });

  const steady = steadyLoad("/welcome", 100);
  const welcome = await load("/welcome", { connections: 10 });
  const bare = await load("/__bench/bare", { connections: 10 });

  // What a first visit really downloads: every script Chromium fetches for the page,
  // dynamic imports (the language catalog) included, measured gzip-compressed.
  const scripts = new Map();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.body());
    });
    await page.goto(`http://${partnerHost}/welcome`, { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
  let gzipBytes = 0;
  for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 6 }).length;

  const ratio = welcome.requests.average / bare.requests.average;
  console.log("\nWalking-skeleton budgets (production build, this machine)");
  console.log(describeSteady("welcome page", steady, "budget p99 < 50 ms at 100 req/s"));
  console.log(`  throughput @ 10 connections: welcome ${welcome.requests.average.toFixed(0)} req/s, ` +
    `bare page ${bare.requests.average.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}   (goal >= 0.70)`);
  console.log(`  JavaScript on first load: ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${scripts.size} files   (budget < 120 kB)`);
} finally {
  stop();
}
