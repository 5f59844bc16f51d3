// A date typed as day, month and year in three fields (the GOV.UK date input, decision 0088),
// read into an ISO date on the server. The three inputs are named "<name>.day", "<name>.month"
// and "<name>.year" (Conform reads them as one object); an ISO string (a saved answer, the token
// API, a form that posts one field) is read as it is.
import { datePartsOf, joinDateParts } from "./date-fields";
import { isStrictIsoDate, VALIDATION_MESSAGES as M } from "./field-checks";

// Not in VALIDATION_MESSAGES: field-checks.ts loads on every page, these only with date fields.
export const DATE_MESSAGES = {
  incomplete: "validations:dateIncomplete",
  year: "validations:dateYear",
  /** Typed parts that name no day (31 2 1990, letters). */
  invalid: "validations:dateInvalid",
} as const;

/**
 * The ISO date the parts name, or the message saying what to fix; null when nothing was typed
 * (the caller's "required" message names the field). 31 2 1990 is no date; the year has four
 * digits (85 is not guessed); spaces and a leading zero are fine.
 */
export function readDate(value: unknown): { iso: string } | { error: string } | null {
  if (typeof value === "string" && !value.includes("|")) {
    // One field: an ISO date, or nothing.
    const iso = value.trim();
    if (!iso) return null;
    return isStrictIsoDate(iso) ? { iso } : { error: M.dateValidMessage };
  }
  const raw = datePartsOf(value);
  const day = raw.day.trim();
  const month = raw.month.trim();
  const year = raw.year.trim();
  if (!day && !month && !year) return null;
  if (!day || !month || !year) return { error: DATE_MESSAGES.incomplete };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month)) return { error: DATE_MESSAGES.invalid };
  if (!/^\d{4}$/.test(year)) return { error: DATE_MESSAGES.year };
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isStrictIsoDate(iso) ? { iso } : { error: DATE_MESSAGES.invalid };
}

type FormLike = { get(name: string): FormDataEntryValue | null };

/**
 * A date a form posted as three fields ("<name>.day", ".month", ".year"), or as one "<name>"
 * field (the token API, an older page): what to show again ("d|m|y", or the one field as it
 * came) and what it reads as (readDate).
 */
export function postedDate(form: FormLike, name: string): { shown: string; date: ReturnType<typeof readDate> } {
  const text = (key: string) => {
    const entry = form.get(key);
    return typeof entry === "string" ? entry.trim() : "";
  };
  if (form.get(`${name}.day`) === null) {
    const single = text(name);
    return { shown: single, date: readDate(single) };
  }
  const parts = { day: text(`${name}.day`), month: text(`${name}.month`), year: text(`${name}.year`) };
  return { shown: joinDateParts(parts), date: readDate(parts) };
}
