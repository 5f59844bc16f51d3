// The shown price of a catalogue product (decision 0086): shownPrice with the product's packages
// (the aov presets) read from its row. Cards, product pages, the assistant and the calculator call
// this, so they can not disagree.
import { presetAnswers, presetNames } from "~/domain/checkout/aov-presets";
import { shownPrice, type PriceContext, type ShownPrice } from "~/domain/catalogue/shown-price";
import type { CatalogueProduct } from "./catalogue.server";

export type { ShownPrice };

export function shownPriceOf(product: CatalogueProduct, context: PriceContext): ShownPrice {
  const packages = presetNames(product.presets).flatMap((name) => {
    const found = presetAnswers(product, name);
    return found.ok ? [found.answers] : [];
  });
  return shownPrice(product, context, packages);
}
