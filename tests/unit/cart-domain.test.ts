import { describe, expect, it } from "vitest";
import { analyticsItem, ecommerceEvent } from "~/domain/platform/analytics";
import { lineItemsExpandedByDefault, orderCartItems } from "~/domain/checkout/cart";

describe("orderCartItems (spec section 4, cart list)", () => {
  const items = [
    { id: "c", inCheckoutCart: false, createdAt: "2026-11-23T10:02:00Z" },
    { id: "a", inCheckoutCart: false, createdAt: "2026-11-23T10:00:00Z" },
    { id: "d", inCheckoutCart: true, createdAt: "2026-11-23T10:03:00Z" },
    { id: "b", inCheckoutCart: true, createdAt: "2026-11-23T10:01:00Z" },
  ];

  it("puts items already in the checkout cart first", () => {
    const ordered = orderCartItems(items);
    expect(ordered.slice(0, 2).every((item) => item.inCheckoutCart)).toBe(true);
    expect(ordered.slice(2).some((item) => item.inCheckoutCart)).toBe(false);
  });

  it("orders by creation time within each part", () => {
    expect(orderCartItems(items).map((item) => item.id)).toEqual(["b", "d", "a", "c"]);
  });

  it("accepts Date objects as creation time", () => {
    const withDates = [
      { id: "later", inCheckoutCart: false, createdAt: new Date("2026-11-23T12:00:00Z") },
      { id: "earlier", inCheckoutCart: false, createdAt: new Date("2026-11-23T08:00:00Z") },
    ];
    expect(orderCartItems(withDates).map((item) => item.id)).toEqual(["earlier", "later"]);
  });

  it("does not change the input list", () => {
    orderCartItems(items);
    expect(items.map((item) => item.id)).toEqual(["c", "a", "d", "b"]);
  });
});

describe("lineItemsExpandedByDefault", () => {
  it("is true on checkout paths", () => {
    expect(lineItemsExpandedByDefault("/checkout")).toBe(true);
    expect(lineItemsExpandedByDefault("/checkout/payment")).toBe(true);
    expect(lineItemsExpandedByDefault("/insurance-calculator/checkout")).toBe(true);
  });

  it("is false elsewhere in the funnel", () => {
    expect(lineItemsExpandedByDefault("/products")).toBe(false);
    expect(lineItemsExpandedByDefault("/profession")).toBe(false);
    expect(lineItemsExpandedByDefault("/")).toBe(false);
  });
});

describe("analyticsItem", () => {
  it("gives item_id, item_name and the gross monthly price in euros", () => {
    expect(analyticsItem({ analyticsId: "AVB-001", name: "Bedrijfsaansprakelijkheid", grossMonthlyCents: 1234, currency: "EUR" })).toEqual({
      item_id: "AVB-001",
      item_name: "Bedrijfsaansprakelijkheid",
      price: 12.34,
    });
  });
});

describe("ecommerceEvent", () => {
  const liability = { analyticsId: "AVB-001", name: "Bedrijfsaansprakelijkheid", grossMonthlyCents: 1234, currency: "EUR" };
  const aov = { analyticsId: "AOV-001", name: "Arbeidsongeschiktheid", grossMonthlyCents: 10_000, currency: "EUR" };

  it("builds { event, ecommerce: { currency, value, items } } with prices in euros", () => {
    expect(ecommerceEvent("add_to_cart", [liability])).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "EUR",
        value: 12.34,
        items: [{ item_id: "AVB-001", item_name: "Bedrijfsaansprakelijkheid", price: 12.34 }],
      },
    });
  });

  it("sums the value of several products in cents before converting to euros", () => {
    const event = ecommerceEvent("begin_checkout", [liability, aov, { ...liability, analyticsId: "X", grossMonthlyCents: 1 }]);
    expect(event.ecommerce.value).toBe(112.35);
    expect(event.ecommerce.items.map((item) => item.price)).toEqual([12.34, 100, 0.01]);
  });

  it("adds the key only when one is given", () => {
    expect(ecommerceEvent("purchase", [liability], "checkout-42")).toMatchObject({ event: "purchase", key: "checkout-42" });
    expect(ecommerceEvent("purchase", [liability])).not.toHaveProperty("key");
  });

  it("takes the currency of the products, EUR for an empty list", () => {
    expect(ecommerceEvent("view_cart", [{ ...liability, currency: "USD" }]).ecommerce.currency).toBe("USD");
    expect(ecommerceEvent("view_cart", [])).toEqual({ event: "view_cart", ecommerce: { currency: "EUR", value: 0, items: [] } });
  });
});
