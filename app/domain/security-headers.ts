// The security headers of our answers (decision 0023), as pure functions so the rules are
// tested in one place: the Content-Security-Policy of an HTML page and which pages must never
// be stored by a browser or proxy.
import { routePathOf } from "./request-limits";
import { isStaffPath } from "./staff";

/** Pages with personal data or a half-finished purchase: never cached (account, checkout, identity check, staff). */
export function isPrivatePath(path: string): boolean {
  const route = routePathOf(path);
  return /^\/(user|checkout|admin|broker|sign-in|impersonation|result|identity|identity-verification)(\/|$)/.test(route) || route === "/cart";
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
};

export function contentSecurityPolicy({ nonce, path, siteSources, frameAncestors, providerFrames = [] }: CspInput): string {
  const staff = isStaffPath(path);
  const sites = siteSources.join(" ");
  const directives = [
    "default-src 'self'",
    // strict-dynamic lets the partner's tag manager (started by our nonced snippet) load its
    // tags on customer pages; staff pages run our own scripts only.
    staff ? `script-src 'self' 'nonce-${nonce}'` : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https:`,
    // Inline style attributes and the partner theme's <style>: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Partner logos may live on the partner's own CDN.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    staff ? "connect-src 'self'" : "connect-src 'self' https:",
    `frame-src 'self' ${sites} ${staff ? "" : providerFrames.join(" ")}`.trim().replace(/\s+/g, " "),
    `form-action 'self' ${sites}`.trim(),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(" ") : "'none'"}`,
    // Our service worker (/sw.js, decision 0051); no worker from elsewhere.
    "worker-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}
