// The Stripe-Signature header's time (decision 0067): read as Stripe's SDK reads it, refused more
// than 300 s from now in either direction.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { WEBHOOK_TIMESTAMP_WINDOW_SECONDS, webhookTimestampOf, webhookTimestampWithinWindow } from "~/domain/platform/webhook-timestamp";

const NOW = 1_763_950_105; // Unix seconds
const at = (seconds: number) => seconds * 1000;
const header = (timestamp: number) => `t=${timestamp},v1=${"a".repeat(64)}`;

describe("webhookTimestampOf", () => {
  it("reads the t= of a header Stripe's SDK makes", () => {
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: "{}", secret: "whsec_test", timestamp: NOW });
    expect(webhookTimestampOf(signed)).toBe(NOW);
    expect(webhookTimestampOf(`v1=${"b".repeat(64)},t=${NOW},v0=abc`)).toBe(NOW);
  });

  it("is null for no header, no t=, two of them, or one that is not plain digits", () => {
    for (const bad of [
      null,
      "",
      "v1=abc",
      "garbage",
      `t=${NOW},t=${NOW + 3600},v1=abc`,
      `t=${NOW},t=${NOW},v1=abc`,
      "t=",
      "t=-5",
      "t=1.5",
      `t=${NOW}abc`,
      `t=${NOW}=1`,
      `t= ${NOW}`,
      "t=1234567890123",
    ]) {
      expect(webhookTimestampOf(bad), String(bad)).toBeNull();
    }
  });

  it("leaves an item that is not `t` alone, as Stripe does (` t=` is not a timestamp)", () => {
    expect(webhookTimestampOf(`t=${NOW}, t=${NOW + 3600},v1=abc`)).toBe(NOW);
  });
});

describe("webhookTimestampWithinWindow", () => {
  it("is five minutes", () => {
    expect(WEBHOOK_TIMESTAMP_WINDOW_SECONDS).toBe(300);
  });

  it("accepts a timestamp up to 300 s old or ahead", () => {
    for (const offset of [0, 1, -1, 299, -299, 300, -300])
      expect(webhookTimestampWithinWindow(header(NOW + offset), at(NOW)), String(offset)).toBe(true);
    // Whole seconds, as Stripe: the milliseconds of now do not count.
    expect(webhookTimestampWithinWindow(header(NOW - 300), at(NOW) + 999)).toBe(true);
    expect(webhookTimestampWithinWindow(header(NOW + 300), at(NOW) + 999)).toBe(true);
  });

  it("refuses one more than 300 s old or ahead", () => {
    for (const offset of [301, -301, 3600, -3600, 86_400 * 365])
      expect(webhookTimestampWithinWindow(header(NOW + offset), at(NOW)), String(offset)).toBe(false);
    expect(webhookTimestampWithinWindow(header(0), at(NOW))).toBe(false);
  });

  it("refuses a header without a timestamp it can read", () => {
    expect(webhookTimestampWithinWindow(null, at(NOW))).toBe(false);
    expect(webhookTimestampWithinWindow("v1=abc", at(NOW))).toBe(false);
    // A second, later t= (the one Stripe's SDK would check the signature with) is not read past.
    expect(webhookTimestampWithinWindow(`t=${NOW},t=${NOW + 3600},v1=abc`, at(NOW))).toBe(false);
  });
});
