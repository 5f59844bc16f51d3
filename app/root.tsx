import { ERROR_PAGE_HEADINGS, errorPageOf, pageMeta } from "~/domain/platform/page-meta";
import { pageCatalogFor } from "~/domain/platform/page-catalogs";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AppShell } from "./components/app-shell";
import { useColourPreview } from "./components/colour-preview-listener";
import { TagManager } from "./components/consent/tag-manager";
import { readConsent } from "./server/platform/consent.server";
import { RouteErrorPage } from "./components/errors/route-error-page";
import { NotFoundPage } from "./components/not-found-page";
import { ToastProvider } from "./components/toast";
import { ErrorReportingClient } from "./components/error-reporting-client";
import { browserErrorReporting } from "./server/providers/error-reporting.server";
import { useNonce } from "./components/nonce";
import { isStaffPath } from "./domain/platform/navigation";
import { useRootData } from "./components/root-data";
import { signedInUser } from "./server/account/account.server";
import { supportData } from "./server/support/support.server";
import { ChatWidgetScript } from "./components/support/chat-widget";
import { demoSiteNotice } from "./server/platform/demo-site.server";
import { trustLines } from "./server/platform/trust-details.server";
import { languageCookie, noticeCookie, readSignedCookie } from "./server/platform/cookies.server";
import { NOTICES } from "./components/one-time-notice";
import { builtInThemeCss } from "./server/platform/partner.server";
import { signInBySignedLink } from "~/server/account/sign-in.server";
import { impersonatorOf } from "~/server/platform/impersonator.server";
import { getRequestContext } from "./server/platform/request-context.server";
import { pageSettingsFor } from "./server/partners/partner-settings.server";
import { entryCookieHeader, keepEntryOnRedirect } from "./server/platform/entry-params.server";
import { colourEditorOf } from "./server/partners/colour-editor-mode.server";
import { usePartnerTexts } from "./i18n/partner-texts";
import { PageTexts } from "./i18n/page-texts";
import stylesheet from "./styles/app.css?url";
import chatStylesheet from "./styles/chat.css?url";

// The colour editor in place (decision 0076): its own chunks, loaded only in an admin's editor mode.
const ColourEditorMode = lazy(() => import("./components/colour-editor/editor-entry"));
// Only on a live domain running stand-ins (decision 0066): other sites load none of it.
const DemoSiteBanner = lazy(() => import("./components/demo-site-banner"));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Linked, not imported by the chat widget: a stylesheet imported by a module of the shell would
  // be listed as a dependency of every lazily loaded component (vite.config.ts, modulePreload).
  { rel: "stylesheet", href: chatStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The error pages' title (a route's own meta says its page's); the welcome page's otherwise.
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "welcome");

/** Only a plain font-family list reaches the inline style. */
function safeFont(font: string | null | undefined): string | null {
  return font && /^[\w\s,'"-]{1,120}$/.test(font) ? font : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await getRequestContext(request);
  const partner = context.partner;
  // A signed link's redirect drops the other parameters: the entry values (decision 0090) go along in their cookie.
  if (partner)
    await signInBySignedLink(request, partner).catch(async (thrown: unknown) =>
      Promise.reject(await keepEntryOnRedirect(request, partner, thrown)),
    );
  const headers = new Headers();
  const entryCookie = partner ? await entryCookieHeader(request, partner) : null;
  if (entryCookie) headers.append("Set-Cookie", entryCookie);
  // ?lng=xx picks a language the partner offers and is remembered like a choice in the selector.
  if (context.requestedLanguage) headers.append("Set-Cookie", await languageCookie.serialize(context.requestedLanguage));
  // A one-time notice left by the previous answer: shown once, then cleared.
  const noticeValue = await readSignedCookie(noticeCookie, request);
  const notice = NOTICES.find((known) => known === noticeValue) ?? null;
  if (noticeValue) headers.append("Set-Cookie", await noticeCookie.serialize("", { maxAge: 0 }));
  const settings = await pageSettingsFor(request, context);
  if (settings.setCookie) headers.append("Set-Cookie", settings.setCookie);
  return data(
    {
      partner: context.partner?.config ?? null,
      themeCss: context.partner?.themeCss ?? (await builtInThemeCss()),
      font: safeFont(context.partner?.config.fontPrimary),
      language: context.language,
      // The page titles of this language, for every route's meta (page-meta.ts), also after client-side navigation.
      pageTexts: pageCatalogFor(context.language),
      support: context.partner ? await supportData(context.partner.config, context.language, new Date()) : null,
      user: context.partner ? await signedInUser(request, context.partner) : null,
      notice,
      consent: readConsent(request),
      impersonator: context.partner ? ((await impersonatorOf(request))?.name ?? null) : null,
      // The colour editor draws on the partner's pages, never over staff pages on the same host.
      colourEditor:
        context.partner && !isStaffPath(new URL(request.url).pathname) ? (await colourEditorOf(request, context.partner)) !== null : false,
      errorReporting: browserErrorReporting(),
      // A live site running stand-ins says so on every page (decision 0066); empty elsewhere.
      demoSite: await demoSiteNotice(context.language),
      // Who insures: name, AFM and Kifid numbers for the footer and the trust blocks (decision 0085).
      trust: await trustLines(context.partner, context.language),
      ...settings.data,
    },
    { headers, status: context.partner ? 200 : 404 },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  useColourPreview(root?.partner?.name ?? null);
  const { t, i18n } = useTranslation();
  const language = root?.language ?? i18n.language ?? "nl";
  // No root data: the error page's heading is its title (page-meta.ts gives none then).
  const error = useRouteError();
  const bareTitle = root ? null : t(ERROR_PAGE_HEADINGS[errorPageOf(error) ?? "serverError"]);
  const fontCss = root?.font ? `:root{--font-primary:${root.font}}` : "";
  const nonce = useNonce();
  // Staff pages never run a partner's scripts (decision 0023).
  const staffPage = isStaffPath(useLocation().pathname);
  return (
    <html lang={language} dir={i18n.dir(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {bareTitle ? <title>{bareTitle}</title> : null}
        <Links />
        {root ? <style id="partner-theme" dangerouslySetInnerHTML={{ __html: root.themeCss + fontCss }} /> : null}
        {staffPage ? null : (
          <TagManager
            id={root?.partner?.googleTagManagerId ?? null}
            code={root?.partner?.googleTagManagerCode ?? null}
            consent={root?.consent ?? null}
            nonce={nonce}
          />
        )}
        {staffPage ? null : <ChatWidgetScript src={root?.support?.chatWidgetScript ?? null} nonce={nonce} />}
      </head>
      <body>
        {root?.demoSite ? (
          <Suspense fallback={null}>
            <DemoSiteBanner />
          </Suspense>
        ) : null}
        <ToastProvider>{children}</ToastProvider>
        {root?.colourEditor ? (
          <Suspense>
            <ColourEditorMode />
          </Suspense>
        ) : null}
        <ErrorReportingClient settings={root?.errorReporting ?? null} />
        {/* After every text of the page and before the scripts: Remix starts hydrating from an
            async module script, which may run before the parser reaches anything after it. */}
        <PageTexts nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  const { i18n } = useTranslation();
  const language = root?.language ?? "nl";
  // A new language from the root loader (?lng=): its texts load, then the page switches.
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  usePartnerTexts(language, root?.partnerTexts);
  // Marks the moment the page became interactive (browser tests wait for it before client-side navigation).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const location = useLocation();
  const matches = useMatches();
  if (!root?.partner) return <NotFoundPage />;
  // A page shown inside one of our own dialogs (the built-in identity check) goes without the site's header.
  const embedded =
    new URLSearchParams(location.search).get("embedded") === "1" &&
    matches.some((match) => (match.handle as { embeddable?: boolean } | undefined)?.embeddable);
  if (embedded)
    return (
      <main id="main" className="app-main app-embedded">
        {<Outlet />}
      </main>
    );
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const root = useRootData();
  return root?.partner ? (
    <AppShell>
      <RouteErrorPage />
    </AppShell>
  ) : (
    <RouteErrorPage />
  );
}
