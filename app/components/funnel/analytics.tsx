import { useEffect } from "react";

export type AnalyticsItem = { item_id: string; item_name: string; price: number };
export type AnalyticsEvent = { event: string; key?: string; ecommerce?: { currency: string; value: number; items: AnalyticsItem[] } };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes each event to window.dataLayer once; a key makes an event fire once per browser tab (a reload does not repeat a purchase). */
export function pushAnalytics(events: readonly AnalyticsEvent[]): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  for (const { key, ...event } of events) {
    if (key) {
      const storageKey = `analytics:${event.event}:${key}`;
      try {
        if (window.sessionStorage.getItem(storageKey)) continue;
        window.sessionStorage.setItem(storageKey, "1");
      } catch {
        // Storage blocked: send anyway.
      }
    }
    if (event.ecommerce) window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push(event);
  }
}

export function AnalyticsEvents({ events }: { events: readonly AnalyticsEvent[] | null | undefined }) {
  useEffect(() => {
    if (events && events.length > 0) pushAnalytics(events);
  }, [events]);
  return null;
}
