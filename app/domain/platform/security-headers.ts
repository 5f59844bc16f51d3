// The security headers of our answers (decision 0023), as pure functions so the rules are
// tested in one place: the Content-Security-Policy of an HTML page and which pages must never
// be stored by a browser or proxy.
import { routePathOf } from "./request-limits";
import { isStaffPath } from "./navigation";

/** Pages with personal data or a half-finished purchase: never cached (account, checkout, identity check, staff). */
export function isPrivatePath(path: string): boolean {
  const route = routePathOf(path);
  return (
    /^\/(user|checkout|admin|broker|sign-in|impersonation|result|identity|identity-verification)(\/|$)/.test(route) || route === "/cart"
  );
}

export type CspInput = {
  nonce: string;
  path: string;
  /** Origins of our own sites (every partner host): frames, form targets and hand-overs go there. */
  siteSources: string[];
  /** Origins that may frame this page (the colour editor's preview), or none. */
  frameAncestors: string[];
  /** An outside provider's frames on our pages (Stripe's identity modal), when it is configured. */
  providerFrames?: string[];
  /** The visitor consented to analytics (decision 0050): only then is the tag manager's host named. */
  analyticsConsent?: boolean;
  /** The page loads the partner's chat widget (root loader data): its origins are allowed, on this page only. */
  chatWidget?: boolean;
};

/** The tag manager's script host, allowed on customer pages after consent. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

export function contentSecurityPolicy({
  nonce,
  path,
  siteSources,
  frameAncestors,
  providerFrames = [],
  analyticsConsent = false,
  chatWidget = false,
}: CspInput): string {
  const staff = isStaffPath(path);
  const sites = siteSources.join(" ");
  // Never on staff pages, whatever the caller says (decision 0046).
  const widget = chatWidget && !staff ? CHAT_WIDGET_SOURCES : { script: [], connect: [], frame: [] };
  const directives = [
    "default-src 'self'",
    // strict-dynamic lets the partner's tag manager (started by our nonced snippet, only after
    // consent) load its tags on customer pages; its host is named only then, for browsers that
    // go by host lists. Staff pages run our own scripts only.
    staff
      ? `script-src 'self' 'nonce-${nonce}'`
      : [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...(analyticsConsent ? [TAG_MANAGER_ORIGIN] : []), ...widget.script].join(
          " ",
        ),
    // Inline style attributes and the partner theme's <style>: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Partner logos may live on the partner's own CDN.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    staff ? "connect-src 'self'" : ["connect-src 'self' https:", ...widget.connect].join(" "),
    `frame-src 'self' ${sites} ${staff ? "" : [...providerFrames, ...widget.frame].join(" ")}`.trim().replace(/\s+/g, " "),
    `form-action 'self' ${sites}`.trim(),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(" ") : "'none'"}`,
    // Our service worker (/sw.js, decision 0051); no worker from elsewhere.
    "worker-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

/** Where the widget loads from and talks to: allowed in the CSP of the pages that load it, no others. */
export const CHAT_WIDGET_SOURCES = {
  script: ["https://static.zdassets.com", "https://ekr.zdassets.com"],
  connect: ["https://*.zendesk.com", "wss://*.zendesk.com", "https://*.zdassets.com", "wss://widget-mediator.zopim.com"],
  frame: ["https://*.zendesk.com"],
} as const;
