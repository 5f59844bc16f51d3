// Monthly billing periods. Premiums are collected monthly by direct debit from the start date.

/** The same day next month, clamped to that month's end (31-01 -> 28-02 or 29-02). */
export function addMonth(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextYear = month === 12 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The first invoice covers one month from the start date and is collected on the start date. */
export function firstInvoicePeriod(startDate: string): { periodStart: string; periodEnd: string; dueDate: string } {
  return { periodStart: startDate, periodEnd: dayBefore(addMonth(startDate)), dueDate: startDate };
}
