// Changing the e-mail address in My details (issue 9, defect 3; decision 0027): the address
// changes only when a link mailed to the new address is opened, the old address gets a notice,
// a link works once, for its own account and partner, and requests are limited. Route loaders
// and actions are called as Remix calls them, against a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("email-change");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "email-change-test-secret-0123456789";

const { db } = await import("~/server/platform/db.server");
const detailsRoute = await import("~/routes/account/account-details");
const confirmRoute = await import("~/routes/account/account-confirm-email");
const signInRoute = await import("~/routes/account/sign-in");
const { EMAIL_CHANGE_LIMITS } = await import("~/server/account/email-change.server");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";

let n = 0;
const address = (tag: string) => `${tag}-${++n}-${process.pid}@example.nl`;

/** A signed-in customer of acme with complete personal details. */
async function customer(partner = "acme") {
  const user = await db.user.create({
    data: {
      partnerId: await h.partnerId(partner),
      isGuest: false,
      email: address("owner"),
      emailVerifiedAt: new Date("2024-01-01T00:00:00Z"),
      firstName: "Sanne",
      lastName: "de Vries",
      birthDate: "1985-06-15",
      phoneNumber: "+31612345678",
    },
  });
  return { ...user, email: user.email!, cookie: await h.signedSessionCookie(user.id, true) };
}

const personForm = (email: string, firstName = "Sanne") => ({
  intent: "person",
  firstName,
  lastName: "de Vries",
  birthDate: "1985-06-15",
  phoneNumber: "0612345678",
  email,
});

const askChange = (cookie: string, email: string, firstName?: string, host = ACME) =>
  answerOf(() => detailsRoute.action(args(postForm(host, "/user/details", personForm(email, firstName), cookie))));

const mailsTo = (email: string) => db.outboxMail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

/** The path and query of the newest confirmation link mailed to this address. */
async function mailedLink(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = (mails.at(-1)?.links as string[] | undefined)?.find((href) => href.includes("/user/details/confirm-email?token="));
  expect(link, `a confirmation link mailed to ${email}`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

const openLink = (pathAndQuery: string, cookie?: string | null, host = ACME) =>
  answerOf(() => confirmRoute.loader(args(getRequest(host, pathAndQuery, cookie))));

const stored = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { email: true, emailVerifiedAt: true, firstName: true } });

describe("asking to change the e-mail address", () => {
  it("saves the other fields but not the address, mails a link to the new address and a notice to the old", async () => {
    const owner = await customer();
    const next = address("new");
    const answer = await askChange(owner.cookie, next, "Sanneke");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/details?saved=person");
    expect(await stored(owner.id)).toMatchObject({ email: owner.email, firstName: "Sanneke" });

    const [toNew] = await mailsTo(next);
    expect(toNew!.links).toEqual([
      expect.stringMatching(/^https?:\/\/acme\.localhost(:\d+)?\/user\/details\/confirm-email\?token=[\w-]{20,}$/),
    ]);
    expect(toNew!.text).toContain((toNew!.links as string[])[0]);
    expect(toNew!.subject).toBe("Bevestig je nieuwe e-mailadres voor Acme Bank");
    expect(toNew!.text).toMatch(/AFM-registratienummer \d{8}\nAangesloten bij Kifid/);

    const [notice] = await mailsTo(owner.email);
    expect(notice!.links).toEqual([]);
    // The notice names the new address partly hidden, never whole, and carries no link.
    expect(notice!.text).toContain(`ne***@example.nl`);
    expect(notice!.text).not.toContain(next);
    expect(notice!.text).not.toContain("confirm-email");
    expect(notice!.html).toMatch(/AFM-registratienummer \d{8}<br>Aangesloten bij Kifid/);

    // The page shows the stored address, and the new one waiting for its link.
    const page = await answerOf(() => detailsRoute.loader(args(getRequest(ACME, "/user/details", owner.cookie))));
    expect(page.body).toMatchObject({ person: { email: owner.email }, pendingEmail: { email: next } });
  });

  it("keeps the existing refusal of an address another account of the partner has, and mails nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const answer = await askChange(owner.cookie, other.email);
    expect(answer.status).toBe(400);
    expect((answer.body as { result: { error: Record<string, string[]> } }).result.error).toEqual({ email: ["validations:emailExists"] });
    expect(await mailsTo(owner.email)).toEqual([]);
    expect(await db.magicLink.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("an unchanged address (other case) sends nothing and saves the rest as before", async () => {
    const owner = await customer();
    const answer = await askChange(owner.cookie, owner.email.toUpperCase(), "Sanneke");
    expect(answer.status).toBe(302);
    expect(await stored(owner.id)).toMatchObject({ email: owner.email, firstName: "Sanneke" });
    expect(await db.outboxMail.count({ where: { to: owner.email } })).toBe(0);
  });

  it("is limited per customer: the sixth request in 15 minutes is refused at the field and mails nothing", async () => {
    const owner = await customer();
    const limit = EMAIL_CHANGE_LIMITS.perCustomer.limit;
    for (let i = 0; i < limit; i++) expect((await askChange(owner.cookie, address("spam"))).status).toBe(302);
    const target = address("victim");
    const refused = await askChange(owner.cookie, target, "Nieuw");
    expect(refused.status).toBe(429);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      email: ["account:emailChange.rateLimited"],
    });
    // What was typed comes back; nothing was saved or mailed.
    expect((refused.body as { result: { initialValue: Record<string, string> } }).result.initialValue).toMatchObject({
      email: target,
      firstName: "Nieuw",
    });
    expect(await mailsTo(target)).toEqual([]);
    expect(await stored(owner.id)).toMatchObject({ email: owner.email, firstName: "Sanne" });
    expect(await db.outboxMail.count({ where: { to: owner.email } })).toBe(limit);
  });

  it("is limited per new address: several accounts can not flood one mailbox", async () => {
    const target = address("flooded");
    const limit = EMAIL_CHANGE_LIMITS.perAddress.limit;
    for (let i = 0; i < limit; i++) expect((await askChange((await customer()).cookie, target)).status).toBe(302);
    expect((await askChange((await customer()).cookie, target)).status).toBe(429);
    expect(await db.outboxMail.count({ where: { to: target } })).toBe(limit);
  });
});

describe("opening the link", () => {
  it("changes the address and proves it; signed in, My details says so", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const before = Date.now();
    const opened = await openLink(await mailedLink(next), owner.cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/user/details?email_change=confirmed");
    const after = await stored(owner.id);
    expect(after.email).toBe(next);
    expect(after.emailVerifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const page = await answerOf(() => detailsRoute.loader(args(getRequest(ACME, "/user/details?email_change=confirmed", owner.cookie))));
    expect(page.body).toMatchObject({ person: { email: next }, pendingEmail: null, emailChangeResult: "confirmed" });
  });

  it("works without being signed in, and the sign-in page says the address changed", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const opened = await openLink(await mailedLink(next), null);
    expect(opened.location).toBe("/sign-in?email_change=confirmedSignIn");
    expect((await stored(owner.id)).email).toBe(next);
    const signIn = await answerOf(() => signInRoute.loader(args(getRequest(ACME, opened.location!))));
    expect(signIn.body).toMatchObject({ emailChange: "confirmedSignIn" });
  });

  it("works once: a second use is refused and changes nothing", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const link = await mailedLink(next);
    expect((await openLink(link, owner.cookie)).location).toBe("/user/details?email_change=confirmed");
    const changed = await stored(owner.id);
    const again = await openLink(link, owner.cookie);
    expect(again.location).toBe("/user/details?email_change=used");
    expect((await openLink(link, null)).location).toBe("/sign-in?email_change=used");
    expect(await stored(owner.id)).toEqual(changed);
  });

  it("refuses an address another account took meanwhile", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const link = await mailedLink(next);
    const taker = await customer();
    await db.user.update({ where: { id: taker.id }, data: { email: next } });
    const opened = await openLink(link, owner.cookie);
    expect(opened.location).toBe("/user/details?email_change=taken");
    expect(await stored(owner.id)).toMatchObject({ email: owner.email });
    expect(await stored(taker.id)).toMatchObject({ email: next });
  });

  it("takes the address from an abandoned guest profile that has it, as the funnel does", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const link = await mailedLink(next);
    const guest = await db.user.create({ data: { partnerId: owner.partnerId, isGuest: true, email: next } });
    expect((await openLink(link, owner.cookie)).location).toBe("/user/details?email_change=confirmed");
    expect((await stored(owner.id)).email).toBe(next);
    expect((await stored(guest.id)).email).toBeNull();
  });

  it("changes the link's account, never the account of the session that opens it", async () => {
    const owner = await customer();
    const intruder = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const opened = await openLink(await mailedLink(next), intruder.cookie);
    expect(opened.location).toBe("/user/details?email_change=confirmedOther");
    expect((await stored(intruder.id)).email).toBe(intruder.email);
    expect((await stored(owner.id)).email).toBe(next);
  });

  it("works only on the partner it was asked on", async () => {
    const owner = await customer();
    const next = address("new");
    await askChange(owner.cookie, next);
    const link = await mailedLink(next);
    expect((await openLink(link, null, BOEKFIX)).location).toBe("/sign-in?email_change=invalid");
    expect((await stored(owner.id)).email).toBe(owner.email);
  });

  it("refuses an expired, unknown or superseded link", async () => {
    const owner = await customer();
    const first = address("first");
    await askChange(owner.cookie, first);
    const firstLink = await mailedLink(first);
    const second = address("second");
    await askChange(owner.cookie, second);
    const secondLink = await mailedLink(second);
    // Only the newest request counts.
    expect((await openLink(firstLink, owner.cookie)).location).toBe("/user/details?email_change=invalid");
    await db.magicLink.updateMany({ where: { userId: owner.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await openLink(secondLink, owner.cookie)).location).toBe("/user/details?email_change=expired");
    expect((await openLink("/user/details/confirm-email?token=not-a-real-token-0123456789", owner.cookie)).location).toBe(
      "/user/details?email_change=invalid",
    );
    expect((await openLink("/user/details/confirm-email", null)).location).toBe("/sign-in?email_change=invalid");
    expect((await stored(owner.id)).email).toBe(owner.email);
  });
});
