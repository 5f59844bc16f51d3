// Broker quotations: the status a quote has on a given day and the expiry date a broker may
// choose, at their edges (app/domain/quotation.ts).
import { describe, expect, it } from "vitest";
import {
  checkExpiryDate,
  defaultExpiry,
  expiryWindow,
  isExpired,
  isQuoteOpen,
  QUOTE_MAX_DAYS_AHEAD,
  quoteStatus,
} from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/validation";

const TODAY = "2025-03-15";
const quote = (over: Partial<{ acceptedAt: Date | null; openedAt: Date | null; expiresOn: string }> = {}) => ({
  acceptedAt: null,
  openedAt: null,
  expiresOn: "2025-03-20",
  ...over,
});

describe("quoteStatus", () => {
  it("is sent until the link is opened, then opened", () => {
    expect(quoteStatus(quote(), TODAY)).toBe("sent");
    expect(quoteStatus(quote({ openedAt: new Date("2025-03-14T10:00:00Z") }), TODAY)).toBe("opened");
  });

  it("is still open on its last day: expiresOn today is not expired", () => {
    expect(quoteStatus(quote({ expiresOn: TODAY }), TODAY)).toBe("sent");
    expect(quoteStatus(quote({ expiresOn: TODAY, openedAt: new Date() }), TODAY)).toBe("opened");
    expect(isExpired({ expiresOn: TODAY }, TODAY)).toBe(false);
    expect(isQuoteOpen(quote({ expiresOn: TODAY }), TODAY)).toBe(true);
  });

  it("is expired the day after: expiresOn yesterday", () => {
    expect(quoteStatus(quote({ expiresOn: "2025-03-14" }), TODAY)).toBe("expired");
    expect(quoteStatus(quote({ expiresOn: "2025-03-14", openedAt: new Date() }), TODAY)).toBe("expired");
    expect(isQuoteOpen(quote({ expiresOn: "2025-03-14" }), TODAY)).toBe(false);
  });

  it("compares whole dates across month and year ends", () => {
    expect(quoteStatus(quote({ expiresOn: "2024-12-31" }), "2025-01-01")).toBe("expired");
    expect(quoteStatus(quote({ expiresOn: "2025-01-01" }), "2024-12-31")).toBe("sent");
    expect(quoteStatus(quote({ expiresOn: "2024-02-29" }), "2024-02-29")).toBe("sent");
    expect(quoteStatus(quote({ expiresOn: "2024-02-29" }), "2024-03-01")).toBe("expired");
  });

  it("is accepted once bought, whatever the date or the opening says", () => {
    const acceptedAt = new Date("2025-03-10T09:00:00Z");
    expect(quoteStatus(quote({ acceptedAt }), TODAY)).toBe("accepted");
    expect(quoteStatus(quote({ acceptedAt, expiresOn: "2025-03-12", openedAt: new Date() }), TODAY)).toBe("accepted");
    expect(isQuoteOpen(quote({ acceptedAt }), TODAY)).toBe(false);
    // Dates as JSON gives them (strings) count as well.
    expect(quoteStatus({ acceptedAt: "2025-03-10T09:00:00.000Z", openedAt: null, expiresOn: "2025-03-20" }, TODAY)).toBe("accepted");
  });

  it("takes today in Amsterdam: 23:30 UTC on 14 March is already the 15th there", () => {
    const today = todayInAmsterdam(new Date("2025-03-14T23:30:00Z"));
    expect(today).toBe("2025-03-15");
    expect(quoteStatus(quote({ expiresOn: "2025-03-14" }), today)).toBe("expired");
    expect(quoteStatus(quote({ expiresOn: "2025-03-15" }), today)).toBe("sent");
  });
});

describe("expiry date of a new quote", () => {
  it("runs from tomorrow up to 30 days ahead", () => {
    expect(QUOTE_MAX_DAYS_AHEAD).toBe(30);
    expect(expiryWindow(TODAY)).toEqual({ min: "2025-03-16", max: "2025-04-14" });
    expect(expiryWindow("2024-12-20")).toEqual({ min: "2024-12-21", max: "2025-01-19" });
  });

  it("refuses today and earlier, accepts tomorrow", () => {
    expect(checkExpiryDate("2025-03-14", TODAY)).toBe("broker:validation.expiryMin");
    expect(checkExpiryDate(TODAY, TODAY)).toBe("broker:validation.expiryMin");
    expect(checkExpiryDate("2025-03-16", TODAY)).toBeNull();
  });

  it("accepts the 30th day ahead, refuses the 31st", () => {
    expect(checkExpiryDate("2025-04-14", TODAY)).toBeNull();
    expect(checkExpiryDate("2025-04-15", TODAY)).toBe("broker:validation.expiryMax");
  });

  it("wants a real ISO date", () => {
    expect(checkExpiryDate("", TODAY)).toBe("validations:required");
    expect(checkExpiryDate("16-03-2025", TODAY)).toBe("validations:dateValidMessage");
    expect(checkExpiryDate("2025-02-29", "2025-02-10")).toBe("validations:dateValidMessage");
    expect(checkExpiryDate("2025-3-20", TODAY)).toBe("validations:dateValidMessage");
  });

  it("suggests a date inside the window", () => {
    expect(checkExpiryDate(defaultExpiry(TODAY), TODAY)).toBeNull();
  });
});
