// Where each colour key of the registry shows (issue 17 point 1): the page of a partner it
// belongs to, the element (a CSS selector of the component's own class) and the computed style
// property that takes the key's colour. tests/e2e/colour-keys.spec.ts walks this table with a
// unique colour per key; tests/unit/colour-keys-visible.test.ts checks it covers the registry.
// No imports: the unit test reads it too.

/**
 * The page states the spec visits, each once:
 * - welcome, products, pdp, failure, server-error: guest pages by URL;
 * - profession: /profession?q=a (a fresh guest: no profession yet);
 * - products-in-cart: the products page after adding the first product to the cart;
 * - profession-chosen: /profession?change=1&q=a after choosing the first result;
 * - loading: the skeleton overlay while the next page's data is held back;
 * - details, inbox, policies: a signed-in customer's account pages (an unread inbox message);
 * - components: elements only shown in states a test can not reach cheaply (a note an answer
 *   calls up, a form's error summary, a broker's quote summary, a disabled button): the spec
 *   adds the component's own markup to a page, so the page's CSS is still what is checked.
 */
export type KeyPage =
  | "welcome"
  | "profession"
  | "products"
  | "products-in-cart"
  | "profession-chosen"
  | "pdp"
  | "failure"
  | "server-error"
  | "loading"
  | "details"
  | "inbox"
  | "policies"
  | "components";

export type KeyPlace = {
  key: string;
  page: KeyPage;
  /** A CSS selector; the first match is read. */
  selector: string;
  /** A computed style property, as getPropertyValue spells it. */
  property: string;
  pseudo?: "::before" | "::placeholder";
  /** Hover the element before reading. */
  hover?: boolean;
  /** Focus the element before reading. */
  focus?: boolean;
};

const place = (key: string, page: KeyPage, selector: string, property: string, extra: Partial<KeyPlace> = {}): KeyPlace => ({
  key,
  page,
  selector,
  property,
  ...extra,
});

const BG = "background-color";
const FG = "color";
const BORDER = "border-top-color";

export const KEY_PLACES: readonly KeyPlace[] = [
  // base
  place("primary", "welcome", ".header-nav a", "border-bottom-color", { hover: true }),
  place("secondary", "inbox", ".inbox-item-state", FG),
  place("title", "welcome", "#welcome-title", FG),
  place("text", "welcome", "body", FG),
  place("text-muted", "welcome", ".lead", FG),
  place("link", "products", ".product-card-actions a", FG),
  place("link-hover", "products", ".product-card-actions a", FG, { hover: true }),
  place("background-body", "welcome", "body", BG),
  place("background-surface", "welcome", ".disclosure-button", BG),
  place("border", "welcome", ".disclosure-button", BORDER),
  place("focus-ring", "details", ".form-field input", "outline-color", { focus: true }),

  // header
  place("header-background", "welcome", ".header", BG),
  place("header-text", "welcome", ".header", FG),
  place("header-border", "welcome", ".header", "border-bottom-color"),

  // footer
  place("footer-background", "welcome", ".site-footer", BG),
  place("footer-text", "welcome", ".site-footer", FG),
  place("footer-link", "welcome", ".site-footer a", FG),

  // button
  place("button-solid-background", "welcome", ".button-solid", BG),
  place("button-solid-text", "welcome", ".button-solid", FG),
  place("button-solid-hover-background", "welcome", ".button-solid", BG, { hover: true }),
  place("button-ghost-border", "profession", ".profession-search .button-ghost", BORDER),
  place("button-ghost-text", "profession", ".profession-search .button-ghost", FG),
  place("button-ghost-hover-background", "profession", ".profession-search .button-ghost", BG, { hover: true }),
  place("button-disabled-background", "components", ".button:disabled", BG),
  place("button-disabled-text", "components", ".button:disabled", FG),

  // feedback
  place("error", "server-error", ".status-page-error .status-graphic-pill", "fill"),
  place("error-background", "components", ".form-error-summary", BG),
  place("success", "products-in-cart", ".product-in-cart", FG),
  place("success-background", "components", ".notice-success", BG),
  place("warning", "components", ".notice-warning", "border-left-color"),
  place("warning-background", "components", ".notice-warning", BG),
  place("info", "components", ".notice.pdp-not-covered", "border-left-color"),
  place("info-background", "components", ".notice.pdp-not-covered", BG),

  // steps
  place("steps-active", "products", ".steps-bar-current", BORDER),
  place("steps-inactive", "products", ".steps-bar-step:not(.steps-bar-current):not(.steps-bar-done)", BORDER),
  place("steps-completed", "components", ".steps-bar-done", BORDER),
  place("steps-text", "products", ".steps-bar-step", FG),

  // skeleton
  place("skeleton-base", "loading", ".skeleton-card", "background-image"),
  place("skeleton-highlight", "loading", ".skeleton-card", "background-image"),

  // loader
  place("loader-primary", "loading", ".loader-ring", BORDER),
  place("loader-secondary", "loading", ".loader-ring", "border-bottom-color"),
  place("loader-background", "loading", ".loader", BG),
  place("loader-text", "loading", ".loader", FG),

  // nav-pane
  place("nav-pane-background", "details", ".account-nav", BG),
  place("nav-pane-text", "details", ".account-nav-link:not([aria-current])", FG),
  place("nav-pane-active-background", "details", ".account-nav-link[aria-current='page']", BG),
  place("nav-pane-active-text", "details", ".account-nav-link[aria-current='page']", FG),
  place("nav-pane-hover-background", "details", ".account-nav-link:not([aria-current])", BG, { hover: true }),
  place("nav-pane-border", "details", ".account-nav", BORDER),

  // support
  place("support-open", "components", ".support-open", FG),
  place("support-closed", "components", ".support-closed", FG),

  // badge
  place("badge-background", "details", ".account-nav-badge", BG),
  place("badge-text", "details", ".account-nav-badge", FG),

  // card
  place("card-background", "welcome", ".chip", BG),
  place("card-border", "welcome", ".chip", BORDER),

  // input
  place("input-background", "details", ".form-field input", BG),
  place("input-border", "details", ".form-field input", BORDER),
  place("input-text", "details", ".form-field input", FG),
  place("input-placeholder", "profession", "#profession-query", FG, { pseudo: "::placeholder" }),
  place("input-focus-border", "details", ".form-field input", BORDER, { focus: true }),
  place("input-error-border", "components", ".form-field input[aria-invalid='true']", BORDER),

  // cart
  place("cart-background", "products", ".cart-panel", BG),
  place("cart-header", "products", ".cart-header", BG),
  place("cart-title", "products", ".cart-title", FG),
  place("cart-text", "products", ".cart-panel", FG),
  place("cart-item-background", "products-in-cart", ".cart-item", BG),
  place("cart-item-border", "products-in-cart", ".cart-item", BORDER),
  place("cart-total-text", "products-in-cart", ".cart-totals", FG),
  place("cart-tax-note", "products-in-cart", ".cart-tax-note", FG),
  place("cart-badge-background", "products-in-cart", ".cart-badge", BG),
  place("cart-badge-text", "products-in-cart", ".cart-badge", FG),
  place("cart-delete-icon", "products-in-cart", ".cart-delete", FG),
  place("cart-floating-button-background", "products-in-cart", ".cart-floating-button", BG),
  place("cart-floating-button-text", "products-in-cart", ".cart-floating-button", FG),
  place("cart-empty-text", "products", ".cart-empty-text", FG),
  place("cart-in-checkout-marker", "components", ".cart-in-checkout-marker", FG),

  // product
  place("product-card-background", "products", ".product-card", BG),
  place("product-card-border", "products", ".product-card", BORDER),
  place("product-title", "products", ".product-card-title", FG),
  place("product-text", "products", ".product-card", FG),
  place("product-price", "components", ".product-price", FG),
  place("product-price-note", "products", ".product-card-tax", FG),
  place("product-icon", "products", ".product-card-icon", "stroke"),
  place("product-selected-background", "products-in-cart", ".product-card:has(.product-in-cart)", BG),
  place("product-selected-border", "products-in-cart", ".product-card:has(.product-in-cart)", BORDER),
  place("product-recommended-background", "policies", ".product-recommended", BG),
  place("product-recommended-text", "policies", ".product-recommended", FG),
  place("product-feature-check", "products-in-cart", ".product-feature-check", FG),

  // policy
  place("policy-card-background", "policies", ".policy-card", BG),
  place("policy-card-border", "policies", ".policy-card", BORDER),
  place("policy-title", "policies", ".policy-card-title", FG),
  place("policy-text", "policies", ".policy-card", FG),
  place("policy-number", "components", ".policy-number", FG),
  place("policy-status-active", "components", ".policy-status-active", FG),
  place("policy-status-pending", "components", ".policy-status-pendingReview", FG),
  place("policy-status-ended", "components", ".policy-status-ended", FG),
  place("policy-status-cancelled", "components", ".policy-status-cancelled", FG),
  place("policy-document-link", "components", ".policy-documents a", FG),

  // question
  place("question-title", "components", ".question-title", FG),
  place("question-text", "components", ".question", FG),
  place("question-help-text", "components", ".question .field-hint", FG),
  place("question-help-icon", "components", ".question-note", BG, { pseudo: "::before" }),
  place("question-option-background", "components", ".question-option:not(:has(input:checked))", BG),
  place("question-option-border", "components", ".question-option:not(:has(input:checked))", BORDER),
  place("question-option-selected-background", "components", ".question-option:has(input:checked)", BG),
  place("question-option-selected-border", "components", ".question-option:has(input:checked)", BORDER),
  place("question-option-selected-text", "components", ".question-option:has(input:checked)", FG),
  place("question-error", "components", ".field-error", FG),
  place("question-tooltip-background", "components", ".question-note", BG),
  place("question-tooltip-text", "components", ".question-note", FG),

  // profession
  place("profession-search-background", "profession", ".profession-search .inline-field input", BG),
  place("profession-search-border", "profession", ".profession-search .inline-field input", BORDER),
  place("profession-result-background", "profession", ".profession-result", BG),
  place("profession-result-hover-background", "profession", ".profession-result", BG, { hover: true }),
  place("profession-result-text", "profession", ".profession-result", FG),
  place("profession-result-highlight", "profession", ".profession-result mark", FG),
  place("profession-empty-text", "components", ".profession-empty-text", FG),
  place("profession-selected-background", "profession-chosen", ".profession-result[aria-current='true']", BG),

  // pdp
  place("pdp-background", "pdp", ".info-card", BG),
  place("pdp-hero-background", "pdp", ".pdp-hero", BG),
  place("pdp-hero-text", "pdp", ".pdp-hero", FG),
  place("pdp-title", "pdp", ".pdp-title", FG),
  place("pdp-text", "pdp", ".info-card", FG),
  place("pdp-price", "pdp", ".pdp-price", FG),
  place("pdp-coverage-included", "pdp", ".pdp-covered", FG, { pseudo: "::before" }),
  place("pdp-coverage-excluded", "components", ".notice.pdp-not-covered", FG, { pseudo: "::before" }),
  place("pdp-sticky-bar-background", "pdp", ".pdp-buy", BG),

  // invoice-card
  place("invoice-card-background", "components", ".invoice-card", BG),
  place("invoice-card-border", "components", ".invoice-card", BORDER),
  place("invoice-card-title", "components", ".invoice-card-title", FG),
  place("invoice-card-text", "components", ".invoice-card", FG),
  place("invoice-card-paid", "components", ".invoice-status-paid", FG),
  place("invoice-card-paid-background", "components", ".invoice-status-paid", BG),
  place("invoice-card-failed", "components", ".invoice-status-failed", FG),
  place("invoice-card-failed-background", "components", ".invoice-status-failed", BG),
  place("invoice-card-open", "components", ".invoice-status-open", FG),
  place("invoice-card-open-background", "components", ".invoice-status-open", BG),

  // consumer
  place("consumer-background", "details", ".account", BG),
  place("consumer-header-background", "details", ".user-menu .disclosure-button", BG),
  place("consumer-header-text", "details", ".user-menu .disclosure-button", FG),
  place("consumer-card-background", "details", ".account-page .details-section", BG),
  place("consumer-card-border", "details", ".account-page .details-section", BORDER),
  place("consumer-title", "details", ".account-page h1", FG),
  place("consumer-text", "details", ".account-page", FG),
  place("consumer-avatar-background", "details", ".user-menu .disclosure-button .icon", BG),
  place("consumer-avatar-text", "details", ".user-menu .disclosure-button .icon", "stroke"),

  // quote-summary
  place("quote-summary-background", "components", ".quote-summary", BG),
  place("quote-summary-border", "components", ".quote-summary", BORDER),
  place("quote-summary-title", "components", ".quote-summary h2", FG),
  place("quote-summary-text", "components", ".quote-summary", FG),
  place("quote-summary-label", "components", ".quote-summary thead th", FG),
  place("quote-summary-total-background", "components", ".quote-summary tfoot tr", BG),
  place("quote-summary-total-text", "components", ".quote-summary tfoot tr", FG),
  place("quote-summary-discount", "components", ".quote-summary .quote-net", FG),

  // usp-ticker: the welcome page's promises are the partner's unique selling points
  place("usp-ticker-background", "welcome", ".promise-list", BG),
  place("usp-ticker-text", "welcome", ".promise-list", FG),
  place("usp-ticker-icon", "welcome", ".promise-list li", "border-left-color", { pseudo: "::before" }),

  // dialog
  place("dialog-background", "components", ".dialog", BG),
  place("dialog-title", "components", ".dialog-title", FG),
  place("dialog-text", "components", ".dialog", FG),
  place("dialog-overlay", "components", ".dialog", "box-shadow"),

  // toast
  place("toast-background", "failure", ".toast", BG),
  place("toast-text", "failure", ".toast", FG),
  place("toast-action", "failure", ".toast-close", FG),
];
