// The route table of the spec (section 2), in one place. Later issues add their screens here.
import { type RouteConfig, index, layout, route } from "@remix-run/route-config";

export default [
  index("routes/welcome.tsx", { id: "landing" }),
  route("welcome", "routes/welcome.tsx", { id: "welcome" }),
  // The funnel: steps bar and cart around every page.
  layout("routes/funnel-layout.tsx", [
    route("profession", "routes/profession.tsx"),
    route("products/available-products", "routes/available-products.tsx"),
    route("products/*", "routes/product-page.tsx"),
    route("checkout/disclaimer", "routes/checkout-disclaimer.tsx"),
    route("checkout/questions", "routes/checkout-questions.tsx"),
    route("checkout/personalise", "routes/checkout-personalise.tsx"),
    route("checkout/company", "routes/checkout-company.tsx"),
    route("checkout/formalities", "routes/checkout-formalities.tsx"),
    route("checkout/payment", "routes/checkout-payment.tsx"),
    route("checkout/failure", "routes/checkout-failure.tsx"),
    route("result", "routes/result.tsx"),
  ]),
  route("products/:slug/documents/:kind", "routes/product-document.ts"),
  route("checkout/premium-preview", "routes/checkout-premium-preview.ts"),
  route("checkout", "routes/checkout.tsx"),
  route("cart", "routes/cart.ts"),
  route("address-lookup/search", "routes/address-lookup.ts"),
  route("language", "routes/language.ts"),
  route("report-error", "routes/report-error.ts"),
  route("healthz", "routes/healthz.ts"),
  route("500", "routes/server-error.tsx"),
  route("__bench/bare", "routes/bench-bare.tsx"),
  // /404 and every unknown path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
