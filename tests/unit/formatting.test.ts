import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { formatDateTime } from "~/domain/platform/date-time-format";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("writes euros Dutch style", () => {
    expect(plain(formatMoney(123456))).toBe("€ 1.234,56");
    expect(plain(formatMoney(0))).toBe("€ 0,00");
    expect(plain(formatMoney(5))).toBe("€ 0,05");
    expect(plain(formatMoney(100000000))).toBe("€ 1.000.000,00");
    expect(plain(formatMoney(-1999, "eur"))).toBe("€ -19,99");
  });
  it("writes other currencies British style with 2 decimals", () => {
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
    expect(formatMoney(100, "USD")).toBe("US$1.00");
  });
  it("refuses money that is not whole cents", () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  it("writes ISO dates as DD-MM-YYYY", () => {
    expect(formatDate("2026-11-23")).toBe("23-11-2026");
    expect(formatDate("2024-02-29")).toBe("29-02-2024");
  });
  it("reads instants in Amsterdam time", () => {
    expect(formatDate(new Date("2026-12-31T23:30:00Z"))).toBe("01-01-2027");
    expect(formatDate(new Date("2026-06-30T21:59:00Z"))).toBe("30-06-2026");
  });
  it("refuses what is not a date", () => {
    expect(() => formatDate("23-11-2026")).toThrow(RangeError);
    expect(() => formatDate(new Date("nope"))).toThrow(RangeError);
  });
});

describe("date and time of an instant", () => {
  it("is DD-MM-YYYY HH:mm:ss in Amsterdam, summer and winter", () => {
    expect(formatDateTime(new Date("2026-07-01T22:30:05Z"))).toBe("02-07-2026 00:30:05");
    expect(formatDateTime(new Date("2026-12-31T23:00:00Z"))).toBe("01-01-2027 00:00:00");
  });
});
