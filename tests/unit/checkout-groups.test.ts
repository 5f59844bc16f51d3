import { describe, expect, it } from "vitest";
import {
  CHECKOUT_GROUP_ORDER,
  needsDisclaimer,
  nextCheckoutGroup,
  pendingGroups,
  splitIntoGroups,
} from "~/domain/checkout/checkout-groups";
import { checkoutGroupFor } from "~/domain/checkout/flows/definitions";

const item = (productType: string, id = productType) => ({ id, productType });

describe("checkoutGroupFor (spec section 4)", () => {
  it("puts car in the car group", () => {
    expect(checkoutGroupFor("car")).toBe("car");
  });

  it("puts the home products (allianz_liability, allianz_building, allianz_content) in the consumer group", () => {
    expect(checkoutGroupFor("allianz_liability")).toBe("consumer");
    expect(checkoutGroupFor("allianz_building")).toBe("consumer");
    expect(checkoutGroupFor("allianz_content")).toBe("consumer");
  });

  it("puts aov and aov_acture in the aov group", () => {
    expect(checkoutGroupFor("aov")).toBe("aov");
    expect(checkoutGroupFor("aov_acture")).toBe("aov");
  });

  it("puts every other known product type in the normal group", () => {
    for (const type of ["business_liability", "professional_liability", "death_risk"]) {
      expect(checkoutGroupFor(type)).toBe("normal");
    }
  });

  it("puts devices and drones in the consumer group with the home products (decision 0032)", () => {
    expect(checkoutGroupFor("device")).toBe("consumer");
    expect(checkoutGroupFor("drone")).toBe("consumer");
  });

  it("puts unknown product types in the normal group", () => {
    expect(checkoutGroupFor("hovercraft")).toBe("normal");
    expect(checkoutGroupFor("")).toBe("normal");
  });
});

describe("processing order", () => {
  it("is car, consumer, aov, normal", () => {
    expect(CHECKOUT_GROUP_ORDER).toEqual(["car", "consumer", "aov", "normal"]);
  });
});

describe("splitIntoGroups", () => {
  it("splits a mixed cart into the four groups, keeping the cart order within a group", () => {
    const cart = [item("device"), item("allianz_content"), item("aov"), item("car"), item("business_liability"), item("allianz_liability")];
    const groups = splitIntoGroups(cart);
    expect(groups.car.map((i) => i.id)).toEqual(["car"]);
    expect(groups.consumer.map((i) => i.id)).toEqual(["device", "allianz_content", "allianz_liability"]);
    expect(groups.aov.map((i) => i.id)).toEqual(["aov"]);
    expect(groups.normal.map((i) => i.id)).toEqual(["business_liability"]);
  });

  it("gives four empty groups for an empty cart", () => {
    expect(splitIntoGroups([])).toEqual({ car: [], consumer: [], aov: [], normal: [] });
  });
});

describe("pendingGroups and nextCheckoutGroup", () => {
  const mixedCart = [item("device"), item("aov_acture"), item("allianz_building"), item("professional_liability")];

  it("lists the non-empty groups in processing order", () => {
    expect(pendingGroups(mixedCart)).toEqual(["consumer", "aov", "normal"]);
  });

  it("picks the first non-empty group in processing order for a mixed cart", () => {
    expect(nextCheckoutGroup(mixedCart)).toBe("consumer");
    expect(nextCheckoutGroup([...mixedCart, item("car")])).toBe("car");
  });

  it("moves on to the next group once the current one has been bought", () => {
    const withoutConsumer = mixedCart.filter((i) => checkoutGroupFor(i.productType) !== "consumer");
    expect(nextCheckoutGroup(withoutConsumer)).toBe("aov");
  });

  it("returns null for an empty cart", () => {
    expect(nextCheckoutGroup([])).toBeNull();
    expect(pendingGroups([])).toEqual([]);
  });
});

describe("needsDisclaimer", () => {
  it("is false for an empty cart", () => {
    expect(needsDisclaimer([])).toBe(false);
  });

  it("is false when all items share one group, however many there are", () => {
    expect(needsDisclaimer([item("professional_liability"), item("business_liability"), item("death_risk")])).toBe(false);
    expect(needsDisclaimer([item("device"), item("drone"), item("allianz_content")])).toBe(false);
    expect(needsDisclaimer([item("allianz_liability"), item("allianz_building")])).toBe(false);
  });

  it("is true when more than one group is non-empty", () => {
    expect(needsDisclaimer([item("car"), item("device")])).toBe(true);
    expect(needsDisclaimer([item("aov"), item("allianz_content")])).toBe(true);
  });
});
