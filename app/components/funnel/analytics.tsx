import { useEffect } from "react";
import type { AnalyticsEvent } from "~/domain/platform/analytics";

export type { AnalyticsEvent, AnalyticsItem } from "~/domain/platform/analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes each event to window.dataLayer once; a key makes an event fire once per browser tab (a
 * reload does not repeat a purchase). The data layer is a plain array, so it collects events
 * before consent too; nothing reads it until the tag manager loads (decision 0050).
 */
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
