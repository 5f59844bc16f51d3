// Analytics events of spec section 9, shaped as the data layer expects (GA4 ecommerce): prices
// in euros. Which moment fires which event: docs/decisions/0050-analytics-consent.md. Events
// never carry personal data: product ids, names and prices, option codes, counts and labels.

/** A Google Tag Manager container id (it lands in a script, so it is checked). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,12}$/;

/** The 16 events of spec section 9. */
export const ANALYTICS_EVENTS = [
  "funnel_button_click",
  "funnel_select",
  "add_shipping_info",
  "add_payment_info",
  "quiz",
  "funnel_search",
  "funnel_profession_select",
  "select_item",
  "add_to_cart",
  "view_cart",
  "view_item_list",
  "remove_from_cart",
  "begin_checkout",
  "purchase",
  "dropout",
  "support",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === "string" && (ANALYTICS_EVENTS as readonly string[]).includes(value);
}

export type AnalyticsProduct = { analyticsId: string; name: string; grossMonthlyCents: number; currency: string };
export type AnalyticsItem = { item_id: string; item_name: string; price: number };
/** Extra parameters: short codes and numbers only (never free text a visitor typed). */
export type AnalyticsParams = Record<string, string | number | boolean>;
export type AnalyticsEcommerce = { currency: string; value: number; items: AnalyticsItem[] };
export type AnalyticsEvent = {
  event: string;
  /** Fires once per browser tab for this key (a reload does not repeat a purchase). */
  key?: string;
  ecommerce?: AnalyticsEcommerce;
  [param: string]: unknown;
};

export function analyticsItem(product: AnalyticsProduct): AnalyticsItem {
  return { item_id: product.analyticsId, item_name: product.name, price: product.grossMonthlyCents / 100 };
}

export function ecommerceEvent(
  event: AnalyticsEventName,
  products: readonly AnalyticsProduct[],
  key?: string,
  params: AnalyticsParams = {},
): AnalyticsEvent & { ecommerce: AnalyticsEcommerce } {
  const items = products.map(analyticsItem);
  const value = Math.round(products.reduce((sum, product) => sum + product.grossMonthlyCents, 0)) / 100;
  return { event, ...(key ? { key } : {}), ...params, ecommerce: { currency: products[0]?.currency ?? "EUR", value, items } };
}

/** A profession or company search: how long the term was and how much it found, never the term. */
export function searchEvent(kind: "profession" | "company", term: string, results: number): AnalyticsEvent {
  return { event: "funnel_search", search_type: kind, search_term_length: term.trim().length, results_count: results };
}

/** The knowledge test answered: the product, the score and whether it passed. */
export function quizEvent(
  product: AnalyticsProduct,
  result: { score: number; total: number; passed: boolean },
  key?: string,
): AnalyticsEvent {
  return ecommerceEvent("quiz", [product], key, {
    quiz_result: result.passed ? "passed" : "failed",
    quiz_score: result.score,
    quiz_total: result.total,
  });
}

/** The profession chosen from the search (its id, a catalogue code) or described in words (nothing of the words). */
export function professionSelectEvent(choice: { professionId: string } | { described: true }): AnalyticsEvent {
  return "professionId" in choice
    ? { event: "funnel_profession_select", profession_id: choice.professionId }
    : { event: "funnel_profession_select", profession_id: "described" };
}

// Clicks and choices read from data-analytics-* attributes (components/analytics-listener.tsx).
const CLICK_EVENTS = new Set<AnalyticsEventName>(["funnel_button_click", "select_item", "support"]);
const PARAM_NAME = /^[a-z][a-z0-9_]{0,30}$/;
const PARAM_VALUE = /^[\w.:-]{1,60}$/;

/**
 * The event an element's data-analytics-* attributes describe (names as in the dataset, camelCase
 * after "analytics"), with the product of the nearest data-analytics-item-* element; null when the
 * attributes name no click event. Values that are not short codes are dropped.
 */
export function clickEventFrom(
  attributes: Record<string, string | undefined>,
  product: Record<string, string | undefined> | null,
): AnalyticsEvent | null {
  const name = attributes.analyticsEvent;
  if (!isAnalyticsEventName(name) || !CLICK_EVENTS.has(name)) return null;
  return withProduct({ event: name, ...paramsOf(attributes) }, product);
}

/** funnel_select for a choice (a radio, checkbox or select) in a data-analytics-select container: the field and the option code. */
export function selectEventFrom(
  choice: { field: string; value: string; checked: boolean },
  product: Record<string, string | undefined> | null,
): AnalyticsEvent | null {
  if (!choice.checked || !PARAM_VALUE.test(choice.field) || !PARAM_VALUE.test(choice.value)) return null;
  return withProduct({ event: "funnel_select", field: choice.field, value: choice.value }, product);
}

function paramsOf(attributes: Record<string, string | undefined>): AnalyticsParams {
  const params: AnalyticsParams = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (!key.startsWith("analytics") || key === "analyticsEvent" || key.startsWith("analyticsItem") || value === undefined) continue;
    const name = key
      .slice("analytics".length)
      .replace(/^[A-Z]/, (c) => c.toLowerCase())
      .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (PARAM_NAME.test(name) && PARAM_VALUE.test(value)) params[name] = value;
  }
  return params;
}

function withProduct(event: AnalyticsEvent, product: Record<string, string | undefined> | null): AnalyticsEvent {
  const id = product?.analyticsItemId;
  const name = product?.analyticsItemName;
  const cents = Number(product?.analyticsItemPrice);
  if (!id || !name || !Number.isInteger(cents)) return event;
  return ecommerceEvent(
    event.event as AnalyticsEventName,
    [{ analyticsId: id, name, grossMonthlyCents: cents, currency: product?.analyticsItemCurrency ?? "EUR" }],
    undefined,
    paramsOnly(event),
  );
}

function paramsOnly(event: AnalyticsEvent): AnalyticsParams {
  const { event: _name, key: _key, ecommerce: _ecommerce, ...rest } = event;
  return rest as AnalyticsParams;
}

/** The data-analytics-item-* attributes of a product (put on a list entry or a product's part of a page). */
export function analyticsItemAttributes(product: AnalyticsProduct): Record<string, string> {
  return {
    "data-analytics-item-id": product.analyticsId,
    "data-analytics-item-name": product.name,
    "data-analytics-item-price": String(product.grossMonthlyCents),
    "data-analytics-item-currency": product.currency,
  };
}
