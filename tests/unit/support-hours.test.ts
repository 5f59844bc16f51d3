import { describe, expect, it } from "vitest";
import { isSupportOpen } from "~/domain/support-hours";

// November: Amsterdam is UTC+1. July: UTC+2.
describe("isSupportOpen (Monday to Friday 09:00-17:00 Europe/Amsterdam)", () => {
  it("opens at 09:00 and closes at 17:00 on a weekday", () => {
    expect(isSupportOpen(new Date("2026-11-23T07:59:00Z"))).toBe(false); // Mon 08:59
    expect(isSupportOpen(new Date("2026-11-23T08:00:00Z"))).toBe(true); // Mon 09:00
    expect(isSupportOpen(new Date("2026-11-23T15:59:00Z"))).toBe(true); // Mon 16:59
    expect(isSupportOpen(new Date("2026-11-23T16:00:00Z"))).toBe(false); // Mon 17:00
  });
  it("is open on Friday and closed at the weekend", () => {
    expect(isSupportOpen(new Date("2026-11-27T12:00:00Z"))).toBe(true); // Fri 13:00
    expect(isSupportOpen(new Date("2026-11-28T12:00:00Z"))).toBe(false); // Sat
    expect(isSupportOpen(new Date("2026-11-29T12:00:00Z"))).toBe(false); // Sun
  });
  it("follows summer time", () => {
    expect(isSupportOpen(new Date("2026-07-06T07:00:00Z"))).toBe(true); // Mon 09:00 CEST
    expect(isSupportOpen(new Date("2026-07-06T06:59:00Z"))).toBe(false); // Mon 08:59 CEST
  });
});
