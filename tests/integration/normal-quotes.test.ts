// Quote types (spec section 3, decision 0084) on a scratch database: a customer's saved
// calculation is stored as their quote of type normal (no broker) and opens at its signed link,
// for its own partner only and until it runs out; links made before calculations were stored
// keep opening; a normal quote is no broker's quotation; the customer's list shows each quote's type.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("normal-quotes");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "normal-quotes-test-secret";

const { db } = await import("~/server/platform/db.server");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { CALCULATION_SHARE_DAYS, customerQuotes, readSharedCalculation, saveCalculation, shareToken, storedShareToken } =
  await import("~/server/checkout/calculation-share.server");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const sharedRoute = await import("~/routes/checkout/calculator-shared");
const quotationRoute = await import("~/routes/checkout/checkout-quotation");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest } = h;

const ACME = "acme.localhost";
const SOLO = "solo.localhost";
const today = todayInAmsterdam();

async function acmeProduct() {
  const product = (await partnerCatalogue(await h.partnerId("acme")))[0];
  if (!product) throw new Error("acme offers nothing");
  return product;
}

async function savedBy(userId: string) {
  const product = await acmeProduct();
  const items = [{ productId: product.id, grossMonthlyCents: 4_321, netMonthlyCents: 3_571 }];
  const token = await saveCalculation({ id: userId, professionId: null }, await h.partnerId("acme"), items, today);
  return { token, product, items };
}

const openShared = (host: string, token: string) =>
  answerOf(() =>
    sharedRoute.loader({ request: getRequest(host, `/insurance-calculator/shared/${token}`), params: { token }, context: {} }),
  );

describe("a saved calculation is a quote of type normal", () => {
  it("is stored for its customer and partner, without a broker, for CALCULATION_SHARE_DAYS", async () => {
    const guest = await h.createGuest("acme");
    const { token, product } = await savedBy(guest.userId);
    const quote = await db.quote.findFirstOrThrow({ where: { customerUserId: guest.userId }, include: { items: true } });
    expect(quote).toMatchObject({
      type: "normal",
      brokerId: null,
      partnerId: await h.partnerId("acme"),
      expiresOn: addDays(today, CALCULATION_SHARE_DAYS),
      sentAt: null,
    });
    expect(quote.items.map((item) => [item.productId, item.grossMonthlyCents, item.netMonthlyCents])).toEqual([[product.id, 4_321, 3_571]]);
    expect(token).toBe(storedShareToken(quote.id));
  });

  it("opens at its link as before: the products and premiums, on its own partner's host only", async () => {
    const guest = await h.createGuest("acme");
    const { token, product } = await savedBy(guest.userId);
    const opened = await openShared(ACME, token);
    expect(opened.status).toBe(200);
    const body = opened.body as { rows: { productId: string; grossMonthlyCents: number }[]; totalGrossCents: number; calculatedOn: string };
    expect(body.rows.map((row) => [row.productId, row.grossMonthlyCents])).toEqual([[product.id, 4_321]]);
    expect(body.totalGrossCents).toBe(4_321);
    expect(body.calculatedOn).toBe(new Date().toISOString().slice(0, 10));
    // Another partner's host, a forged signature, another quote's id under this signature: not found.
    expect((await openShared(SOLO, token)).status).toBe(404);
    const [bodyPart, mac] = token.split(".");
    expect((await openShared(ACME, `${bodyPart}.${"A".repeat(mac!.length)}`)).status).toBe(404);
    const other = await savedBy((await h.createGuest("acme")).userId);
    expect((await openShared(ACME, `${other.token.split(".")[0]}.${mac}`)).status).toBe(404);
  });

  it("runs out after its last day, and a broker's quote never opens as a calculation", async () => {
    const guest = await h.createGuest("acme");
    const { token } = await savedBy(guest.userId);
    const quote = await db.quote.findFirstOrThrow({ where: { customerUserId: guest.userId } });
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: today } });
    expect((await openShared(ACME, token)).status).toBe(200);
    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: addDays(today, -1) } });
    expect((await openShared(ACME, token)).status).toBe(404);
    expect(await readSharedCalculation(token, quote.partnerId, today)).toBeNull();

    await db.quote.update({ where: { id: quote.id }, data: { expiresOn: today, type: "broker" } });
    expect((await openShared(ACME, token)).status).toBe(404);
  });

  it("keeps a link made before calculations were stored working", async () => {
    const product = await acmeProduct();
    const partnerId = await h.partnerId("acme");
    const token = shareToken({
      partnerId,
      createdAt: Math.floor(Date.now() / 1000) - 86_400,
      professionId: null,
      items: [{ productId: product.id, grossMonthlyCents: 1_234, netMonthlyCents: 1_020 }],
    });
    const opened = await openShared(ACME, token);
    expect(opened.status).toBe(200);
    expect((opened.body as { totalGrossCents: number }).totalGrossCents).toBe(1_234);
    expect((await openShared(SOLO, token)).status).toBe(404);
  });

  it("is no broker's quotation: /checkout/quotation does not open it", async () => {
    const guest = await h.createGuest("acme");
    await savedBy(guest.userId);
    const quote = await db.quote.findFirstOrThrow({ where: { customerUserId: guest.userId } });
    const page = await answerOf(() =>
      quotationRoute.loader({ request: getRequest(ACME, `/checkout/quotation?quote_id=${quote.id}`), params: {}, context: {} }),
    );
    expect(page.status).toBe(404);
    expect((await db.quote.findUniqueOrThrow({ where: { id: quote.id } })).openedAt).toBeNull();
  });
});

describe("the customer's quotes, by type", () => {
  it("lists their own open quotes of this partner, saved and a broker's, newest first; nobody else's", async () => {
    const me = await h.createGuest("acme");
    const someone = await h.createGuest("acme");
    await savedBy(me.userId);
    await savedBy(someone.userId);
    const broker = await db.staffAccount.findFirstOrThrow({ where: { email: "broker@acme.example" } });
    const product = await acmeProduct();
    const fromBroker = await db.quote.create({
      data: {
        number: `OFF-TEST-${Date.now()}`,
        partnerId: await h.partnerId("acme"),
        brokerId: broker.id,
        customerEmail: "me@example.nl",
        customerName: "Me",
        expiresOn: addDays(today, 5),
        customerUserId: me.userId,
        createdAt: new Date(Date.now() + 1000),
        items: { create: [{ productId: product.id, answers: {}, netMonthlyCents: 800, grossMonthlyCents: 968 }] },
      },
    });
    const expired = await savedBy(me.userId);
    await db.quote.updateMany({ where: { id: expired.token.slice(2).split(".")[0] }, data: { expiresOn: addDays(today, -1) } });

    const mine = await customerQuotes(me.userId, await h.partnerId("acme"), today);
    expect(mine.map((quote) => [quote.type, quote.grossMonthlyCents])).toEqual([
      ["broker", 968],
      ["normal", 4_321],
    ]);
    expect(mine[0]!.id).toBe(fromBroker.id);
    expect(await customerQuotes(me.userId, await h.partnerId("solo"), today)).toEqual([]);
  });
});
