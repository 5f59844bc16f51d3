// The three fields of a date (day, month, year; decision 0088) as the page shows them. Apart from
// reading a date (date-parts.ts), so the date input takes no validation code into the browser.
export const DATE_PARTS = ["day", "month", "year"] as const;
export type DateParts = Record<(typeof DATE_PARTS)[number], string>;

const EMPTY: DateParts = { day: "", month: "", year: "" };

/**
 * What the three fields show: a saved ISO date without leading zeros ("1985-03-07" as 7, 3,
 * 1985), typed parts as typed ("d|m|y" from a question screen, or Conform's object).
 */
export function datePartsOf(value: unknown): DateParts {
  if (typeof value === "string") {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (iso) return { day: String(Number(iso[3])), month: String(Number(iso[2])), year: iso[1]! };
    const [day = "", month = "", year = ""] = value.split("|");
    return { day, month, year };
  }
  if (value && typeof value === "object") {
    const parts = value as Partial<Record<string, unknown>>;
    const text = (part: string) => (typeof parts[part] === "string" ? (parts[part] as string) : "");
    return { day: text("day"), month: text("month"), year: text("year") };
  }
  return EMPTY;
}

/** The parts as a question screen keeps them between posts: "d|m|y". */
export function joinDateParts(parts: DateParts): string {
  return `${parts.day}|${parts.month}|${parts.year}`;
}

/**
 * Posted form values with each date's three fields ("<name>.day", ".month", ".year") also kept
 * under "<name>" as "d|m|y", the way a screen shows them again (a preview or preset keeps them).
 */
export function withJoinedDates(values: Record<string, string>): Record<string, string> {
  const joined = { ...values };
  for (const key of Object.keys(values)) {
    if (!key.endsWith(".day")) continue;
    const name = key.slice(0, -".day".length);
    joined[name] = joinDateParts({ day: values[key] ?? "", month: values[`${name}.month`] ?? "", year: values[`${name}.year`] ?? "" });
  }
  return joined;
}
