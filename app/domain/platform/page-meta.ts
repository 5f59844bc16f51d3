// Every page's <title> ("Page title | Partner name") and meta description, in the page's
// language. Built in the routes' meta functions from the root loader's partner and its page
// texts (the page language's app/i18n/locales/*/pages.json, page-catalogs.ts), so error pages
// (whose own loaders never ran) and pages without a loader get one too, and meta can run in the
// browser after client-side navigation without any page script carrying the texts.
import type nl from "~/i18n/locales/nl/pages.json";

/** One language's pages.json. */
export type PageCatalog = { titles: Record<PageKey, string>; descriptions: Record<DescriptionKey, string> };

export type PageKey = keyof typeof nl.titles;
type DescriptionKey = keyof typeof nl.descriptions;
type Area = "customer" | "account" | "staff";

/**
 * Pages without a description of their own share their area's. Staff pages are named admin* and
 * broker* (a rule, not a list: every page's code carries this file); the customer's page after a
 * broker's session is the one broker* page that is not.
 */
const isStaffPage = (page: PageKey) => page === "forbidden" || (/^(admin|broker)[A-Z]/.test(page) && page !== "brokerSessionLeft");
const ACCOUNT_PAGES: readonly PageKey[] = ["policies", "policy", "cancelPolicy", "details", "invoices", "claims", "inbox"];

function areaOf(page: PageKey): Area {
  if (isStaffPage(page)) return "staff";
  if (ACCOUNT_PAGES.includes(page)) return "account";
  return "customer";
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/**
 * The title and description of a page in a language's catalogue, for a partner (null on a host
 * without one). Without a catalogue the partner's name stands for both.
 */
export function pageHead(
  catalog: PageCatalog | null | undefined,
  page: PageKey,
  partnerName: string | null,
  values: Record<string, string> = {},
): { title: string; description: string } {
  if (!catalog) return { title: partnerName ?? "", description: partnerName ?? "" };
  const all = { ...values, partner: partnerName ?? "" };
  const heading = fill(catalog.titles[page], all).trim();
  const title = partnerName && heading !== partnerName ? `${heading} | ${partnerName}` : heading || (partnerName ?? "");
  const own = (catalog.descriptions as Record<string, string>)[page];
  // Every description names the partner: with none (an unknown host) the title says enough.
  const description = partnerName ? fill(own ?? catalog.descriptions[areaOf(page)], all) : heading;
  return { title, description };
}

/** The error page a thrown response or error shows: not found, refused, or failed. */
export function errorPageOf(error: unknown): keyof typeof ERROR_PAGE_HEADINGS | null {
  if (error === null || error === undefined) return null;
  const status = typeof error === "object" && "status" in error && typeof error.status === "number" ? error.status : 500;
  if (status === 404) return "notFound";
  if (status === 401 || status === 403) return "forbidden";
  if (status >= 400 && status < 500) return "refused";
  return "serverError";
}

/** The error pages' headings (common namespace), the title when the root's data is missing. */
export const ERROR_PAGE_HEADINGS: Record<"notFound" | "forbidden" | "refused" | "serverError", string> = {
  notFound: "errors.notFound.title",
  forbidden: "errors.forbidden.title",
  refused: "errors.refused.title",
  serverError: "errors.server.title",
};

type RootData = { pageTexts?: PageCatalog; partner?: { displayName?: string } | null } | null | undefined;

/** What a route's meta function gets that matters here (Remix's MetaArgs fits). */
export type PageMetaArgs = { error?: unknown; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> };

/**
 * A route's meta: `export const meta: MetaFunction = (args) => pageMeta(args, "payment")`.
 * When the page shows an error boundary instead, the error page's title.
 */
export function pageMeta(args: PageMetaArgs, page: PageKey, values: Record<string, string> = {}) {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData;
  // Without the root's data (an action refused before the root loader ran) the root Layout
  // titles the error page with its heading (ERROR_PAGE_HEADINGS).
  if (!root?.pageTexts) return [];
  const shown = errorPageOf(args.error) ?? page;
  const head = pageHead(root?.pageTexts, shown, root?.partner?.displayName ?? null, shown === page ? values : {});
  return [{ title: head.title }, { name: "description", content: head.description }];
}
