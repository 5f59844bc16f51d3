// Broker sessions (spec sections 2, 4 and 6; decision 0080): a browser session opened with
// is_broker_flow, or whose cart holds an open broker quote. The customer then sees the broker's
// name and the quote's validity in the header, the logo does nothing and the cart deletes
// nothing; leaving (back to the broker, signing out) clears the quote's items and the session and
// goes to the broker quote page of the running environment.
import { redirect } from "@remix-run/node";
import { brokerReturnUrl, BROKER_QUOTES_PATH } from "~/domain/broker/broker-quotes";
import { isQuoteOpen } from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formatDate } from "~/domain/platform/formatting";
import type { Language } from "~/domain/platform/languages";
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
  const ids = [...new Set(quoteIds.filter((id): id is string => !!id))];
  if (ids.length > 0) {
    const quote = await db.quote.findFirst({
      where: { id: { in: ids }, type: "broker" },
      orderBy: { expiresOn: "asc" },
      select: { number: true, expiresOn: true, broker: { select: { name: true } } },
    });
    if (quote) return view(quote);
  }
  return visitor && (await isBrokerFlowSession(request)) ? view(null) : null;
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

/** The broker quote page of the running environment (spec section 9: one per environment). */
export function brokerQuotePageUrl(request: Request, partner: LoadedPartner): string {
  return brokerReturnUrl(config.appEnvironment, config.brokerQuoteUrls, null, partnerUrl(partner.config, BROKER_QUOTES_PATH, request));
}

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
  if (visitor) await db.cartItem.deleteMany({ where: { userId: visitor.id, quoteId: { not: null } } });
  throw redirect(BROKER_SESSION_LEFT_PATH, { status: 303, headers: { "Set-Cookie": await destroyUserSession(request) } });
}
