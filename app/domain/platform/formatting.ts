// How money and dates read on screen, and amounts as people type them. Money is integer cents
// everywhere; EUR reads Dutch style (€ 1.234,56), other currencies British style (£1,234.56);
// dates DD-MM-YYYY.

const DUTCH_NUMBER = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const britishCurrency = new Map<string, Intl.NumberFormat>();

const NBSP = "\u00a0";

export function formatMoney(cents: number, currency: string = "EUR"): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be whole cents, got ${cents}`);
  const amount = cents / 100;
  const code = currency.toUpperCase();
  if (code === "EUR") {
    const sign = cents < 0 ? "-" : "";
    return `€${NBSP}${sign}${DUTCH_NUMBER.format(Math.abs(amount))}`;
  }
  let format = britishCurrency.get(code);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    britishCurrency.set(code, format);
  }
  return format.format(amount);
}

const AMSTERDAM_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** DD-MM-YYYY. An ISO date (YYYY-MM-DD) is taken as written; an instant is read in Amsterdam. */
export function formatDate(value: string | Date): string {
  if (typeof value === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) throw new RangeError(`not an ISO date: ${value}`);
    return `${match[3]}-${match[2]}-${match[1]}`;
  }
  if (Number.isNaN(value.getTime())) throw new RangeError("invalid date");
  const parts = Object.fromEntries(AMSTERDAM_DATE.formatToParts(value).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

// Amounts as people type them: beside formatMoney, so a screen that reads one loads no field checks.

/** Money answers lose every non-digit before they are sent ("€ 45.000" → "45000"). */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * An amount as people type it, in cents: every non-digit goes (spec section 5: "€ 45.000" is
 * 45000), except a decimal comma or point followed by one or two digits at the end, which
 * are cents ("1.299,50" is 1,299.50; "5000.01" is 5,000.01). Null when there are no digits.
 */
export function parseMoneyCents(value: string): number | null {
  const decimal = /^(.*?)[.,](\d{1,2})$/.exec(value.trim());
  const whole = stripNonDigits(decimal ? decimal[1]! : value);
  if (whole === "" && !decimal) return null;
  return Number(whole || "0") * 100 + (decimal ? Number(decimal[2]!.padEnd(2, "0")) : 0);
}
