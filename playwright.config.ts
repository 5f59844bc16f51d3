// Browser tests in Debian's Chromium against the production build (scripts/test.mjs builds it
// and prepares the test database first; `npm test` is the way to run these).
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./scripts/start.mjs";

const port = Number(process.env.TEST_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/**
 * The browser suite's server reads the feature flags of "qa" (decision 0049): the demo flags
 * of development (on for the demo partners) never change what the other tests see.
 */
export const TEST_APP_ENVIRONMENT = "qa";
/** The broker quote page of the qa environment (tests/e2e/broker-sessions.spec.ts lands there). */
export const BROKER_QUOTE_URL_QA = "https://brokers.qa.example/quotes";
/** Where the browser suite's server keeps uploaded files (scripts/test.mjs empties it before a run). */
export const E2E_FILE_STORAGE_DIR = "data/e2e-files";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // Tests own their data and pass in parallel; a retry would hide a flaky one (docs/decisions/0020).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Whole purchases take 20-30 s on a busy 2-core machine: room for them, not a speed check.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    // Recording a trace of every test costs about a quarter of the suite's time on 2 cores, and
    // CI's traces cannot be opened anyway: off there, kept for failures elsewhere. PW_TRACE overrides.
    trace: (process.env.PW_TRACE ?? (process.env.CI ? "off" : "retain-on-failure")) as "on" | "off" | "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The server as `npm start` runs it.
    command: ["node", ...SERVER_NODE_FLAGS, "server.mjs"].join(" "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL ?? "file:./data/test.db",
      SECURE_COOKIES: "false",
      LOG_LEVEL: "warn",
      PARTNER_CACHE_SECONDS: "30",
      // Every browser of the suite comes from 127.0.0.1: per-client limits as for a busy office
      // behind one address. The per-address and per-account limits stay as in production.
      CLIENT_RATE_LIMIT_FACTOR: "20",
      APP_ENVIRONMENT: TEST_APP_ENVIRONMENT,
      // Where a broker session returns to, per environment (decision 0080): the suite is qa, so qa's.
      BROKER_QUOTE_URL_QA: BROKER_QUOTE_URL_QA,
      BROKER_QUOTE_URL_STAGE: "https://brokers.stage.example/quotes",
      // The suite's uploads go to a folder of their own, emptied with the test database.
      FILE_STORAGE_DIR: E2E_FILE_STORAGE_DIR,
    },
  },
});
