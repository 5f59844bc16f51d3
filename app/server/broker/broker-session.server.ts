// Broker sessions (spec sections 2, 4 and 6; decision 0080): a browser session opened with
// is_broker_flow, or whose cart holds an open broker quote. The customer then sees the broker's
// name and the quote's validity in the header, the logo does nothing and the cart deletes
// nothing; leaving (back to the broker, signing out) clears the quote's items and the session and
// goes to the broker quote page of the running environment.
import { redirect } from "@remix-run/node";
import { brokerReturnUrl, BROKER_QUOTES_PATH } from "~/domain/broker/broker-quotes";
import { isExpired, isQuoteOpen } from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formatDate } from "~/domain/platform/formatting";
import type { Language } from "~/domain/platform/languages";
import { visitorState } from "../checkout/cart.server";
import { serverT } from "../platform/i18n.server";
import { escapeHtml } from "../providers/mail.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import type { LoadedPartner } from "../platform/partner.server";
import { partnerUrl } from "../platform/public-url.server";
import { destroyUserSession, findVisitor, isBrokerFlowSession, type Visitor } from "../platform/session.server";

/**
 * What the header shows in a broker session: whose quote and until when it is valid, and the
 * way back to the broker (a plain form post). Translated and made into escaped markup here, so
 * no customer page loads the broker's texts or a component for them (the first-load budget).
 */
export type BrokerSessionView = { quoteNumber: string | null; label: string; html: string };

/**
 * The broker session of this browser, or null. quoteIds: the open quotes of the visitor's cart
 * (loadCart knows them) or the quote page's own, so a page without one costs no query unless the
 * session is flagged.
 */
export async function brokerSessionOf(
  request: Request,
  visitor: Visitor | null,
  quoteIds: readonly (string | null)[],
  language: Language,
): Promise<BrokerSessionView | null> {
  const view = async (quote: { number: string; expiresOn: string; broker: { name: string } } | null): Promise<BrokerSessionView> => {
    const t = await serverT(language, "broker");
    const text = quote ? t("session.quote", { broker: quote.broker.name, date: formatDate(quote.expiresOn) }) : t("session.flow");
    return {
      quoteNumber: quote?.number ?? null,
      label: t("session.label"),
      html:
        `<p>${escapeHtml(text)}</p><form method="post" action="/broker-session/leave">` +
        `<button type="submit" class="button button-ghost">${escapeHtml(t("session.leave"))}</button></form>`,
    };
  };
  // The cart's own rows too (read once per request already): the page's view names open quotes only.
  const inCart = visitor ? (await visitorState(visitor)).cartRows.map((row) => row.quoteId) : [];
  const ids = [...new Set([...quoteIds, ...inCart].filter((id): id is string => !!id))];
  if (ids.length > 0) {
    const quotes = await db.quote.findMany({
      where: { id: { in: ids }, type: "broker" },
      orderBy: { expiresOn: "asc" },
      select: { number: true, expiresOn: true, acceptedAt: true, openedAt: true, broker: { select: { name: true } } },
    });
    const today = todayInAmsterdam();
    const open = quotes.find((quote) => isQuoteOpen(quote, today));
    if (open) return view({ ...open, broker: { name: open.broker?.name ?? "" } });
    // The cart's broker quote ran out during the session: the session ends as leaving it does.
    // Not on the quote's own page: that says itself that it ran out and to ask the broker.
    const onQuotation = new URL(request.url).pathname === QUOTATION_PATHNAME;
    if (visitor && !onQuotation && quotes.some((quote) => !quote.acceptedAt && isExpired(quote, today))) {
      return endBrokerSession(request, visitor.id, "expired");
    }
  }
  if (!(await isBrokerFlowSession(request))) return null;
  // Flagged, but its session on the server ran out (or was ended elsewhere): end it here too.
  return visitor ? view(null) : endBrokerSession(request, null, "expired");
}

/** Whether this browser is in a broker session: flagged, or its cart holds an open broker quote. */
export async function isBrokerSession(request: Request, partner: LoadedPartner): Promise<boolean> {
  if (await isBrokerFlowSession(request)) return true;
  const visitor = await findVisitor(request, partner);
  if (!visitor) return false;
  const rows = await db.cartItem.findMany({ where: { userId: visitor.id, quoteId: { not: null } }, select: { quoteId: true } });
  if (rows.length === 0) return false;
  const quotes = await db.quote.findMany({
    where: { id: { in: rows.map((row) => row.quoteId!) }, type: "broker" },
    select: { expiresOn: true, acceptedAt: true, openedAt: true },
  });
  const today = todayInAmsterdam();
  return quotes.some((quote) => isQuoteOpen(quote, today));
}

/**
 * The broker quote page a broker session returns to: the partner's own setting (the admin's
 * partner page), else the running environment's BROKER_QUOTE_URL_<ENV> (spec section 9: one per
 * environment), else the broker desk on the partner's host. Read here, not with the partner's
 * cached config: only this page needs it.
 */
export async function brokerQuotePageUrl(request: Request, partner: LoadedPartner): Promise<string> {
  const setting = await db.partner.findUnique({ where: { id: partner.config.id }, select: { brokerQuoteUrl: true } });
  return brokerReturnUrl(
    config.appEnvironment,
    config.brokerQuoteUrls,
    setting?.brokerQuoteUrl,
    partnerUrl(partner.config, BROKER_QUOTES_PATH, request),
  );
}

/** The quotation page (routes/checkout/checkout-quotation.tsx, quotationPath). */
const QUOTATION_PATHNAME = "/checkout/quotation";

/** The page that sends the browser on to the broker quote page (routes/broker/broker-session-left.tsx). */
export const BROKER_SESSION_LEFT_PATH = "/broker-session/left";

/**
 * Leaving a broker session (spec section 4): the quote's items leave the cart and the session
 * ends; the browser goes to /broker-session/left, which sends it on to the broker quote page of
 * the running environment. Not a redirect to it straight away: the pages' CSP allows form posts
 * (and their redirects) to the partner's own sites only.
 */
export async function leaveBrokerSession(request: Request, partner: LoadedPartner): Promise<never> {
  const visitor = await findVisitor(request, partner);
  return endBrokerSession(request, visitor?.id ?? null, null);
}

/** Why a broker session ended, when it was not the customer's choice: said on the page after it. */
export type BrokerSessionEnd = "expired";

/**
 * Ends a broker session, as leaving it does (spec section 4): the quotes' items leave the cart of
 * the session's customer (when the server still knows them), the session ends, and the browser
 * goes on to the broker quote page by way of /broker-session/left.
 */
async function endBrokerSession(request: Request, userId: string | null, reason: BrokerSessionEnd | null): Promise<never> {
  if (userId) await db.cartItem.deleteMany({ where: { userId, quoteId: { not: null } } });
  const to = reason ? `${BROKER_SESSION_LEFT_PATH}?reason=${reason}` : BROKER_SESSION_LEFT_PATH;
  throw redirect(to, { status: 303, headers: { "Set-Cookie": await destroyUserSession(request) } });
}
