// Analytics events of spec section 9, shaped as the data layer expects: prices in euros.

/** A Google Tag Manager container id (it lands in a script, so it is checked). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,12}$/;

export type AnalyticsProduct = { analyticsId: string; name: string; grossMonthlyCents: number; currency: string };

export function analyticsItem(product: AnalyticsProduct) {
  return { item_id: product.analyticsId, item_name: product.name, price: product.grossMonthlyCents / 100 };
}

export function ecommerceEvent(event: string, products: readonly AnalyticsProduct[], key?: string) {
  const items = products.map(analyticsItem);
  const value = Math.round(products.reduce((sum, product) => sum + product.grossMonthlyCents, 0)) / 100;
  return { event, ...(key ? { key } : {}), ecommerce: { currency: products[0]?.currency ?? "EUR", value, items } };
}
