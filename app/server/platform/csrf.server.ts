// Cross-site request forgery: every form post must come from a page of the same partner host
// (decision 0013). Browsers say where a request comes from (Sec-Fetch-Site, Origin); a post
// from another site, or from another partner's host on the same site, is refused. Requests
// without either header do not come from a browser page, so no cookie rides along unasked.
import { data } from "@remix-run/node";
import { hostHeaderOf } from "./partner.server";

/** The headers the verdict is made from; plain values, so server.mjs can ask before Remix runs. */
export type PostOrigin = { method: string; fetchSite: string | null; origin: string | null; host: string | null };

/** Whether a request is a state-changing post from another origin than the host it went to. */
export function isCrossOrigin({ method, fetchSite, origin, host }: PostOrigin): boolean {
  if (method === "GET" || method === "HEAD") return false;
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  if (!origin) return false;
  if (origin === "null") return true; // sandboxed frames, data: URLs
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function isCrossOriginPost(request: Request): boolean {
  return isCrossOrigin({
    method: request.method,
    fetchSite: request.headers.get("Sec-Fetch-Site"),
    origin: request.headers.get("Origin"),
    host: hostHeaderOf(request) ?? new URL(request.url).host,
  });
}

/**
 * Throws 403 for a cross-origin post; call before reading any form body. The root error
 * boundary shows it as the translated "no access" page (a data request gets the 403 too).
 */
export function assertSameOrigin(request: Request): void {
  if (isCrossOriginPost(request)) throw data({ error: "crossOrigin" }, { status: 403 });
}
