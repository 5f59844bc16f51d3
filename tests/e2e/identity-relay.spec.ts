// The identity check's outcome reaches the room's sockets whichever process handled the
// check (decision 0033): across the worker processes of one server (through the cluster
// primary), and, on PostgreSQL, across two servers (LISTEN/NOTIFY). Extra servers are started
// here on their own ports, on the suite's database; cookies do not depend on the port.
import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import WebSocket from "ws";
import { SERVER_NODE_FLAGS } from "../../scripts/start.mjs";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import { answerAllQuestions, fillPersonalDetails, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { createOwnPartner, removeOwnPartner } from "./support/own-partner";

const DATABASE_URL = process.env.DATABASE_URL ?? "file:./data/test.db";
const onPostgres = /^postgres(ql)?:/.test(DATABASE_URL);
const BIRTH_DATE = "1985-06-15";
const servers: ChildProcess[] = [];

test.afterEach(() => {
  for (const server of servers.splice(0)) server.kill("SIGTERM");
});

async function startServer(port: number, workers: number, extraEnv: Record<string, string> = {}): Promise<string> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL,
      SECURE_COOKIES: "false",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: String(workers),
      CLIENT_RATE_LIMIT_FACTOR: "20",
      ...extraEnv,
    },
    stdio: "ignore",
  });
  servers.push(server);
  const origin = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000, intervals: [250] })
    .toBe(200);
  return origin;
}

/** A page's HTML from a local server under a partner's host name (which Node's resolver may not know). */
function pageOn(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

/** Death risk from the profession to the identity screen, the check started: the built-in page's address. */
async function startCheck(page: Page): Promise<{ frameUrl: string; room: string }> {
  await startCheckoutWith(page, null, "nl", ["Overlijdensrisicoverzekering"]);
  await fillDate(page, "Wat is je geboortedatum?", BIRTH_DATE);
  await answerAllQuestions(page, "nl");
  await fillPersonalDetails(page, "nl", { email: uniqueEmail("relay"), birthDate: BIRTH_DATE });
  await page.getByLabel(TEXT.nl.iban).fill("NL91ABNA0417164300");
  await page.getByLabel(TEXT.nl.consent).check();
  await page.getByRole("button", { name: "Verder naar de identiteitscontrole" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Start de identiteitscontrole" }).click();
  const frameUrl = await page.locator("iframe").getAttribute("src");
  const { roomName } = await db.identityVerification.findFirstOrThrow({ where: { userId: await visitorId(page) } });
  return { frameUrl: frameUrl!.replace("&embedded=1", ""), room: roomName };
}

/** A socket on the room as the customer's browser opens it (their cookie, our origin); resolves with its one message. */
async function listen(page: Page, origin: string, room: string): Promise<{ opened: Promise<void>; message: Promise<unknown> }> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const socket = new WebSocket(`${origin.replace("http", "ws")}/stripe/identity/${room}/`, { headers: { Cookie: cookie, Origin: origin } });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const message = new Promise((resolve, reject) => {
    socket.once("message", (data) => resolve(JSON.parse(String(data))));
    socket.once("close", () => reject(new Error("closed without a message")));
  });
  message.catch(() => undefined);
  return { opened, message };
}

/** The built-in check, submitted on `origin` (another server than the sockets' when asked). */
async function verifyOn(page: Page, origin: string, frameUrl: string) {
  const other = await page.context().newPage();
  await other.goto(`${origin}${frameUrl}`);
  await other.getByLabel("Paspoort").check();
  // The name fillPersonalDetails gave the policyholder: the check compares it (decision 0068).
  await other.getByLabel("Voornamen").fill("Sanne");
  await other.getByLabel("Achternaam").fill("de Vries");
  await other.getByLabel("Documentnummer").fill("SPECI2014");
  await other.getByLabel("Geboortedatum").fill(BIRTH_DATE);
  await other.getByLabel("Geldig tot").fill(`${new Date().getFullYear() + 5}-01-31`);
  await other.getByRole("button", { name: "Controleer mijn identiteit" }).click();
  await expect(other).toHaveURL(/\/result\?checkout=/);
}

test("across the worker processes of one server: every socket of the room hears the outcome", { tag: "@pg" }, async ({ page }) => {
  const origin = await startServer(3470 + test.info().parallelIndex, 2);
  const { frameUrl, room } = await startCheck(page);
  // Connections go to the workers in turn: four sockets land on both.
  const sockets = await Promise.all([1, 2, 3, 4].map(() => listen(page, origin, room)));
  await Promise.all(sockets.map((socket) => socket.opened));
  await verifyOn(page, origin, frameUrl);
  for (const socket of sockets) expect(await socket.message).toEqual({ status: "verified" });
});

test("across two servers on one PostgreSQL: the socket on one hears the check done on the other", { tag: "@pg" }, async ({ page }) => {
  test.skip(!onPostgres, "several machines share PostgreSQL; on SQLite there is one server");
  const [first, second] = await Promise.all([
    startServer(3480 + test.info().parallelIndex, 1),
    startServer(3490 + test.info().parallelIndex, 1),
  ]);
  const { frameUrl, room } = await startCheck(page);
  const socket = await listen(page, first, room);
  await socket.opened;
  await verifyOn(page, second, frameUrl);
  expect(await socket.message).toEqual({ status: "verified" });
});

test("on PostgreSQL a changed partner is dropped from every server's cache at once", { tag: "@pg" }, async () => {
  test.skip(!onPostgres, "several machines share PostgreSQL; on SQLite there is one server");
  const partner = await createOwnPartner("relay-cache");
  try {
    // A cache that would otherwise keep the old theme for an hour.
    const origin = await startServer(3500 + test.info().parallelIndex, 1, { PARTNER_CACHE_SECONDS: "3600" });
    const port = Number(new URL(origin).port);
    const themeOf = async () =>
      /--color-primary:(#[0-9a-f]{6})/i.exec(await pageOn(port, `${partner.name}.localhost:${port}`, "/welcome"))?.[1]?.toLowerCase();
    const before = await themeOf();
    expect(before).toMatch(/^#/);
    await db.partnerColour.updateMany({ where: { partnerId: partner.id, key: "primary" }, data: { value: "#123456" } });
    expect(await themeOf()).toBe(before);
    // What another machine's save sends (live-bus.server.ts): the partner's name on the partner-cache channel.
    const envelope = { type: "live-bus", channel: "partner-cache", payload: { name: partner.name }, origin: "another-machine" };
    await db.$executeRawUnsafe("SELECT pg_notify('live_bus', $1)", JSON.stringify(envelope));
    await expect.poll(themeOf, { timeout: 5_000 }).toBe("#123456");
  } finally {
    await removeOwnPartner(partner);
  }
});
