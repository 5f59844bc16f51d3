// The office hours of support (spec sections 1, 4 and 9; decision 0046): Monday to Friday
// 09:00-17:00 on the Amsterdam clock, closed on Dutch public holidays. The one place that knows
// office days: the support channels (support-channels.ts) and the review queue's business days
// (review-queue.ts) read them from here.

export const SUPPORT_HOURS = { firstDay: 1, lastDay: 5, openMinute: 9 * 60, closeMinute: 17 * 60 } as const;

/** A calendar day on the Amsterdam clock (month 1-12). */
export type LocalDay = { year: number; month: number; day: number };
/** An instant as the Amsterdam clock reads it: its day, weekday (0 = Sunday) and time of day. */
export type LocalTime = LocalDay & { weekday: number; msOfDay: number };

const DAY_MS = 86_400_000;
const OPEN_MS = SUPPORT_HOURS.openMinute * 60_000;
const CLOSE_MS = SUPPORT_HOURS.closeMinute * 60_000;

const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function amsterdamTime(at: Date): LocalTime {
  const parts = Object.fromEntries(CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const msOfDay = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + at.getUTCMilliseconds();
  return { year, month, day, msOfDay, weekday: weekdayOf({ year, month, day }) };
}

function weekdayOf(day: LocalDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** The instant that reads `msOfDay` on the Amsterdam clock on this day (office hours never fall in a DST gap). */
export function atAmsterdam(day: LocalDay, msOfDay: number): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + msOfDay;
  let instant = wall;
  // Two rounds settle the offset (+01:00 or +02:00) at the instant itself.
  for (let round = 0; round < 2; round++) {
    const seen = amsterdamTime(new Date(instant));
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day) + seen.msOfDay;
    instant += wall - seenWall;
  }
  return new Date(instant);
}

export function addDays(day: LocalDay, days: number): LocalDay & { weekday: number } {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
}

// --- Dutch public holidays ----------------------------------------------------------------------

export const HOLIDAYS = [
  "nieuwjaarsdag",
  "eerstePaasdag",
  "tweedePaasdag",
  "koningsdag",
  "bevrijdingsdag",
  "hemelvaartsdag",
  "eerstePinksterdag",
  "tweedePinksterdag",
  "eersteKerstdag",
  "tweedeKerstdag",
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): LocalDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const isoOf = (day: LocalDay) => `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;

/**
 * The days support is closed for a public holiday in a year, as ISO dates, in date order.
 * The set of the Algemene termijnenwet: Goede Vrijdag is not in it (support is open), and
 * Bevrijdingsdag is closed every year, not only every fifth (decision 0046). Koningsdag moves
 * to 26 April when 27 April is a Sunday.
 */
export function dutchPublicHolidays(year: number): { date: string; holiday: Holiday }[] {
  const easter = easterSunday(year);
  const kingsDay: LocalDay = { year, month: 4, day: 27 };
  const list: { day: LocalDay; holiday: Holiday }[] = [
    { day: { year, month: 1, day: 1 }, holiday: "nieuwjaarsdag" },
    { day: easter, holiday: "eerstePaasdag" },
    { day: addDays(easter, 1), holiday: "tweedePaasdag" },
    { day: weekdayOf(kingsDay) === 0 ? { year, month: 4, day: 26 } : kingsDay, holiday: "koningsdag" },
    { day: { year, month: 5, day: 5 }, holiday: "bevrijdingsdag" },
    { day: addDays(easter, 39), holiday: "hemelvaartsdag" },
    { day: addDays(easter, 49), holiday: "eerstePinksterdag" },
    { day: addDays(easter, 50), holiday: "tweedePinksterdag" },
    { day: { year, month: 12, day: 25 }, holiday: "eersteKerstdag" },
    { day: { year, month: 12, day: 26 }, holiday: "tweedeKerstdag" },
  ];
  return list.map(({ day, holiday }) => ({ date: isoOf(day), holiday })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const holidayCache = new Map<number, Map<string, Holiday>>();

/** The public holiday on this day, if any. */
export function holidayOn(day: LocalDay): Holiday | null {
  let year = holidayCache.get(day.year);
  if (!year) {
    year = new Map(dutchPublicHolidays(day.year).map(({ date, holiday }) => [date, holiday]));
    holidayCache.set(day.year, year);
  }
  return year.get(isoOf(day)) ?? null;
}

// --- Office days and hours ----------------------------------------------------------------------

/** A weekday that is no public holiday. */
export function isOfficeDay(day: LocalDay): boolean {
  const weekday = weekdayOf(day);
  return weekday >= SUPPORT_HOURS.firstDay && weekday <= SUPPORT_HOURS.lastDay && holidayOn(day) === null;
}

/** The first office day after this one. */
export function nextOfficeDay(day: LocalDay): LocalDay {
  for (let step = 1; ; step++) {
    const next = addDays(day, step);
    if (isOfficeDay(next)) return next;
  }
}

export function isWithinOfficeHours(time: LocalTime): boolean {
  return isOfficeDay(time) && time.msOfDay >= OPEN_MS && time.msOfDay < CLOSE_MS;
}

/** Whether the support desk is open at this instant. */
export function isSupportOpen(now: Date): boolean {
  return isWithinOfficeHours(amsterdamTime(now));
}

/** When the office next opens (09:00 of the next office day); `now` itself when it opens at that instant. */
export function nextOfficeOpening(now: Date): Date {
  const time = amsterdamTime(now);
  if (isOfficeDay(time) && time.msOfDay <= OPEN_MS) return atAmsterdam(time, OPEN_MS);
  return atAmsterdam(nextOfficeDay(time), OPEN_MS);
}

/** When the office next closes: 17:00 today while open, otherwise 17:00 of the next office day. */
export function nextOfficeClosing(now: Date): Date {
  const time = amsterdamTime(now);
  if (isOfficeDay(time) && time.msOfDay < CLOSE_MS) return atAmsterdam(time, CLOSE_MS);
  return atAmsterdam(nextOfficeDay(time), CLOSE_MS);
}

export const OFFICE_OPEN_MS = OPEN_MS;
export const OFFICE_CLOSE_MS = CLOSE_MS;

/** An instant as the pages write it: weekday (0 = Sunday), DD-MM-YYYY and HH:mm on the Amsterdam clock. */
export function officeClockParts(at: Date): { weekday: number; date: string; time: string } {
  const time = amsterdamTime(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  const minutes = Math.floor(time.msOfDay / 60_000);
  return {
    weekday: time.weekday,
    date: `${pad(time.day)}-${pad(time.month)}-${time.year}`,
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
  };
}
