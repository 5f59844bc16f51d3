// Cross-site request forgery: every form post must come from a page of the same partner host
// (decision 0013). Browsers say where a request comes from (Sec-Fetch-Site, Origin); a post
// from another site, or from another partner's host on the same site, is refused. Requests
// without either header do not come from a browser page, so no cookie rides along unasked.
import { data } from "@remix-run/node";
import { hostHeaderOf } from "./partner.server";

export function isCrossOriginPost(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true; // sandboxed frames, data: URLs
  try {
    return new URL(origin).host !== hostOf(request);
  } catch {
    return true;
  }
}

function hostOf(request: Request): string {
  return hostHeaderOf(request) ?? new URL(request.url).host;
}

/** Throws 403 for a cross-origin post; call before reading any form body. */
export function assertSameOrigin(request: Request): void {
  if (isCrossOriginPost(request)) throw data({ error: "crossOrigin" }, { status: 403 });
}
