import { describe, expect, it } from "vitest";
import {
  dutchPublicHolidays,
  easterSunday,
  holidayOn,
  isSupportOpen,
  nextOfficeClosing,
  nextOfficeOpening,
} from "~/domain/platform/office-hours";

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
  it("on the Mondays after the DST switches (both switches fall on a Sunday)", () => {
    // Sunday 29 March 2026 to summer time: Monday 30 March opens at 07:00Z.
    expect(isSupportOpen(new Date("2026-03-30T06:59:00Z"))).toBe(false);
    expect(isSupportOpen(new Date("2026-03-30T07:00:00Z"))).toBe(true);
    expect(isSupportOpen(new Date("2026-03-30T14:59:00Z"))).toBe(true);
    expect(isSupportOpen(new Date("2026-03-30T15:00:00Z"))).toBe(false);
    // Sunday 25 October 2026 to winter time: Monday 26 October opens at 08:00Z.
    expect(isSupportOpen(new Date("2026-10-26T07:59:00Z"))).toBe(false);
    expect(isSupportOpen(new Date("2026-10-26T08:00:00Z"))).toBe(true);
    expect(isSupportOpen(new Date("2026-10-26T15:59:00Z"))).toBe(true);
    expect(isSupportOpen(new Date("2026-10-26T16:00:00Z"))).toBe(false);
    // On the switch days themselves (Sundays) it stays closed.
    expect(isSupportOpen(new Date("2026-03-29T10:00:00Z"))).toBe(false);
    expect(isSupportOpen(new Date("2026-10-25T10:00:00Z"))).toBe(false);
  });
});

// Expected dates written out by hand (not computed), from the published calendars.
const HOLIDAYS_2026 = {
  "2026-01-01": "nieuwjaarsdag",
  "2026-04-05": "eerstePaasdag",
  "2026-04-06": "tweedePaasdag",
  "2026-04-27": "koningsdag",
  "2026-05-05": "bevrijdingsdag",
  "2026-05-14": "hemelvaartsdag",
  "2026-05-24": "eerstePinksterdag",
  "2026-05-25": "tweedePinksterdag",
  "2026-12-25": "eersteKerstdag",
  "2026-12-26": "tweedeKerstdag",
};
const HOLIDAYS_2027 = {
  "2027-01-01": "nieuwjaarsdag",
  "2027-03-28": "eerstePaasdag",
  "2027-03-29": "tweedePaasdag",
  "2027-04-27": "koningsdag",
  "2027-05-05": "bevrijdingsdag",
  "2027-05-06": "hemelvaartsdag",
  "2027-05-16": "eerstePinksterdag",
  "2027-05-17": "tweedePinksterdag",
  "2027-12-25": "eersteKerstdag",
  "2027-12-26": "tweedeKerstdag",
};

const noonInAmsterdam = (iso: string) => new Date(`${iso}T12:00:00${/-(0[4-9]|10)-/.test(iso) ? "+02:00" : "+01:00"}`);

describe("Dutch public holidays", () => {
  it("Easter Sunday for known years", () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 }); // the latest possible date
  });

  it.each([
    [2026, HOLIDAYS_2026],
    [2027, HOLIDAYS_2027],
  ])("every holiday of %i, and support closed at noon on each", (year, expected) => {
    expect(Object.fromEntries(dutchPublicHolidays(year).map(({ date, holiday }) => [date, holiday]))).toEqual(expected);
    for (const iso of Object.keys(expected)) {
      expect(isSupportOpen(noonInAmsterdam(iso)), iso).toBe(false);
    }
  });

  it("holidays on weekdays close an otherwise open day; the weekday after opens again", () => {
    expect(isSupportOpen(new Date("2026-05-14T10:00:00+02:00"))).toBe(false); // Hemelvaartsdag, Thursday
    expect(isSupportOpen(new Date("2026-05-15T10:00:00+02:00"))).toBe(true); // the Friday after
    expect(isSupportOpen(new Date("2026-05-04T10:00:00+02:00"))).toBe(true); // Dodenherdenking is no day off
    expect(isSupportOpen(new Date("2027-05-05T10:00:00+02:00"))).toBe(false); // Bevrijdingsdag is closed in a non-lustrum year too
  });

  it("Goede Vrijdag and Christmas Eve are ordinary office days (decision 0046)", () => {
    expect(isSupportOpen(new Date("2026-04-03T10:00:00+02:00"))).toBe(true); // Goede Vrijdag 2026
    expect(isSupportOpen(new Date("2027-03-26T10:00:00+01:00"))).toBe(true); // Goede Vrijdag 2027
    expect(isSupportOpen(new Date("2026-12-24T10:00:00+01:00"))).toBe(true);
  });

  it("Koningsdag moves to 26 April when 27 April is a Sunday (2025, 2031)", () => {
    expect(holidayOn({ year: 2031, month: 4, day: 26 })).toBe("koningsdag");
    expect(holidayOn({ year: 2031, month: 4, day: 27 })).toBeNull();
    expect(holidayOn({ year: 2025, month: 4, day: 26 })).toBe("koningsdag");
    expect(holidayOn({ year: 2025, month: 4, day: 27 })).toBeNull();
    expect(holidayOn({ year: 2026, month: 4, day: 26 })).toBeNull();
  });
});

describe("next opening and closing", () => {
  const iso = (date: Date) => date.toISOString();
  it("before opening on an office day: 09:00 that day; at 09:00 exactly: that instant", () => {
    expect(iso(nextOfficeOpening(new Date("2026-11-23T08:59:00+01:00")))).toBe("2026-11-23T08:00:00.000Z");
    expect(iso(nextOfficeOpening(new Date("2026-11-23T09:00:00+01:00")))).toBe("2026-11-23T08:00:00.000Z");
  });
  it("at 17:00 and over the weekend: the next office day's 09:00", () => {
    expect(iso(nextOfficeOpening(new Date("2026-11-23T17:00:00+01:00")))).toBe("2026-11-24T08:00:00.000Z");
    expect(iso(nextOfficeOpening(new Date("2026-11-27T17:00:00+01:00")))).toBe("2026-11-30T08:00:00.000Z");
  });
  it("skips holidays: Christmas 2026 and Easter Monday 2027", () => {
    expect(iso(nextOfficeOpening(new Date("2026-12-24T17:00:00+01:00")))).toBe("2026-12-28T08:00:00.000Z");
    expect(iso(nextOfficeOpening(new Date("2027-03-26T18:00:00+01:00")))).toBe("2027-03-30T07:00:00.000Z"); // summer time by then
  });
  it("across the DST switch: Friday in winter time, Monday in summer time", () => {
    expect(iso(nextOfficeOpening(new Date("2026-03-27T17:00:00+01:00")))).toBe("2026-03-30T07:00:00.000Z");
    expect(iso(nextOfficeOpening(new Date("2026-10-23T17:00:00+02:00")))).toBe("2026-10-26T08:00:00.000Z");
  });
  it("closing: 17:00 today while open, otherwise the next office day's 17:00", () => {
    expect(iso(nextOfficeClosing(new Date("2026-11-23T16:59:00+01:00")))).toBe("2026-11-23T16:00:00.000Z");
    expect(iso(nextOfficeClosing(new Date("2026-11-23T17:00:00+01:00")))).toBe("2026-11-24T16:00:00.000Z");
    expect(iso(nextOfficeClosing(new Date("2026-11-23T08:00:00+01:00")))).toBe("2026-11-23T16:00:00.000Z");
  });
});
