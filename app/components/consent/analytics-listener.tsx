// The click side of the analytics events (decision 0050): one delegated listener reads the
// data-analytics-* attributes of what was clicked or chosen, so components only mark elements.
// Outcomes (added, bought, saved) come from the server's answer instead (<AnalyticsEvents>).
import { useEffect } from "react";
import { clickEventFrom, selectEventFrom } from "~/domain/platform/analytics";
import { pushAnalytics } from "~/components/funnel/analytics";

function productOf(element: Element): Record<string, string | undefined> | null {
  const holder = element.closest<HTMLElement>("[data-analytics-item-id]");
  return holder ? { ...holder.dataset } : null;
}

export function AnalyticsListener() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-analytics-event]") : null;
      if (!target) return;
      const pushed = clickEventFrom({ ...target.dataset }, productOf(target));
      if (pushed) pushAnalytics([pushed]);
    }
    function onChange(event: Event) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) return;
      if (!input.closest("[data-analytics-select]")) return;
      // Only choices among given options: never what a visitor typed.
      const option = input instanceof HTMLSelectElement || input.type === "radio" || input.type === "checkbox";
      if (!option) return;
      const checked = input instanceof HTMLSelectElement ? true : input.checked;
      const pushed = selectEventFrom({ field: input.name, value: input.value, checked }, productOf(input));
      if (pushed) pushAnalytics([pushed]);
    }
    document.addEventListener("click", onClick);
    document.addEventListener("change", onChange);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("change", onChange);
    };
  }, []);
  return null;
}
