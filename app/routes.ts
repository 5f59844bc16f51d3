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
    // The screens of the flows (app/domain/flows/definitions.ts); requireFlowStep guards each.
    route("checkout/numberplate", "routes/checkout-questions.tsx", { id: "checkout-numberplate" }),
    route("checkout/questions", "routes/checkout-questions.tsx", { id: "checkout-questions" }),
    route("checkout/final-questions", "routes/checkout-questions.tsx", { id: "checkout-final-questions" }),
    route("checkout/details", "routes/checkout-details.tsx"),
    route("checkout/payment", "routes/checkout-payment.tsx"),
    route("checkout/failure", "routes/checkout-failure.tsx"),
    route("checkout/quotation", "routes/checkout-quotation.tsx"),
    route("checkout/knowledge-test", "routes/checkout-knowledge-test.tsx"),
    route("checkout/knowledge-test/alternative", "routes/checkout-knowledge-test-alternative.tsx"),
    route("checkout/medical-history", "routes/checkout-medical-history.tsx"),
    route("checkout/aov-premium-review", "routes/checkout-aov-premium-review.tsx"),
    route("checkout/identity-verification", "routes/checkout-identity-verification.tsx"),
    route("result", "routes/result.tsx"),
    // The calculator variant (spec section 2; decision 0036): the shop's pages under its own
    // prefix, then its two steps (app/domain/flows/definitions.ts, flow "calculator").
    route("insurance-calculator/profession", "routes/profession.tsx", { id: "calculator-profession" }),
    route("insurance-calculator/available-products", "routes/available-products.tsx", { id: "calculator-available-products" }),
    route("insurance-calculator/products/*", "routes/product-page.tsx", { id: "calculator-product-page" }),
    route("insurance-calculator/calculate", "routes/checkout-questions.tsx", { id: "calculator-calculate" }),
    route("insurance-calculator/result", "routes/calculator-result.tsx"),
    route("insurance-calculator/shared/:token", "routes/calculator-shared.tsx"),
    // The check-in variant: its questions and its comparison (flow "checkin").
    route("insurance-checkin-checkout/questions", "routes/checkout-questions.tsx", { id: "checkin-questions" }),
    route("insurance-checkin-checkout/result", "routes/checkin-result.tsx"),
  ]),
  route("insurance-calculator", "routes/welcome.tsx", { id: "calculator-welcome" }),
  route("insurance-calculator/checkout", "routes/checkout.tsx", { id: "calculator-checkout" }),
  route("insurance-calculator/*", "routes/variant-entry.tsx", { id: "calculator-other" }),
  route("insurance-checkin", "routes/variant-entry.tsx", { id: "checkin-entry" }),
  route("insurance-checkin-welcome", "routes/welcome.tsx", { id: "checkin-welcome" }),
  route("insurance-checkin-checkout", "routes/checkin-checkout.tsx", { id: "checkin-checkout" }),
  route("insurance-checkin-checkout/*", "routes/checkin-checkout.tsx", { id: "checkin-checkout-other" }),
  // Sign-in by magic link, choosing a partner environment, the hand-over between hosts.
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-in/check-email", "routes/sign-in-check-email.tsx"),
  route("sign-in/verify", "routes/sign-in-verify.ts"),
  route("sign-in/choose", "routes/sign-in-choose.tsx"),
  route("sign-in/handoff", "routes/sign-in-handoff.ts"),
  route("sign-in/app", "routes/sign-in-app.ts"),
  route("sign-out", "routes/sign-out.ts"),
  // The customer's account area: side navigation around every page.
  layout("routes/account-layout.tsx", [
    route("user", "routes/account-index.ts"),
    route("user/policies", "routes/account-policies.tsx"),
    route("user/policies/:policyId", "routes/account-policy.tsx"),
    route("user/policies/:policyId/cancel", "routes/account-policy-cancel.tsx"),
    route("user/details", "routes/account-details.tsx"),
    route("user/invoices", "routes/account-invoices.tsx"),
    route("user/claims", "routes/account-claims.tsx"),
    route("user/inbox", "routes/account-inbox.tsx"),
  ]),
  // Opened from a mail, signed in or not: outside the account layout, which asks to sign in.
  route("user/details/confirm-email", "routes/account-confirm-email.ts"),
  route("user/policies/:policyId/schedule.pdf", "routes/account-policy-schedule.ts"),
  route("user/claims/:claimId/files/:fileId", "routes/account-claim-file.ts"),
  route("survey/:slug/:productId/*", "routes/survey.tsx"),
  // Staff: admins under /admin, brokers under /broker, each with their own sign-in (decision 0017).
  route("admin/sign-in", "routes/staff-sign-in.tsx", { id: "admin-sign-in" }),
  // Opened from the invitation mail of a new partner's admin, before there is a password.
  route("admin/set-password/:token", "routes/staff-set-password.tsx"),
  route("broker/sign-in", "routes/staff-sign-in.tsx", { id: "broker-sign-in" }),
  route("staff/sign-out", "routes/staff-sign-out.ts"),
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin-index.ts"),
    route("admin/partners", "routes/admin-partners.tsx"),
    route("admin/partners/new", "routes/admin-partner-new.tsx"),
    route("admin/partners/:partnerId", "routes/admin-partner.tsx"),
    route("admin/partners/:partnerId/colours", "routes/admin-colours.tsx"),
    route("admin/colour-keys", "routes/admin-colour-keys.tsx"),
    route("admin/colour-keys/:key", "routes/admin-colour-key.tsx"),
    route("admin/users", "routes/admin-users.tsx"),
    route("admin/audit", "routes/admin-audit.tsx"),
    // The insurer's back office (decision 0045): underwriting review and claims handling.
    route("admin/review", "routes/admin-review.tsx"),
    route("admin/review/:policyId", "routes/admin-review-policy.tsx"),
    route("admin/claims", "routes/admin-claims.tsx"),
    route("admin/claims/:claimId", "routes/admin-claim.tsx"),
  ]),
  route("admin/claims/:claimId/files/:fileId", "routes/admin-claim-file.ts"),
  route("admin/users/:userId/impersonate", "routes/admin-impersonate.ts"),
  route("impersonation/start", "routes/impersonation-start.ts"),
  route("impersonation/stop", "routes/impersonation-stop.ts"),
  layout("routes/broker-layout.tsx", [
    route("broker", "routes/broker-index.ts"),
    route("broker/quotes", "routes/broker-quotes.tsx"),
    route("broker/quotes/new", "routes/broker-quote-new.tsx"),
    route("broker/quotes/:quoteId", "routes/broker-quote.tsx"),
  ]),
  // Token API for partner apps (README: "For integrators").
  route("jwt/create-by-external-id", "routes/api-jwt-create.ts"),
  route("auth/jwt/refresh", "routes/api-jwt-refresh.ts"),
  route("users/me", "routes/api-users-me.ts"),
  route("openapi.json", "routes/api-openapi.ts"),
  route("products/:slug/documents/:kind", "routes/product-document.ts"),
  route("brand-logos/:file", "routes/brand-logo.ts"),
  route("checkout/premium-preview", "routes/checkout-premium-preview.ts"),
  // Identity verification (decision 0033): start a check, the built-in provider's page, Stripe's webhook.
  route("identity-verification", "routes/identity-verification.ts"),
  route("identity/builtin/:sessionId", "routes/identity-builtin.tsx"),
  route("stripe/webhook", "routes/stripe-webhook.ts"),
  // Paying a failed invoice another way (decision 0044): the reminder's page, the provider's
  // return, the built-in provider's page and Stripe's payment webhook.
  route("invoice-reminder", "routes/invoice-reminder.tsx"),
  route("payment/success", "routes/payment-success.tsx"),
  route("payment/builtin/:reference", "routes/payment-builtin.tsx"),
  route("payment/webhook", "routes/payment-webhook.ts"),
  route("quiz-result", "routes/quiz-result.ts"),
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  // Any other checkout path (an old bookmark, a step of another flow): the first open step.
  route("checkout/*", "routes/checkout.tsx", { id: "checkout-other" }),
  route("cart", "routes/cart.tsx"),
  route("address-lookup/search", "routes/address-lookup.ts"),
  route("language", "routes/language.ts"),
  route("report-error", "routes/report-error.ts"),
  route("healthz", "routes/healthz.ts"),
  route("500", "routes/server-error.tsx"),
  route("__bench/bare", "routes/bench-bare.tsx"),
  // /404 and every unknown path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
