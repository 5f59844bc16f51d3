// The GOV.UK date input (decision 0088): a date is three fields, day, month and year, in a
// fieldset whose legend names it. These fill and read one as a person does, by its labels.
import type { Locator, Page } from "@playwright/test";

const LABELS = { day: /^(Dag|Day|Tag|Jour)$/, month: /^(Maand|Month|Monat|Mois)$/, year: /^(Jaar|Year|Jahr|Année)$/ } as const;

/** The date's fieldset, found by its legend. */
export function dateGroup(scope: Page | Locator, legend: string | RegExp): Locator {
  return scope.getByRole("group", { name: legend });
}

/** Types an ISO date (YYYY-MM-DD) as day, month and year, without leading zeros, as people write it. */
export async function fillDate(scope: Page | Locator, legend: string | RegExp, iso: string) {
  const [year = "", month = "", day = ""] = iso.split("-");
  const group = dateGroup(scope, legend);
  await group.getByRole("textbox", { name: LABELS.day }).fill(day ? String(Number(day)) : "");
  await group.getByRole("textbox", { name: LABELS.month }).fill(month ? String(Number(month)) : "");
  await group.getByRole("textbox", { name: LABELS.year }).fill(year);
}

/** The date the three fields hold, as an ISO date. */
export async function dateValue(scope: Page | Locator, legend: string | RegExp): Promise<string> {
  const group = dateGroup(scope, legend);
  const day = await group.getByRole("textbox", { name: LABELS.day }).inputValue();
  const month = await group.getByRole("textbox", { name: LABELS.month }).inputValue();
  const year = await group.getByRole("textbox", { name: LABELS.year }).inputValue();
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}
