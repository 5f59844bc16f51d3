// The route table of the spec (section 2), in one place. Later issues add their screens here.
import { type RouteConfig, index, layout, route } from "@remix-run/route-config";
import { flowStepRoutes, type StepScreen } from "./domain/checkout/flows/definitions";

/** The route module that draws each kind of flow step. */
const STEP_SCREEN_FILES: Record<StepScreen, string> = {
  questions: "routes/checkout/checkout-questions.tsx",
  "knowledge-test": "routes/checkout/checkout-knowledge-test.tsx",
  "medical-history": "routes/checkout/checkout-medical-history.tsx",
  details: "routes/checkout/checkout-details.tsx",
  payment: "routes/checkout/checkout-payment.tsx",
  "identity-verification": "routes/checkout/checkout-identity-verification.tsx",
  "calculation-result": "routes/checkout/calculator-result.tsx",
  "checkin-result": "routes/checkout/checkin-result.tsx",
};

export default [
  index("routes/catalogue/welcome.tsx", { id: "landing" }),
  route("welcome", "routes/catalogue/welcome.tsx", { id: "welcome" }),
  // The funnel: steps bar and cart around every page.
  layout("routes/checkout/funnel-layout.tsx", [
    route("profession", "routes/catalogue/profession.tsx"),
    route("products/available-products", "routes/catalogue/available-products.tsx"),
    route("products/*", "routes/catalogue/product-page.tsx"),
    route("checkout/disclaimer", "routes/checkout/checkout-disclaimer.tsx"),
    // Every step of every flow (numberplate, questions, knowledge test, medical history, details,
    // payment, identity, the calculator's and the check-in's screens), from the flow definitions.
    ...flowStepRoutes().map(({ path, screen }) =>
      route(path.slice(1), STEP_SCREEN_FILES[screen], { id: path.slice(1).replaceAll("/", "-") }),
    ),
    // The screens of the flows (app/domain/flows/definitions.ts); requireFlowStep guards each.
    route("checkout/failure", "routes/checkout/checkout-failure.tsx"),
    route("checkout/quotation", "routes/checkout/checkout-quotation.tsx"),
    route("checkout/knowledge-test/alternative", "routes/checkout/checkout-knowledge-test-alternative.tsx"),
    route("checkout/aov-premium-review", "routes/checkout/checkout-aov-premium-review.tsx"),
    route("result", "routes/checkout/result.tsx"),
    // The spec's name of the result page (spec section 1's route table).
    route("confirmation", "routes/checkout/result.tsx", { id: "checkout-confirmation" }),
    // The calculator variant (spec section 2; decision 0036): the shop's pages under its own
    // prefix (its two steps come from flow "calculator" above).
    route("insurance-calculator/profession", "routes/catalogue/profession.tsx", { id: "calculator-profession" }),
    route("insurance-calculator/available-products", "routes/catalogue/available-products.tsx", { id: "calculator-available-products" }),
    route("insurance-calculator/products/*", "routes/catalogue/product-page.tsx", { id: "calculator-product-page" }),
    route("insurance-calculator/shared/:token", "routes/checkout/calculator-shared.tsx"),
  ]),
  route("insurance-calculator", "routes/catalogue/welcome.tsx", { id: "calculator-welcome" }),
  route("insurance-calculator/checkout", "routes/checkout/checkout.tsx", { id: "calculator-checkout" }),
  route("insurance-calculator/*", "routes/catalogue/variant-entry.tsx", { id: "calculator-other" }),
  route("insurance-checkin", "routes/catalogue/variant-entry.tsx", { id: "checkin-entry" }),
  route("insurance-checkin-welcome", "routes/catalogue/welcome.tsx", { id: "checkin-welcome" }),
  route("insurance-checkin-checkout", "routes/checkout/checkin-checkout.tsx", { id: "checkin-checkout" }),
  route("insurance-checkin-checkout/*", "routes/checkout/checkin-checkout.tsx", { id: "checkin-checkout-other" }),
  // Sign-in by magic link, choosing a partner environment, the hand-over between hosts.
  route("sign-in", "routes/account/sign-in.tsx"),
  route("sign-in/check-email", "routes/account/sign-in-check-email.tsx"),
  route("sign-in/verify", "routes/account/sign-in-verify.ts"),
  route("sign-in/choose", "routes/account/sign-in-choose.tsx"),
  // The spec's name of the choose-partner-environment page.
  route("accounts", "routes/account/sign-in-choose.tsx", { id: "accounts" }),
  route("sign-in/handoff", "routes/account/sign-in-handoff.ts"),
  route("sign-in/app", "routes/account/sign-in-app.ts"),
  route("sign-out", "routes/account/sign-out.ts"),
  // The customer's account area: side navigation around every page.
  layout("routes/account/account-layout.tsx", [
    route("user", "routes/account/account-index.ts"),
    route("user/policies", "routes/account/account-policies.tsx"),
    route("user/policies/:policyId", "routes/account/account-policy.tsx"),
    route("user/policies/:policyId/cancel", "routes/account/account-policy-cancel.tsx"),
    route("user/policies/:policyId/change", "routes/account/account-policy-change.tsx"),
    route("user/details", "routes/account/account-details.tsx"),
    route("user/invoices", "routes/billing/account-invoices.tsx"),
    route("user/claims", "routes/claims/account-claims.tsx"),
    route("user/inbox", "routes/account/account-inbox.tsx"),
  ]),
  // Opened from a mail, signed in or not: outside the account layout, which asks to sign in.
  route("user/details/confirm-email", "routes/account/account-confirm-email.ts"),
  route("user/policies/:policyId/schedule.pdf", "routes/account/account-policy-schedule.ts"),
  route("user/claims/:claimId/files/:fileId", "routes/claims/account-claim-file.ts"),
  route("survey/:slug/:productId/*", "routes/support/survey.tsx"),
  route("support", "routes/support/support.tsx"),
  // Staff: admins under /admin, brokers under /broker, each with their own sign-in (decision 0017).
  route("admin/sign-in", "routes/staff/staff-sign-in.tsx", { id: "admin-sign-in" }),
  // Opened from the invitation mail of a new partner's admin, before there is a password.
  route("admin/set-password/:token", "routes/staff/staff-set-password.tsx"),
  route("broker/sign-in", "routes/staff/staff-sign-in.tsx", { id: "broker-sign-in" }),
  route("staff/sign-out", "routes/staff/staff-sign-out.ts"),
  // A customer's broker session ends here and returns to the broker quote page (decision 0080).
  route("broker-session/leave", "routes/broker/broker-session-leave.ts"),
  route("broker-session/left", "routes/broker/broker-session-left.tsx"),
  layout("routes/staff/admin-layout.tsx", [
    route("admin", "routes/staff/admin-index.ts"),
    route("admin/partners", "routes/partners/admin-partners.tsx"),
    route("admin/partners/new", "routes/partners/admin-partner-new.tsx"),
    route("admin/partners/:partnerId", "routes/partners/admin-partner.tsx"),
    route("admin/partners/:partnerId/colours", "routes/partners/admin-colours.tsx"),
    route("admin/colour-keys", "routes/partners/admin-colour-keys.tsx"),
    route("admin/colour-keys/:key", "routes/partners/admin-colour-key.tsx"),
    route("admin/users", "routes/staff/admin-users.tsx"),
    route("admin/audit", "routes/staff/admin-audit.tsx"),
    // The insurer's back office (decision 0045): underwriting review and claims handling.
    route("admin/review", "routes/staff/admin-review.tsx"),
    route("admin/review/:policyId", "routes/staff/admin-review-policy.tsx"),
    route("admin/review/:policyId/files/:fileId", "routes/staff/admin-review-file.ts"),
    route("admin/policy-changes", "routes/staff/admin-policy-changes.tsx"),
    route("admin/claims", "routes/claims/admin-claims.tsx"),
    route("admin/claims/:claimId", "routes/claims/admin-claim.tsx"),
    route("admin/surveys", "routes/support/admin-surveys.tsx"),
    route("admin/billing", "routes/billing/admin-billing.tsx"),
    route("admin/flags", "routes/staff/admin-flags.tsx"),
    route("admin/flags/new", "routes/staff/admin-flag-new.tsx"),
    route("admin/flags/:flagId", "routes/staff/admin-flag.tsx"),
    route("admin/support", "routes/support/admin-support.tsx"),
    route("admin/support/:conversationId", "routes/support/admin-support-conversation.tsx"),
    route("admin/errors", "routes/staff/admin-errors.tsx"),
  ]),
  route("admin/claims/:claimId/files/:fileId", "routes/claims/admin-claim-file.ts"),
  route("admin/billing/files/:fileId", "routes/billing/admin-billing-file.ts"),
  // The built-in live chat (decision 0047): the customer's page and both sides' event streams.
  route("admin/support/events", "routes/support/admin-support-events.ts"),
  route("support/chat", "routes/support/support-chat.tsx"),
  route("support/chat/events", "routes/support/support-chat-events.ts"),
  route("admin/users/:userId/impersonate", "routes/staff/admin-impersonate.ts"),
  route("impersonation/start", "routes/staff/impersonation-start.ts"),
  route("impersonation/stop", "routes/staff/impersonation-stop.ts"),
  // Colours edited in place (decision 0076): the admin's hand-over, and the editor on the partner's host.
  route("admin/partners/:partnerId/colours/in-place", "routes/partners/colour-editor-handover.ts"),
  route("colour-editor/start", "routes/partners/colour-editor-start.ts"),
  route("colour-editor/colours", "routes/partners/colour-editor-colours.ts"),
  route("colour-editor/exit", "routes/partners/colour-editor-exit.ts"),
  layout("routes/broker/broker-layout.tsx", [
    route("broker", "routes/broker/broker-index.ts"),
    route("broker/quotes", "routes/broker/broker-quotes.tsx"),
    route("broker/quotes/new", "routes/broker/broker-quote-new.tsx"),
    route("broker/quotes/:quoteId", "routes/broker/broker-quote.tsx"),
  ]),
  // Token API for partner apps (README: "For integrators").
  route("jwt/create-by-external-id", "routes/api/api-jwt-create.ts"),
  route("auth/jwt/refresh", "routes/api/api-jwt-refresh.ts"),
  route("users/me", "routes/api/api-users-me.ts"),
  route("openapi.json", "routes/api/api-openapi.ts"),
  route("products/:slug/documents/:kind", "routes/account/product-document.ts"),
  // A product's IPID as a page (decision 0085); its PDF is documents/ipid above.
  route("products/:slug/ipid", "routes/catalogue/product-ipid.tsx"),
  route("brand-logos/:file", "routes/partners/brand-logo.ts"),
  route("checkout/premium-preview", "routes/checkout/checkout-premium-preview.ts"),
  // Identity verification (decision 0033): start a check, the built-in provider's page, Stripe's webhook.
  route("identity-verification", "routes/checkout/identity-verification.ts"),
  route("identity/builtin/:sessionId", "routes/checkout/identity-builtin.tsx"),
  route("stripe/webhook", "routes/billing/stripe-webhook.ts"),
  // Paying a failed invoice another way (decision 0044): the reminder's page, the provider's
  // return, the built-in provider's page and Stripe's payment webhook.
  route("invoice-reminder", "routes/billing/invoice-reminder.tsx"),
  route("payment/success", "routes/billing/payment-success.tsx"),
  route("payment/builtin/:reference", "routes/billing/payment-builtin.tsx"),
  route("payment/webhook", "routes/billing/payment-webhook.ts"),
  route("quiz-result", "routes/checkout/quiz-result.ts"),
  route("checkout", "routes/checkout/checkout.tsx", { id: "checkout" }),
  // Any other checkout path (an old bookmark, a step of another flow): the first open step.
  route("checkout/*", "routes/checkout/checkout.tsx", { id: "checkout-other" }),
  route("cart", "routes/checkout/cart.tsx"),
  route("cart-item/clear", "routes/checkout/cart-clear.tsx"),
  route("support/assistant", "routes/support/support-assistant.tsx"),
  route("address-lookup/search", "routes/checkout/address-lookup.ts"),
  route("language", "routes/platform/language.ts"),
  route("consent", "routes/platform/consent.ts"),
  route("report-error", "routes/platform/report-error.ts"),
  route("healthz", "routes/platform/healthz.ts"),
  route("sw.js", "routes/platform/service-worker.ts"),
  route("500", "routes/platform/server-error.tsx"),
  route("__bench/bare", "routes/platform/bench-bare.tsx"),
  // /404 and every unknown path.
  route("*", "routes/platform/not-found.tsx"),
] satisfies RouteConfig;
