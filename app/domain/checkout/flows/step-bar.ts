// A flow's progress bar as the page shows it. The server sends the bar's entries with the page
// (checkout-flow.server.ts stepBarOf, funnel-layout.tsx), so the browser needs none of the flow
// definitions to draw it.
import type { BarEntry } from "./definitions";

export type StepBarData = { entries: readonly BarEntry[]; current: string | null };
export type StepView = { name: string; desktop: number; mobile: number; state: "done" | "current" | "todo" };

/** Each entry with its widths and state; an unknown current entry marks nothing current. */
export function stepViews({ entries, current }: StepBarData): StepView[] {
  const currentIndex = entries.findIndex((entry) => entry.name === current);
  return entries.map((entry, index) => ({
    name: entry.name,
    desktop: entry.desktop,
    mobile: entry.mobile,
    state: currentIndex < 0 || index > currentIndex ? "todo" : index === currentIndex ? "current" : "done",
  }));
}
