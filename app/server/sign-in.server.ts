// The steps of signing in after a link proved who the visitor is: which account, which host,
// and where to go next. Shared by the magic-link, hand-over and signed-link routes.
import { redirect } from "@remix-run/node";
import { afterSignInPath, flowOfUrl, safeReturnPath } from "~/domain/auth-redirects";
import { hostForPartner } from "~/domain/partner-host";
import { signInUser } from "./auth.server";
import { config } from "./config.server";
import { db } from "./db.server";
import { i18nFor } from "~/i18n/i18n.server";
import { accountsForEmail, createAuthenticator, createLinkToken, MAGIC_LINK_MINUTES } from "./magic-link.server";
import { sendMailSafely } from "./providers/mail.server";
import { requirePartner } from "./guards.server";
import type { LoadedPartner } from "./partner.server";
import { destroyUserSession, findVisitor, sessionFor } from "./session.server";
import { signedLinkOf, withoutSignedLinkParams } from "~/domain/signed-link";
import { consumeSignedLink } from "./signed-link.server";
import { logger } from "./logger.server";
import { sessionStorage } from "./cookies.server";

export const authenticator = createAuthenticator(async (request) => (await requirePartner(request)).partner);

const CHOICE = "signInChoice";
const CHOICE_MINUTES = 10;

/** The public origin of this request (scheme and host as the browser sees them). */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  const forwarded = config.trustProxy ? request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() : null;
  return `${url.protocol}//${forwarded || request.headers.get("Host") || url.host}`;
}

export async function sendMagicLink(request: Request, partner: LoadedPartner, language: string, email: string, returnTo: string | null) {
  const token = await createLinkToken({ kind: "email", email, partnerId: partner.config.id, returnTo });
  const link = `${originOf(request)}/sign-in/verify?token=${token}`;
  const t = (await i18nFor(language)).getFixedT(language, "auth");
  const values = { partner: partner.config.displayName, minutes: MAGIC_LINK_MINUTES, link };
  const html = `<p>${escapeHtml(t("mail.greeting"))}</p><p>${escapeHtml(t("mail.body", values))}</p><p><a href="${link}">${escapeHtml(t("mail.button"))}</a></p><p>${escapeHtml(t("mail.ignore"))}</p>`;
  await sendMailSafely({
    to: email,
    subject: t("mail.subject", values),
    text: `${t("mail.greeting")}\n\n${t("mail.body", values)}\n\n${link}\n\n${t("mail.ignore")}`,
    html,
    links: [link],
    partnerId: partner.config.id,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Signs in and redirects to where the visitor goes next (spec section 4). */
export async function completeSignIn(request: Request, partner: LoadedPartner, userId: string, returnTo: string | null): Promise<never> {
  const headers = await signInUser(request, partner, userId);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { professionId: true, professionDescription: true } });
  const back = safeReturnPath(returnTo);
  const flow = back ? flowOfUrl(new URL(back, "http://x")) : "default";
  const quoteId = back ? new URL(back, "http://x").searchParams.get("quote_id") : null;
  throw redirect(afterSignInPath({ hasProfession: !!(user.professionId || user.professionDescription), flow, quoteId, returnTo: back }), { headers });
}

/**
 * A verified e-mail address on this host: one account here signs in; one elsewhere is handed
 * over to that host; several go to the choose-partner screen. No account yet: the address is
 * proven, so the visitor's guest profile (or a new one) becomes the account.
 */
export async function signInVerifiedEmail(request: Request, partner: LoadedPartner, email: string, returnTo: string | null): Promise<never> {
  const accounts = await accountsForEmail(email);
  if (accounts.length === 0) {
    const userId = await createCustomerForEmail(request, partner, email);
    return completeSignIn(request, partner, userId, returnTo);
  }
  if (accounts.length === 1) return goToAccount(request, partner, accounts[0]!, email, returnTo);
  const session = await sessionFor(request);
  session.set(CHOICE, { email, until: Date.now() + CHOICE_MINUTES * 60_000, returnTo });
  throw redirect("/sign-in/choose", { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

type Account = Awaited<ReturnType<typeof accountsForEmail>>[number];

/** Signs in here, or hands over to the account's own partner host with a short single-use token. */
export async function goToAccount(request: Request, partner: LoadedPartner, account: Account, email: string, returnTo: string | null): Promise<never> {
  if (account.partnerId === partner.config.id) return completeSignIn(request, partner, account.id, returnTo);
  const token = await createLinkToken({ kind: "handoff", email, partnerId: account.partnerId, userId: account.id, returnTo });
  const currentHost = new URL(originOf(request)).host;
  const host = hostForPartner(currentHost, account.partner.isDefault ? null : account.partner.name, config.rootDomains);
  throw redirect(`${new URL(request.url).protocol}//${host}/sign-in/handoff?token=${token}`);
}

/** The e-mail address proven on the choose screen, while it is fresh. */
export async function pendingChoice(request: Request): Promise<{ email: string; returnTo: string | null } | null> {
  const value: unknown = (await sessionFor(request)).get(CHOICE);
  if (!value || typeof value !== "object") return null;
  const { email, until, returnTo } = value as { email?: unknown; until?: unknown; returnTo?: unknown };
  if (typeof email !== "string" || typeof until !== "number" || until < Date.now()) return null;
  return { email, returnTo: typeof returnTo === "string" ? returnTo : null };
}

async function createCustomerForEmail(request: Request, partner: LoadedPartner, email: string): Promise<string> {
  const visitor = await findVisitor(request, partner);
  const partnerId = partner.config.id;
  return db.$transaction(async (tx) => {
    // An abandoned guest profile holding this address gives it up (as in the funnel).
    await tx.user.updateMany({ where: { partnerId, email, isGuest: true, NOT: { id: visitor?.id ?? "" } }, data: { email: null } });
    if (visitor?.isGuest) {
      await tx.user.update({ where: { id: visitor.id }, data: { email, isGuest: false } });
      return visitor.id;
    }
    const created = await tx.user.create({ data: { partnerId, email, isGuest: false }, select: { id: true } });
    return created.id;
  });
}

/**
 * A signed partner link (external_id, signature_created_at, signature) signs in once and goes
 * on to the same page without those three parameters, or, from the landing pages, to where a
 * signed-in visitor starts (spec section 4). A bad, expired or reused link clears the session
 * and shows /welcome with the invalid-link message. Throws the redirect; returns when the URL
 * is no signed link.
 */
export async function signInBySignedLink(request: Request, partner: LoadedPartner): Promise<void> {
  const url = new URL(request.url);
  const input = signedLinkOf(url.searchParams);
  if (!input) return;
  const result = await consumeSignedLink(partner, input, Date.now());
  if (!result.ok) {
    logger.info({ partner: partner.config.name, error: result.error }, "signed link refused");
    throw redirect("/welcome?error=invalid_link", { headers: { "Set-Cookie": await destroyUserSession(request) } });
  }
  const headers = await signInUser(request, partner, result.user.id);
  const landing = url.pathname === "/" || url.pathname === "/welcome";
  const next = landing
    ? afterSignInPath({ hasProfession: !!result.user.professionId, flow: flowOfUrl(url), quoteId: url.searchParams.get("quote_id") })
    : withoutSignedLinkParams(url);
  throw redirect(next, { headers });
}
