// The built-in colour keys a partner can brand, with their defaults and fallbacks.
// Lookup (see theme.ts): the partner's value for the key, else the nearest partner value up its
// fallback chain, else the default below. So a partner that sets only a handful of base colours
// (primary, secondary, text, backgrounds, feedback colours) still gets a coherent theme.
// Defaults: a calm neutral-blue insurer theme; text/background pairs meet WCAG AA (4.5:1).

export type ColourKeyDefinition = {
  key: string;
  group: string;
  title: string;
  defaultValue: string;
  fallbackKey?: string;
  global?: boolean;
};

export const COLOUR_GROUPS: readonly string[] = [
  "base",
  "header",
  "footer",
  "button",
  "feedback",
  "steps",
  "skeleton",
  "loader",
  "nav-pane",
  "support",
  "badge",
  "card",
  "input",
  "cart",
  "product",
  "policy",
  "question",
  "profession",
  "pdp",
  "invoice-card",
  "consumer",
  "quote-summary",
  "usp-ticker",
  "dialog",
  "toast",
] as const;

const k = (
  group: string,
  key: string,
  title: string,
  defaultValue: string,
  fallbackKey?: string,
  global?: boolean,
): ColourKeyDefinition => ({
  key,
  group,
  title,
  defaultValue,
  ...(fallbackKey ? { fallbackKey } : {}),
  ...(global ? { global: true } : {}),
});

const GLOBAL = true;

export const COLOUR_REGISTRY: readonly ColourKeyDefinition[] = [
  // base
  k("base", "primary", "Primary", "#1f4e8c", undefined, GLOBAL),
  k("base", "secondary", "Secondary", "#0f766e", undefined, GLOBAL),
  k("base", "title", "Titles", "#1a3a66", "primary", GLOBAL),
  k("base", "text", "Text", "#1d2433", undefined, GLOBAL),
  k("base", "text-muted", "Muted text", "#525c6e", "text"),
  k("base", "link", "Links", "#1f4e8c", "primary"),
  k("base", "link-hover", "Links on hover", "#173b6a", "primary"),
  k("base", "background-body", "Page background", "#f6f8fb", undefined, GLOBAL),
  k("base", "background-surface", "Surface background", "#ffffff", undefined, GLOBAL),
  k("base", "border", "Borders", "#d5dbe5", undefined, GLOBAL),
  k("base", "focus-ring", "Focus ring", "#2563eb", "primary"),

  // header
  k("header", "header-background", "Header background", "#ffffff", "background-surface"),
  k("header", "header-text", "Header text", "#1d2433", "text"),
  k("header", "header-border", "Header bottom border", "#d5dbe5", "border"),

  // footer
  k("footer", "footer-background", "Footer background", "#17202e"),
  k("footer", "footer-text", "Footer text", "#e4e7ec"),
  k("footer", "footer-link", "Footer links", "#c7d7ef"),

  // button
  k("button", "button-solid-background", "Solid button background", "#1f4e8c", "primary"),
  k("button", "button-solid-text", "Solid button text", "#ffffff"),
  k("button", "button-solid-hover-background", "Solid button background on hover", "#173b6a", "primary"),
  k("button", "button-ghost-border", "Ghost button border", "#1f4e8c", "primary"),
  k("button", "button-ghost-text", "Ghost button text", "#1f4e8c", "primary"),
  k("button", "button-ghost-hover-background", "Ghost button background on hover", "#e8eef7"),
  k("button", "button-disabled-background", "Disabled button background", "#e4e7ec"),
  k("button", "button-disabled-text", "Disabled button text", "#525c6e", "text-muted"),

  // feedback
  k("feedback", "error", "Error", "#b42318", undefined, GLOBAL),
  k("feedback", "error-background", "Error background", "#fef3f2"),
  k("feedback", "success", "Success", "#067647", undefined, GLOBAL),
  k("feedback", "success-background", "Success background", "#ecfdf3"),
  k("feedback", "warning", "Warning", "#b54708"),
  k("feedback", "warning-background", "Warning background", "#fffaeb"),
  k("feedback", "info", "Information", "#1f4e8c", "primary"),
  k("feedback", "info-background", "Information background", "#eff4fb"),

  // steps
  k("steps", "steps-active", "Active step", "#1f4e8c", "primary"),
  k("steps", "steps-inactive", "Inactive step", "#7a8499", "text-muted"),
  k("steps", "steps-completed", "Completed step", "#067647", "success"),
  k("steps", "steps-text", "Step labels", "#1d2433", "text"),

  // skeleton
  k("skeleton", "skeleton-base", "Skeleton placeholder", "#e4e7ec"),
  k("skeleton", "skeleton-highlight", "Skeleton shimmer", "#f2f4f7"),

  // loader
  k("loader", "loader-primary", "Loader main colour", "#1f4e8c", "primary"),
  k("loader", "loader-secondary", "Loader track", "#c7d5ea", "secondary"),
  k("loader", "loader-background", "Loader background", "#ffffff", "background-surface"),
  k("loader", "loader-text", "Loader message", "#525c6e", "text-muted"),

  // nav-pane
  k("nav-pane", "nav-pane-background", "Navigation pane background", "#ffffff", "background-surface"),
  k("nav-pane", "nav-pane-text", "Navigation pane text", "#1d2433", "text"),
  k("nav-pane", "nav-pane-active-background", "Active navigation item background", "#e8eef7"),
  k("nav-pane", "nav-pane-active-text", "Active navigation item text", "#1f4e8c", "primary"),
  k("nav-pane", "nav-pane-hover-background", "Navigation item background on hover", "#f2f4f7"),
  k("nav-pane", "nav-pane-border", "Navigation pane border", "#d5dbe5", "border"),

  // support
  k("support", "support-open", "Support desk open", "#067647", "success"),
  k("support", "support-closed", "Support desk closed", "#b42318", "error"),

  // badge
  k("badge", "badge-background", "Badge background", "#0f766e", "secondary"),
  k("badge", "badge-text", "Badge text", "#ffffff"),

  // card
  k("card", "card-background", "Card background", "#ffffff", "background-surface"),
  k("card", "card-border", "Card border", "#d5dbe5", "border"),

  // input
  k("input", "input-background", "Input background", "#ffffff", "background-surface"),
  k("input", "input-border", "Input border", "#7a8499"),
  k("input", "input-text", "Input text", "#1d2433", "text"),
  k("input", "input-placeholder", "Input placeholder", "#525c6e", "text-muted"),
  k("input", "input-focus-border", "Input border when focused", "#2563eb", "focus-ring"),
  k("input", "input-error-border", "Input border on error", "#b42318", "error"),

  // cart
  k("cart", "cart-background", "Cart background", "#ffffff", "background-surface"),
  k("cart", "cart-header", "Cart header background", "#eef2f8"),
  k("cart", "cart-title", "Cart title", "#1a3a66", "title"),
  k("cart", "cart-text", "Cart text", "#1d2433", "text"),
  k("cart", "cart-item-background", "Cart item background", "#ffffff", "background-surface"),
  k("cart", "cart-item-border", "Cart item border", "#d5dbe5", "border"),
  k("cart", "cart-total-text", "Cart total", "#1a3a66", "title"),
  k("cart", "cart-tax-note", "Cart tax note", "#525c6e", "text-muted"),
  k("cart", "cart-badge-background", "Cart count badge background", "#0f766e", "badge-background"),
  k("cart", "cart-badge-text", "Cart count badge text", "#ffffff", "badge-text"),
  k("cart", "cart-delete-icon", "Cart delete icon", "#b42318", "error"),
  k("cart", "cart-floating-button-background", "Floating cart button background", "#1f4e8c", "primary"),
  k("cart", "cart-floating-button-text", "Floating cart button text", "#ffffff", "button-solid-text"),
  k("cart", "cart-empty-text", "Empty cart message", "#525c6e", "text-muted"),
  k("cart", "cart-in-checkout-marker", "In-checkout marker", "#b54708", "warning"),

  // product
  k("product", "product-card-background", "Product card background", "#ffffff", "background-surface"),
  k("product", "product-card-border", "Product card border", "#d5dbe5", "border"),
  k("product", "product-title", "Product title", "#1a3a66", "title"),
  k("product", "product-text", "Product text", "#1d2433", "text"),
  k("product", "product-price", "Product price", "#1f4e8c", "primary"),
  k("product", "product-price-note", "Product price note", "#525c6e", "text-muted"),
  k("product", "product-icon", "Product icon", "#1f4e8c", "primary"),
  k("product", "product-selected-background", "Selected product background", "#e8eef7"),
  k("product", "product-selected-border", "Selected product border", "#1f4e8c", "primary"),
  k("product", "product-recommended-background", "Recommended label background", "#0f766e", "secondary"),
  k("product", "product-recommended-text", "Recommended label text", "#ffffff", "badge-text"),
  k("product", "product-feature-check", "Product feature tick", "#067647", "success"),

  // policy
  k("policy", "policy-card-background", "Policy card background", "#ffffff", "background-surface"),
  k("policy", "policy-card-border", "Policy card border", "#d5dbe5", "border"),
  k("policy", "policy-title", "Policy title", "#1a3a66", "title"),
  k("policy", "policy-text", "Policy text", "#1d2433", "text"),
  k("policy", "policy-number", "Policy number", "#525c6e", "text-muted"),
  k("policy", "policy-status-active", "Policy status: active", "#067647", "success"),
  k("policy", "policy-status-pending", "Policy status: pending", "#b54708", "warning"),
  k("policy", "policy-status-ended", "Policy status: ended", "#525c6e", "text-muted"),
  k("policy", "policy-status-cancelled", "Policy status: cancelled", "#b42318", "error"),
  k("policy", "policy-document-link", "Policy document link", "#1f4e8c", "link"),

  // question
  k("question", "question-title", "Question title", "#1a3a66", "title"),
  k("question", "question-text", "Question text", "#1d2433", "text"),
  k("question", "question-help-text", "Question help text", "#525c6e", "text-muted"),
  k("question", "question-help-icon", "Question help icon", "#1f4e8c", "primary"),
  k("question", "question-option-background", "Answer option background", "#ffffff", "background-surface"),
  k("question", "question-option-border", "Answer option border", "#7a8499", "input-border"),
  k("question", "question-option-selected-background", "Selected answer background", "#e8eef7"),
  k("question", "question-option-selected-border", "Selected answer border", "#1f4e8c", "primary"),
  k("question", "question-option-selected-text", "Selected answer text", "#1f4e8c", "primary"),
  k("question", "question-error", "Question error", "#b42318", "error"),
  k("question", "question-tooltip-background", "Question tooltip background", "#1d2433", "text"),
  k("question", "question-tooltip-text", "Question tooltip text", "#ffffff"),

  // profession
  k("profession", "profession-search-background", "Profession search background", "#ffffff", "background-surface"),
  k("profession", "profession-search-border", "Profession search border", "#7a8499", "input-border"),
  k("profession", "profession-result-background", "Profession result background", "#ffffff", "background-surface"),
  k("profession", "profession-result-hover-background", "Profession result on hover", "#eef2f8"),
  k("profession", "profession-result-text", "Profession result text", "#1d2433", "text"),
  k("profession", "profession-result-highlight", "Profession matched text", "#1f4e8c", "primary"),
  k("profession", "profession-empty-text", "No profession found message", "#525c6e", "text-muted"),
  k("profession", "profession-selected-background", "Selected profession background", "#e8eef7"),

  // pdp (product detail page)
  k("pdp", "pdp-background", "Product page background", "#f6f8fb", "background-body"),
  k("pdp", "pdp-hero-background", "Product page hero background", "#eef2f8"),
  k("pdp", "pdp-hero-text", "Product page hero text", "#1a3a66", "title"),
  k("pdp", "pdp-title", "Product page title", "#1a3a66", "title"),
  k("pdp", "pdp-text", "Product page text", "#1d2433", "text"),
  k("pdp", "pdp-price", "Product page price", "#1f4e8c", "primary"),
  k("pdp", "pdp-coverage-included", "Covered item icon", "#067647", "success"),
  k("pdp", "pdp-coverage-excluded", "Not covered item icon", "#b42318", "error"),
  k("pdp", "pdp-sticky-bar-background", "Product page sticky bar", "#ffffff", "background-surface"),

  // invoice-card
  k("invoice-card", "invoice-card-background", "Invoice card background", "#ffffff", "background-surface"),
  k("invoice-card", "invoice-card-border", "Invoice card border", "#d5dbe5", "border"),
  k("invoice-card", "invoice-card-title", "Invoice card title", "#1a3a66", "title"),
  k("invoice-card", "invoice-card-text", "Invoice card text", "#1d2433", "text"),
  k("invoice-card", "invoice-card-paid", "Invoice paid", "#067647", "success"),
  k("invoice-card", "invoice-card-paid-background", "Invoice paid background", "#ecfdf3", "success-background"),
  k("invoice-card", "invoice-card-failed", "Invoice payment failed", "#b42318", "error"),
  k("invoice-card", "invoice-card-failed-background", "Invoice payment failed background", "#fef3f2", "error-background"),
  k("invoice-card", "invoice-card-open", "Invoice open", "#b54708", "warning"),
  k("invoice-card", "invoice-card-open-background", "Invoice open background", "#fffaeb", "warning-background"),

  // consumer (the customer's own pages)
  k("consumer", "consumer-background", "Customer pages background", "#f6f8fb", "background-body"),
  k("consumer", "consumer-header-background", "Customer pages header background", "#ffffff", "background-surface"),
  k("consumer", "consumer-header-text", "Customer pages header text", "#1d2433", "text"),
  k("consumer", "consumer-card-background", "Customer pages card background", "#ffffff", "background-surface"),
  k("consumer", "consumer-card-border", "Customer pages card border", "#d5dbe5", "border"),
  k("consumer", "consumer-title", "Customer pages title", "#1a3a66", "title"),
  k("consumer", "consumer-text", "Customer pages text", "#1d2433", "text"),
  k("consumer", "consumer-avatar-background", "Customer avatar background", "#0f766e", "secondary"),
  k("consumer", "consumer-avatar-text", "Customer avatar initials", "#ffffff"),

  // quote-summary
  k("quote-summary", "quote-summary-background", "Quote summary background", "#ffffff", "background-surface"),
  k("quote-summary", "quote-summary-border", "Quote summary border", "#d5dbe5", "border"),
  k("quote-summary", "quote-summary-title", "Quote summary title", "#1a3a66", "title"),
  k("quote-summary", "quote-summary-text", "Quote summary text", "#1d2433", "text"),
  k("quote-summary", "quote-summary-label", "Quote summary labels", "#525c6e", "text-muted"),
  k("quote-summary", "quote-summary-total-background", "Quote summary total background", "#eef2f8"),
  k("quote-summary", "quote-summary-total-text", "Quote summary total", "#1f4e8c", "primary"),
  k("quote-summary", "quote-summary-discount", "Quote summary discount", "#067647", "success"),

  // usp-ticker
  k("usp-ticker", "usp-ticker-background", "USP ticker background", "#eef2f8"),
  k("usp-ticker", "usp-ticker-text", "USP ticker text", "#1d2433", "text"),
  k("usp-ticker", "usp-ticker-icon", "USP ticker tick", "#067647", "success"),

  // dialog
  k("dialog", "dialog-background", "Dialog background", "#ffffff", "background-surface"),
  k("dialog", "dialog-title", "Dialog title", "#1a3a66", "title"),
  k("dialog", "dialog-text", "Dialog text", "#1d2433", "text"),
  k("dialog", "dialog-overlay", "Dialog backdrop", "#101828"),

  // toast
  k("toast", "toast-background", "Notification background", "#1d2433", "text"),
  k("toast", "toast-text", "Notification text", "#ffffff"),
  k("toast", "toast-action", "Notification action link", "#a9c5f5"),
];
