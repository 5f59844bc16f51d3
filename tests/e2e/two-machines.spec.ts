// Two stateless app servers on one PostgreSQL (issue 15 point 7, docs/multi-machine.md): a
// visitor buys on one machine and signs in on the other, which shows the policy; the session is
// good on both; signing out everywhere on one ends it on the other. The second server runs here
// on its own port with the suite's database and the same public address (as behind a load
// balancer); following a link "to the other machine" is the same URL on its port. Cookies do
// not depend on the port, so one browser talks to both.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../../scripts/start.mjs";
import { latestMailedLink } from "./support/account";
import { db } from "./support/db";
import { answerAllQuestions, completeDetailsAndPay, startCheckoutWith, TEXT, uniqueEmail } from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const DATABASE_URL = process.env.DATABASE_URL ?? "file:./data/test.db";
const onPostgres = /^postgres(ql)?:/.test(DATABASE_URL);
const suitePort = Number(process.env.TEST_PORT ?? 3100);
let machineB: ChildProcess | null = null;

test.afterEach(() => {
  machineB?.kill("SIGTERM");
  machineB = null;
});

/** The second machine: the same build, database and public address, another port. */
async function startMachineB(port: number): Promise<void> {
  machineB = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_PORT: String(suitePort),
      DATABASE_URL,
      SECURE_COOKIES: "false",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      CLIENT_RATE_LIMIT_FACTOR: "20",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
      intervals: [250],
    })
    .toBe(200);
}

/** The same address on the other machine (what the load balancer may do with any request). */
const onMachine = (url: string, port: number) => {
  const next = new URL(url);
  next.port = String(port);
  return next.toString();
};

test(
  "buys on one machine, signs in on the other, and signing out everywhere on one ends the session on both",
  { tag: "@pg" },
  async ({ page }) => {
    test.skip(!onPostgres, "several machines share one PostgreSQL; SQLite is one machine's database");
    const portB = 3530 + test.info().parallelIndex;
    await startMachineB(portB);
    const email = uniqueEmail("two-machines");

    // Machine A (the suite's server): the purchase.
    await startCheckoutWith(page, null, "nl", [TEXT.nl.business]);
    await answerAllQuestions(page, "nl");
    await completeDetailsAndPay(page, "nl", email);
    await expect(page).toHaveURL(/\/result/);
    const policy = await db.policy.findFirstOrThrow({ where: { user: { email } }, select: { id: true, number: true } });

    // Machine B, in a browser that never saw A: the sign-in link is asked for and followed there.
    const other = await page.context().browser()!.newContext();
    const visitor = await other.newPage();
    await visitor.goto(onMachine(partnerUrl(null, "/sign-in?lng=nl"), portB));
    await visitor.getByLabel("E-mailadres").fill(email);
    await visitor.getByRole("button", { name: "Stuur mij een inloglink" }).click();
    await expect(visitor.getByRole("heading", { name: "Check je e-mail" })).toBeVisible();
    const link = await latestMailedLink(email);
    // The link names the public address, as any machine would write it.
    expect(new URL(link).port).toBe(String(suitePort));
    await visitor.goto(onMachine(link, portB));
    await visitor.goto(onMachine(partnerUrl(null, "/user/policies"), portB));
    await expect(visitor.getByRole("heading", { level: 1, name: "Mijn verzekeringen" })).toBeVisible();
    await expect(visitor.getByText(policy.number)).toBeVisible();

    // The same session on machine A.
    await visitor.goto(partnerUrl(null, `/user/policies/${policy.id}`));
    await expect(visitor.getByText(policy.number).first()).toBeVisible();

    // Signing out everywhere on A ends the session that B holds.
    await visitor.getByRole("banner").getByText("Sanne", { exact: true }).click();
    await visitor.getByRole("button", { name: "Overal uitloggen" }).click();
    // Signed out once A has answered (it sends the visitor to the welcome page): going to B
    // before that could cancel the sign-out on its way.
    await expect(visitor).toHaveURL(/\/welcome/);
    await visitor.goto(onMachine(partnerUrl(null, "/user/policies"), portB));
    await expect(visitor).toHaveURL(/\/sign-in/);
    await other.close();
  },
);
