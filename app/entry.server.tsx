import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "./components/nonce";
import { frontDoor, routePathOf } from "./domain/platform/request-limits";
import { contentSecurityPolicy, isPrivatePath } from "./domain/platform/security-headers";
import { consentFromCookieHeader } from "./domain/platform/consent";
import { PREVIEW_PARAM } from "./domain/partners/theme/preview-param";
import { i18nFor } from "./server/platform/i18n.server";
import { PageTextsContext } from "./i18n/page-texts";
import { recordingI18n } from "./server/platform/text-recorder.server";
import { FAILURE_MESSAGE_TEXTS } from "./domain/platform/http-messages";
import { getRequestContext } from "./server/platform/request-context.server";
import { config } from "./server/platform/config.server";
import { logger } from "./server/platform/logger.server";
import { matchHost } from "./domain/platform/partner-host";
import { adminOrigins, ourSiteSources } from "./server/platform/public-url.server";
import { startOutboxSweeper } from "./server/providers/mail.server";
import { isCrossOrigin } from "./server/platform/csrf.server";
import { attachIdentitySockets } from "./server/checkout/identity-socket.server";
import { startLiveBus } from "./server/platform/live-bus.server";
import { reportError } from "./server/providers/error-reporting.server";
import { SHARED_PAGE_HEADER, sharedCookieVariant, type SharedPageHandle } from "./domain/platform/page-cache";

// Mail queued before a crash, or whose delivery failed, goes out from here (decision 0025).
startOutboxSweeper();
// Hear the other processes: identity outcomes and partner changes (decision 0033).
startLiveBus();

/** For server.mjs: the identity check's live socket on the same server and port. */
export { attachIdentitySockets };

/** The host the browser asked for: Host, or a trusted proxy's X-Forwarded-Host (as partner.server's hostHeaderOf). */
function hostAsked(request: { host: string | undefined; forwardedHost: string | undefined }): string | undefined {
  return config.trustProxy && request.forwardedHost ? request.forwardedHost.split(",")[0]!.trim() : request.host;
}

/**
 * For server.mjs, before any routing: 400 for a malformed host, 404 for a host that is not
 * ours, 413/411 for a body over the route's limit (decision 0023); null to go on.
 */
export function frontDoorAnswer(request: {
  host: string | undefined;
  forwardedHost: string | undefined;
  path: string;
  method: string;
  contentLength: string | undefined;
  chunked: boolean;
}) {
  return frontDoor({ ...request, hostKind: matchHost(hostAsked(request), config.rootDomains).kind });
}

/**
 * For server.mjs, before Remix: whether a post comes from another origin (decision 0013), from
 * the same headers and host that assertSameOrigin reads.
 */
export function crossOriginPost(request: {
  method: string;
  fetchSite: string | undefined;
  origin: string | undefined;
  host: string | undefined;
  forwardedHost: string | undefined;
}) {
  return isCrossOrigin({
    method: request.method,
    fetchSite: request.fetchSite ?? null,
    origin: request.origin ?? null,
    host: hostAsked(request) ?? null,
  });
}

/** Whether server.mjs may trust X-Forwarded-* headers (TRUST_PROXY). */
export const trustProxy = config.trustProxy;
/** HSTS only where the site is served over https. */
export const strictTransportSecurity = config.production && config.publicUrl.scheme === "https";

/** Pages with personal data (server.mjs answers them with Cache-Control: no-store). */
export { isPrivatePath };

/** For server.mjs, around Remix: one scope per request for per-request memos. */
export { runInRequestScope } from "./server/platform/request-scope.server";

/** For server.mjs, just before Remix: the anonymous page cache (decision 0054). */
export { pageCacheMiddleware } from "./server/platform/page-cache.server";

/** Whether the page's own route says its HTML is the same for every visitor without personal cookies. */
function isSharedPage(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1);
  return Boolean(leaf && (context.routeModules[leaf.route.id]?.handle as SharedPageHandle | undefined)?.sharedPage);
}

/** Whether the page loads the partner's chat widget: the root loader decided (server/support.server.ts). */
function loadsChatWidget(context: EntryContext): boolean {
  const root = context.staticHandlerContext.loaderData?.root as { support?: { chatWidgetScript?: string | null } | null } | undefined;
  return Boolean(root?.support?.chatWidgetScript);
}

function setContentSecurityPolicy(headers: Headers, url: URL, nonce: string, cookieHeader: string | null, chatWidget: boolean) {
  // Only the colour editor's preview may be framed, by the admin hosts; and the built-in
  // identity check, by our own checkout page on the same site.
  const preview = url.searchParams.get(PREVIEW_PARAM) === "1";
  const identityCheck = url.pathname.startsWith("/identity/builtin/");
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      path: url.pathname,
      siteSources: ourSiteSources(),
      frameAncestors: preview ? adminOrigins() : identityCheck ? ["'self'"] : [],
      providerFrames: config.identity.provider === "stripe" ? STRIPE_FRAMES : [],
      analyticsConsent: consentFromCookieHeader(cookieHeader) === "granted",
      chatWidget,
    }),
  );
}

/** Stripe.js and its identity modal (spec section 7). */
const STRIPE_FRAMES = ["https://js.stripe.com", "https://verify.stripe.com"];

const ABORT_DELAY = 5_000;

/** Unexpected errors in loaders, actions and rendering: one JSON log line each. */
export const handleError: HandleErrorFunction = (error, { request, params, context }) => {
  // Aborted requests and 4xx answers (a POST to a page without an action, say) are not faults.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const path = new URL(request.url).pathname;
  logger.error({ err: error, requestId: context.requestId, path }, "unhandled error");
  // Sentry or the built-in error log (decision 0051); never in the way of the answer.
  void reportError({
    source: "server",
    error,
    message:
      error instanceof Error
        ? `${error.name}: ${error.message}`
        : isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : String(error),
    status: isRouteErrorResponse(error) ? error.status : 500,
    // A data request (/cart.data) is an error of its page.
    route: routePathOf(path),
    params,
    requestId: context.requestId ?? null,
  });
};
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // The request's language as the root loader chose it (remix-i18next's detection over the
  // languages the partner offers, i18n.server.ts). Every namespace is loaded up front (i18nConfig.ns).
  const { language: lng, partner } = await getRequestContext(request);
  // With the partner's own texts for this language, when it has any (decision 0052).
  // Which texts the render uses, to ship them with the page (decision 0057), and the warnings a
  // failed request shows, which must not depend on the network.
  const texts = recordingI18n(await i18nFor(lng, partner?.texts[lng]), FAILURE_MESSAGE_TEXTS);
  // A fresh nonce per page for its scripts; the CSP (production) names it. In development Vite's
  // own scripts and hot reload run without one.
  const nonce = config.production ? randomBytes(16).toString("base64") : "";
  if (nonce)
    setContentSecurityPolicy(responseHeaders, new URL(request.url), nonce, request.headers.get("Cookie"), loadsChatWidget(remixContext));
  // The page cache keeps it only without personal cookies and only when nothing sets one (page-cache.server.ts).
  if (responseStatusCode === 200 && sharedCookieVariant(request.headers.get("Cookie")) !== null && isSharedPage(remixContext))
    responseHeaders.set(SHARED_PAGE_HEADER, "1");

  // The whole document at once, for people and bots alike: every loader has finished before the
  // render starts and no page suspends, so streaming would only cut the page into React's small
  // chunks, each compressed and written on its own (about a tenth of a page's server time).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is complete: a pending timer keeps React's whole render (tree,
    // loader data, the page's bytes) alive for its 5 seconds, which at load made every worker's
    // old space fill and a full garbage collection run every few seconds (decision 0061).
    const abortTimer: { id?: NodeJS.Timeout } = {};
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={texts.i18n}>
          <PageTextsContext.Provider value={texts.serialise}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce || undefined} />
          </PageTextsContext.Provider>
        </I18nextProvider>
      </NonceProvider>,
      {
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer.id);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Language", lng);
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(body);
        },
        nonce: nonce || undefined,
        onShellError(error: unknown) {
          clearTimeout(abortTimer.id);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    abortTimer.id = setTimeout(abort, ABORT_DELAY);
  });
}
