import { describe, expect, it } from "vitest";
import {
  ANALYTICS_EVENTS,
  analyticsItemAttributes,
  clickEventFrom,
  ecommerceEvent,
  professionSelectEvent,
  quizEvent,
  searchEvent,
  selectEventFrom,
  type AnalyticsEventName,
} from "~/domain/platform/analytics";
import { consentFromChoice, consentFromCookieHeader, consentReturnPath, gtmScriptUrl, isGtmCode } from "~/domain/platform/consent";
import { partnerConfigSchema } from "~/domain/partners/partner-config";

const product = {
  analyticsId: "business-liability",
  name: "Bedrijfsaansprakelijkheidsverzekering",
  grossMonthlyCents: 2301,
  currency: "EUR",
};
const item = { item_id: "business-liability", item_name: "Bedrijfsaansprakelijkheidsverzekering", price: 23.01 };

/** The dataset of an element with the product's data-analytics-item-* attributes. */
function datasetOf(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/^data-/, "").replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

describe("analytics events (spec section 9)", () => {
  it("names the 16 events once each", () => {
    expect(ANALYTICS_EVENTS).toHaveLength(16);
    expect(new Set(ANALYTICS_EVENTS).size).toBe(16);
  });

  const productEvents: AnalyticsEventName[] = [
    "view_item_list",
    "select_item",
    "add_to_cart",
    "view_cart",
    "remove_from_cart",
    "begin_checkout",
    "add_shipping_info",
    "add_payment_info",
    "purchase",
    "funnel_select",
    "funnel_button_click",
  ];
  it.each(productEvents)("%s carries item_id, item_name and price (euros) in the ecommerce shape", (name) => {
    const event = ecommerceEvent(
      name,
      [product, { ...product, analyticsId: "legal", name: "Rechtsbijstand", grossMonthlyCents: 1000 }],
      "k1",
    );
    expect(event).toEqual({
      event: name,
      key: "k1",
      ecommerce: { currency: "EUR", value: 33.01, items: [item, { item_id: "legal", item_name: "Rechtsbijstand", price: 10 }] },
    });
  });

  it("quiz: the product with its result and score", () => {
    expect(quizEvent(product, { score: 9, total: 11, passed: true })).toEqual({
      event: "quiz",
      quiz_result: "passed",
      quiz_score: 9,
      quiz_total: 11,
      ecommerce: { currency: "EUR", value: 23.01, items: [item] },
    });
    expect(quizEvent(product, { score: 3, total: 11, passed: false }).quiz_result).toBe("failed");
  });

  it("funnel_search: the term's length and the number found, never the term", () => {
    const event = searchEvent("profession", "  Webdesi ", 2);
    expect(event).toEqual({ event: "funnel_search", search_type: "profession", search_term_length: 7, results_count: 2 });
    expect(JSON.stringify(event)).not.toContain("Webdesi");
  });

  it("funnel_profession_select: the catalogue id, or only that it was described", () => {
    expect(professionSelectEvent({ professionId: "p-42" })).toEqual({ event: "funnel_profession_select", profession_id: "p-42" });
    expect(professionSelectEvent({ described: true })).toEqual({ event: "funnel_profession_select", profession_id: "described" });
  });

  it("clicks: support with its channel, buttons with their label, select_item with the product", () => {
    expect(clickEventFrom({ analyticsEvent: "support", analyticsChannel: "whatsapp" }, null)).toEqual({
      event: "support",
      channel: "whatsapp",
    });
    const productData = datasetOf(analyticsItemAttributes(product));
    expect(clickEventFrom({ analyticsEvent: "funnel_button_click", analyticsLabel: "continue" }, productData)).toEqual({
      event: "funnel_button_click",
      label: "continue",
      ecommerce: { currency: "EUR", value: 23.01, items: [item] },
    });
    expect(clickEventFrom({ analyticsEvent: "select_item", analyticsItemList: "available_products", ...productData }, productData)).toEqual(
      {
        event: "select_item",
        ecommerce: { currency: "EUR", value: 23.01, items: [item] },
      },
    );
  });

  it("clicks: only the click events, and only short codes as values", () => {
    expect(clickEventFrom({ analyticsEvent: "purchase" }, null)).toBeNull();
    expect(clickEventFrom({ analyticsEvent: "made_up" }, null)).toBeNull();
    expect(clickEventFrom({ analyticsEvent: "support", analyticsChannel: "Sanne de Vries <sanne@example.nl>" }, null)).toEqual({
      event: "support",
    });
  });

  it("funnel_select: the field and option code of a checked choice, with its product", () => {
    expect(
      selectEventFrom({ field: "q-per-claim", value: "opt-2500000", checked: true }, datasetOf(analyticsItemAttributes(product))),
    ).toEqual({
      event: "funnel_select",
      field: "q-per-claim",
      value: "opt-2500000",
      ecommerce: { currency: "EUR", value: 23.01, items: [item] },
    });
    expect(selectEventFrom({ field: "q-1", value: "a", checked: false }, null)).toBeNull();
    expect(selectEventFrom({ field: "f-1", value: "free text with spaces", checked: true }, null)).toBeNull();
  });
});

describe("consent", () => {
  it("reads the choice from a Cookie header", () => {
    expect(consentFromCookieHeader(null)).toBeNull();
    expect(consentFromCookieHeader("lng=x; analytics_consent=granted")).toBe("granted");
    expect(consentFromCookieHeader("analytics_consent=denied;other=1")).toBe("denied");
    expect(consentFromCookieHeader("analytics_consent=yes")).toBeNull();
    expect(consentFromCookieHeader("xanalytics_consent=granted")).toBeNull();
  });

  it("takes accept or reject, nothing else", () => {
    expect(consentFromChoice("accept")).toBe("granted");
    expect(consentFromChoice("reject")).toBe("denied");
    expect(consentFromChoice("granted")).toBeNull();
    expect(consentFromChoice(null)).toBeNull();
  });

  it("goes back to a path of this site only, without the settings flag", () => {
    expect(consentReturnPath("/checkout/details?x=1")).toBe("/checkout/details?x=1");
    expect(consentReturnPath("/profession?cookie-settings=1&q=web")).toBe("/profession?q=web");
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/\u0000x", "", null, 42]) {
      expect(consentReturnPath(bad), String(bad)).toBe("/");
    }
  });
});

describe("Google Tag Manager environment code", () => {
  it("accepts an environment's parameters only", () => {
    expect(isGtmCode("gtm_auth=AbC-12_x&gtm_preview=env-3")).toBe(true);
    expect(isGtmCode("gtm_auth=AbC&gtm_preview=env-3&gtm_cookies_win=x")).toBe(true);
    for (const bad of [
      "gtm_auth=a&gtm_preview=3",
      "gtm_preview=env-3&gtm_auth=a",
      "gtm_auth=a b&gtm_preview=env-1",
      "gtm_auth=a&gtm_preview=env-1';alert(1)//",
      "id=GTM-1",
    ]) {
      expect(isGtmCode(bad), bad).toBe(false);
    }
  });

  it("puts the id and the environment in the script address", () => {
    expect(gtmScriptUrl("GTM-ACME01", null)).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ACME01");
    expect(gtmScriptUrl("GTM-ACME01", "gtm_auth=tok&gtm_preview=env-5")).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-ACME01&gtm_auth=tok&gtm_preview=env-5",
    );
    expect(gtmScriptUrl("GTM-bad", null)).toBeNull();
    expect(gtmScriptUrl(null, "gtm_auth=tok&gtm_preview=env-5")).toBeNull();
    expect(gtmScriptUrl("GTM-ACME01", "junk")).toBeNull();
  });

  it("the partner console refuses a malformed code at its field", () => {
    const shape = partnerConfigSchema.innerType().innerType().shape;
    expect(shape.googleTagManagerCode.safeParse("gtm_auth=tok&gtm_preview=env-5").success).toBe(true);
    expect(shape.googleTagManagerCode.safeParse(undefined).success).toBe(true);
    const bad = shape.googleTagManagerCode.safeParse("<script>");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("consent:admin.gtmCodeError");
  });
});
