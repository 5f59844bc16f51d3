// POST /cart-item/clear (issue 33, spec section 3): empties the visitor's own cart in one go and
// nobody else's; the items of an open broker's quote stay (spec section 2), those of an expired
// quote go; without a visitor or with junk it redirects and changes nothing, never a 500. The
// route module is called as Remix calls it, on a scratch database.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("cart-clear");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "cart-clear-test-secret";

const { db } = await import("~/server/platform/db.server");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/validation");
const clearRoute = await import("~/routes/checkout/cart-clear");
const h = await import("./support/funnel-harness");
const { answerOf, args, postForm } = h;

const ACME = "acme.localhost";

/** A guest of acme with these products in the cart. */
async function guestWith(slugs: string[]) {
  const guest = await h.createGuest("acme");
  const partnerId = await h.partnerId("acme");
  for (const slug of slugs) {
    const product = await h.productBySlug(slug);
    await db.cartItem.create({ data: { partnerId, userId: guest.userId, productId: product.id } });
  }
  return guest;
}

const clear = (cookie: string | null, redirectTo = "/products/available-products?cart=open&confirmClear=1") =>
  answerOf(() => clearRoute.action(args(postForm(ACME, "/cart-item/clear", { redirectTo }, cookie))));

describe("emptying the cart", () => {
  it("empties the visitor's own cart, leaves another visitor's alone, and closes the emptied cart", async () => {
    const mine = await guestWith(["business-liability", "professional-liability"]);
    const theirs = await guestWith(["business-liability"]);
    const answer = await clear(mine.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/products/available-products");
    expect(answer.headers.get("Set-Cookie")).toMatch(/analytics/i);
    expect(await db.cartItem.count({ where: { userId: mine.userId } })).toBe(0);
    expect(await db.cartItem.count({ where: { userId: theirs.userId } })).toBe(1);
  });

  it("keeps the items of an open broker's quote and the open cart; an expired quote's items go", async () => {
    const guest = await guestWith(["professional-liability"]);
    const partnerId = await h.partnerId("acme");
    const today = todayInAmsterdam();
    const product = await h.productBySlug("business-liability");
    const other = await h.productBySlug("drone");
    const quote = (expiresOn: string, number: string) =>
      db.quote.create({
        data: { number, partnerId, customerEmail: "c@example.com", customerName: "C", expiresOn, sentAt: new Date() },
        select: { id: true },
      });
    const open = await quote(addDays(today, 10), `Q-CLEAR-OPEN-${Date.now()}`);
    const expired = await quote(addDays(today, -1), `Q-CLEAR-OLD-${Date.now()}`);
    const kept = await db.cartItem.create({
      data: { partnerId, userId: guest.userId, productId: product.id, quoteId: open.id },
      select: { id: true },
    });
    await db.cartItem.create({ data: { partnerId, userId: guest.userId, productId: other.id, quoteId: expired.id } });

    const answer = await clear(guest.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/products/available-products?cart=open");
    const left = await db.cartItem.findMany({ where: { userId: guest.userId }, select: { id: true } });
    expect(left).toEqual([kept]);
  });

  it("without a visitor, or sent to another site, redirects home-grown and changes nothing", async () => {
    const guest = await guestWith(["professional-liability"]);
    const anonymous = await clear(null);
    expect(anonymous.status).toBe(302);
    expect(await db.cartItem.count({ where: { userId: guest.userId } })).toBe(1);

    const offsite = await clear(guest.cookie, "https://evil.example/steal");
    expect(offsite.status).toBe(302);
    expect(offsite.location).toBe("/products/available-products");
    const forged = await clear("__session=forged.value");
    expect(forged.status).toBe(302);
  });
});
