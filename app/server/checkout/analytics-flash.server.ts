// Analytics events of an action that redirects (details saved, IBAN given, knowledge test
// answered, a cart item removed, a profession chosen): kept for the next page in a short-lived
// signed cookie, which the funnel layout's loader reads, clears and hands to <AnalyticsEvents>
// (decision 0050). Only product ids, names, prices and codes go in, never personal data.
import { SUBMIT_WITH_TOAST_HEADER } from "~/domain/platform/http-messages";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { isAnalyticsEventName, type AnalyticsEvent } from "~/domain/platform/analytics";
import type { Language } from "~/domain/platform/languages";
import { loadCart, type CartItemView } from "./cart.server";
import { config } from "../platform/config.server";
import type { LoadedPartner } from "../platform/partner.server";
import type { Visitor } from "../platform/session.server";

const analyticsFlashCookie = createCookie("__analytics", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 60,
});

const MAX_EVENTS = 5;
const scalar = z.union([z.string().max(120), z.number(), z.boolean()]);
const eventSchema = z
  .object({
    event: z.string().refine(isAnalyticsEventName),
    key: z.string().max(80).optional(),
    ecommerce: z
      .object({
        currency: z.string().max(3),
        value: z.number(),
        items: z.array(z.object({ item_id: z.string().max(80), item_name: z.string().max(120), price: z.number() })).max(10),
      })
      .optional(),
  })
  .catchall(scalar);
const flashSchema = z.array(eventSchema).max(MAX_EVENTS);

/** A Set-Cookie header that carries these events to the next page. */
export async function analyticsFlashHeader(events: readonly AnalyticsEvent[]): Promise<string> {
  return analyticsFlashCookie.serialize(events.slice(0, MAX_EVENTS));
}

/** The events waiting for this page (none when absent, tampered with or malformed) and the header that clears them. */
export async function takeAnalyticsFlash(request: Request): Promise<{ events: AnalyticsEvent[]; clear: string | null }> {
  // A form sent by fetch (useSubmitWithToast) follows the action's redirect itself before the page
  // goes there: that unseen page must leave the events to the page the visitor sees.
  if (request.headers.get(SUBMIT_WITH_TOAST_HEADER)) return { events: [], clear: null };
  let value: unknown;
  try {
    value = await analyticsFlashCookie.parse(request.headers.get("Cookie"));
  } catch {
    value = null;
  }
  if (value === null || value === undefined || value === "") return { events: [], clear: null };
  const parsed = flashSchema.safeParse(value);
  return {
    events: parsed.success ? (parsed.data as AnalyticsEvent[]) : [],
    clear: await analyticsFlashCookie.serialize("", { maxAge: 0 }),
  };
}

/** The products of the checkout under way, as the cart prices them (for add_shipping_info and add_payment_info). */
export async function checkoutAnalyticsProducts(context: {
  visitor: Visitor;
  partner: LoadedPartner;
  language: Language;
  products: readonly { id: string }[];
}): Promise<CartItemView[]> {
  const ids = new Set(context.products.map((product) => product.id));
  return (await loadCart(context.visitor, context.partner, context.language)).items.filter((item) => ids.has(item.productId));
}
