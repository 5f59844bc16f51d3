// Abandoned guests are deleted with their cart and answers (decision 0064): older than 30 days,
// no session still valid, nothing kept for another reason. On a scratch database of its own
// (SQLite, or PostgreSQL in CI's second pass); each test makes and checks its own guests.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("guest-cleanup");
process.env.LOG_LEVEL = "silent";

const { db } = await import("~/server/platform/db.server");
const { deleteAbandonedGuests, GUEST_RETENTION_DAYS } = await import("~/server/platform/guest-cleanup.server");
const h = await import("./support/funnel-harness");

const DAY = 86_400_000;
// The clean-up is asked as of 25 days ahead, and every guest's age counts back from then: a
// pruning that another test's new session starts (in real time) never finds them abandoned.
const now = new Date(Date.now() + 25 * DAY);
let n = 0;

/** A user created `ageMs` before now, with a session that ends at `sessionEnds` when given. */
async function visitor({
  ageMs,
  isGuest = true,
  sessionEnds,
  externalId,
}: {
  ageMs: number;
  isGuest?: boolean;
  sessionEnds?: Date;
  externalId?: string;
}) {
  const user = await db.user.create({
    data: { partnerId: await h.partnerId("acme"), isGuest, externalId, createdAt: new Date(now.getTime() - ageMs) },
  });
  if (sessionEnds) {
    // Straight into the table: createServerSession would start a pruning of its own.
    await db.session.create({
      data: { id: `guest-cleanup-${process.pid}-${++n}`, kind: "customer", userId: user.id, proven: false, expiresAt: sessionEnds },
    });
  }
  return user;
}

const exists = async (id: string) => (await db.user.count({ where: { id } })) === 1;

describe("abandoned guests", () => {
  it("a guest past 30 days whose sessions have all ended goes, with its cart and answers", async () => {
    const product = await h.productBySlug("professional-liability");
    const guest = await visitor({ ageMs: 31 * DAY, sessionEnds: new Date(now.getTime() - DAY) });
    await db.cartItem.create({ data: { partnerId: guest.partnerId, userId: guest.id, productId: product.id } });
    await db.answer.create({ data: { userId: guest.id, questionId: product.questions[0]!.id, textValue: "x" } });
    expect(await deleteAbandonedGuests(now)).toBeGreaterThanOrEqual(1);
    expect(await exists(guest.id)).toBe(false);
    expect(await db.cartItem.count({ where: { userId: guest.id } })).toBe(0);
    expect(await db.answer.count({ where: { userId: guest.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: guest.id } })).toBe(0);
  });

  it("counts 30 days from the guest's creation: a minute younger stays, a minute older goes", async () => {
    expect(GUEST_RETENTION_DAYS).toBe(30);
    const younger = await visitor({ ageMs: 30 * DAY - 60_000 });
    const older = await visitor({ ageMs: 30 * DAY + 60_000 });
    await deleteAbandonedGuests(now);
    expect(await exists(younger.id)).toBe(true);
    expect(await exists(older.id)).toBe(false);
  });

  it("a guest with a session still valid stays, however old", async () => {
    const guest = await visitor({ ageMs: 400 * DAY, sessionEnds: new Date(now.getTime() + 60_000) });
    await deleteAbandonedGuests(now);
    expect(await exists(guest.id)).toBe(true);
  });

  it("customers, partner-app identities and guests with a support conversation stay", async () => {
    const customer = await visitor({ ageMs: 400 * DAY, isGuest: false });
    const appUser = await visitor({ ageMs: 400 * DAY, externalId: `app-${process.pid}-${++n}` });
    const chatting = await visitor({ ageMs: 400 * DAY });
    await db.chatConversation.create({ data: { partnerId: chatting.partnerId, userId: chatting.id } });
    await deleteAbandonedGuests(now);
    expect(await exists(customer.id)).toBe(true);
    expect(await exists(appUser.id)).toBe(true);
    expect(await exists(chatting.id)).toBe(true);
  });

  it("deletes at most a batch per call, the oldest first", async () => {
    const guests = [];
    for (const days of [50, 45, 40]) guests.push(await visitor({ ageMs: days * DAY }));
    expect(await deleteAbandonedGuests(now, 2)).toBe(2);
    expect(await Promise.all(guests.map((guest) => exists(guest.id)))).toEqual([false, false, true]);
    expect(await deleteAbandonedGuests(now, 2)).toBe(1);
    expect(await exists(guests[2]!.id)).toBe(false);
  });
});
