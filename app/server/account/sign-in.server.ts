// The steps of signing in after a link proved who the visitor is: which account, which host,
// and where to go next. Shared by the magic-link, hand-over and signed-link routes.
import { redirect } from "@remix-run/node";
import { afterSignInPath, safeReturnPath } from "~/domain/account/auth-redirects";
import { insuranceFlowFor } from "~/domain/platform/navigation";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { signInUser, type SignInOptions } from "./auth.server";
import { config } from "../platform/config.server";
import { partnerUrl } from "../platform/public-url.server";
import { tokenHash } from "../platform/token-hash.server";
import { db } from "../platform/db.server";
import type { Language } from "~/domain/platform/languages";
import { accountsForEmail, createAuthenticator } from "./magic-link.server";
import { createLinkToken, MAGIC_LINK_MINUTES, SignInLinkError, type VerifiedLink } from "../platform/link-tokens.server";
import { escapeHtml, sendMailSafely, withFooter } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";
import { requirePartner } from "../platform/guards.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { destroyUserSession, findVisitor, sessionFor } from "../platform/session.server";
import { signedLinkOf, withoutSignedLinkParams } from "~/domain/account/signed-link";
import { consumeSignedLink } from "./signed-link.server";
import { logger } from "../platform/logger.server";
import { noticeCookie, readSignedCookie, sessionStorage, signInNonceCookie } from "../platform/cookies.server";

export const authenticator = createAuthenticator(async (request) => (await requirePartner(request)).partner);

/** Per address and per client, per 15 minutes (decision 0015). */
export const SIGN_IN_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 15 * 60 },
  perClient: { limit: 20 * config.clientRateLimitFactor, windowSeconds: 15 * 60 },
} as const;

const CHOICE = "signInChoice";
const CHOICE_MINUTES = 10;

/**
 * Mails a sign-in link for this partner's host and returns the Set-Cookie of the nonce that
 * binds the link to this browser (decision 0024).
 */
export async function sendMagicLink(
  request: Request,
  partner: LoadedPartner,
  language: Language,
  email: string,
  returnTo: string | null,
): Promise<string> {
  const browserNonce = randomBytes(24).toString("base64url");
  const token = await createLinkToken({ kind: "email", email, partnerId: partner.config.id, returnTo, browserNonce });
  const link = partnerUrl(partner.config, `/sign-in/verify?token=${token}`, request);
  const t = await partnerT(partner, language, "auth");
  const values = { partner: partner.config.displayName, minutes: MAGIC_LINK_MINUTES, link };
  const html = `<p>${escapeHtml(t("mail.greeting"))}</p><p>${escapeHtml(t("mail.body", values))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.button"))}</a></p><p>${escapeHtml(t("mail.ignore"))}</p>`;
  const message = {
    to: email,
    subject: t("mail.subject", values),
    text: `${t("mail.greeting")}\n\n${t("mail.body", values)}\n\n${link}\n\n${t("mail.ignore")}`,
    html,
    links: [link],
    partnerId: partner.config.id,
  };
  await sendMailSafely(withFooter(message, await trustLines(partner, language)));
  return signInNonceCookie.serialize(browserNonce);
}

/** Whether this browser is the one that asked for the link (its nonce cookie matches). */
export async function isSameBrowser(request: Request, link: VerifiedLink): Promise<boolean> {
  const nonce = await readSignedCookie(signInNonceCookie, request);
  return !!nonce && !!link.browserNonceHash && timingSafeEqual(Buffer.from(tokenHash(nonce)), Buffer.from(link.browserNonceHash));
}

/** Signs in and redirects to where the visitor goes next (spec section 4). */
export async function completeSignIn(
  request: Request,
  partner: LoadedPartner,
  userId: string,
  returnTo: string | null,
  options: SignInOptions,
): Promise<never> {
  const { headers, guestLeftOut } = await signInUser(request, partner, userId, options);
  // Says so on the next page: this browser's unsaved choices were not added to the account.
  if (guestLeftOut) headers.append("Set-Cookie", await noticeCookie.serialize("guestNotMerged"));
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { professionId: true, professionDescription: true } });
  const back = safeReturnPath(returnTo);
  const flow = back ? insuranceFlowFor(new URL(back, "http://x")) : "default";
  const quoteId = back ? new URL(back, "http://x").searchParams.get("quote_id") : null;
  throw redirect(afterSignInPath({ hasProfession: !!(user.professionId || user.professionDescription), flow, quoteId, returnTo: back }), {
    headers,
  });
}

/**
 * A verified e-mail address on this host: one account here signs in; one elsewhere is handed
 * over to that host; several go to the choose-partner screen. No account yet: the address is
 * proven, so the visitor's guest profile (only when this browser asked for the link; else a
 * new one) becomes the account.
 */
export async function signInVerifiedEmail(
  request: Request,
  partner: LoadedPartner,
  email: string,
  returnTo: string | null,
  sameBrowser: boolean,
): Promise<never> {
  const accounts = await accountsForEmail(email);
  const options = { proven: true, mergeGuest: sameBrowser };
  if (accounts.length === 0) {
    const userId = await createCustomerForEmail(request, partner, email, sameBrowser);
    return completeSignIn(request, partner, userId, returnTo, options);
  }
  if (accounts.length === 1) return goToAccount(request, partner, accounts[0]!, email, returnTo, sameBrowser);
  const session = await sessionFor(request);
  session.set(CHOICE, { email, until: Date.now() + CHOICE_MINUTES * 60_000, returnTo, sameBrowser });
  throw redirect("/sign-in/choose", { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

type Account = Awaited<ReturnType<typeof accountsForEmail>>[number];

/**
 * Signs in here, or hands over to the account's own partner host with a short single-use
 * token. A hand-over never merges the other host's guest data: its link could have been
 * passed on to another browser within its two minutes.
 */
export async function goToAccount(
  request: Request,
  partner: LoadedPartner,
  account: Account,
  email: string,
  returnTo: string | null,
  sameBrowser: boolean,
): Promise<never> {
  if (account.partnerId === partner.config.id)
    return completeSignIn(request, partner, account.id, returnTo, { proven: true, mergeGuest: sameBrowser });
  const token = await createLinkToken({ kind: "handoff", email, partnerId: account.partnerId, userId: account.id, returnTo });
  throw redirect(partnerUrl(account.partner, `/sign-in/handoff?token=${token}`, request));
}

/**
 * Arrival on the partner host the visitor chose (goToAccount's hand-over): the short
 * single-use token signs in the account it names, on this partner and with the address the
 * mailed link proved. Proven by that link; never merges this host's guest data (decision 0024).
 */
export async function signInByHandoff(request: Request, partner: LoadedPartner): Promise<never> {
  let link;
  try {
    link = await authenticator.authenticate("partner-handoff", request);
  } catch (error) {
    if (error instanceof SignInLinkError) throw redirect(`/sign-in?error=${error.reason}`);
    throw error;
  }
  const user = link.userId
    ? await db.user.findFirst({
        where: { id: link.userId, partnerId: partner.config.id, isGuest: false, email: link.email },
        select: { id: true },
      })
    : null;
  if (!user) throw redirect("/sign-in?error=invalid");
  return completeSignIn(request, partner, user.id, link.returnTo, { proven: true, mergeGuest: false });
}

/** The e-mail address proven on the choose screen, while it is fresh. */
export async function pendingChoice(request: Request): Promise<{ email: string; returnTo: string | null; sameBrowser: boolean } | null> {
  const value: unknown = (await sessionFor(request)).get(CHOICE);
  if (!value || typeof value !== "object") return null;
  const { email, until, returnTo, sameBrowser } = value as { email?: unknown; until?: unknown; returnTo?: unknown; sameBrowser?: unknown };
  if (typeof email !== "string" || typeof until !== "number" || until < Date.now()) return null;
  return { email, returnTo: typeof returnTo === "string" ? returnTo : null, sameBrowser: sameBrowser === true };
}

async function createCustomerForEmail(request: Request, partner: LoadedPartner, email: string, sameBrowser: boolean): Promise<string> {
  const visitor = sameBrowser ? await findVisitor(request, partner) : null;
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
  // The partner vouches for who this is, but the link may have been sent to another browser:
  // this browser's guest data stays out of the account (decision 0024).
  const { headers, guestLeftOut } = await signInUser(request, partner, result.user.id, { proven: false, mergeGuest: false });
  if (guestLeftOut) headers.append("Set-Cookie", await noticeCookie.serialize("guestNotMerged"));
  const landing = url.pathname === "/" || url.pathname === "/welcome";
  const next = landing
    ? afterSignInPath({
        hasProfession: !!result.user.professionId,
        flow: insuranceFlowFor(url),
        quoteId: url.searchParams.get("quote_id"),
        funnelType: url.searchParams.get("funnel_type"),
        productId: url.searchParams.get("product_id"),
      })
    : withoutSignedLinkParams(url);
  throw redirect(next, { headers });
}
