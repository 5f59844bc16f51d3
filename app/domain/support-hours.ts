// Whether the support desk is open: Monday to Friday 09:00-17:00, Amsterdam time.

export const SUPPORT_HOURS = { firstDay: 1, lastDay: 5, openMinute: 9 * 60, closeMinute: 17 * 60 } as const;

const AMSTERDAM_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function isSupportOpen(now: Date): boolean {
  const parts = Object.fromEntries(AMSTERDAM_CLOCK.formatToParts(now).map((p) => [p.type, p.value]));
  const day = WEEKDAYS.indexOf(parts.weekday ?? "");
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  return (
    day >= SUPPORT_HOURS.firstDay &&
    day <= SUPPORT_HOURS.lastDay &&
    minute >= SUPPORT_HOURS.openMinute &&
    minute < SUPPORT_HOURS.closeMinute
  );
}
