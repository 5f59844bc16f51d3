// Changing a customer's e-mail address (issue 9, defect 3; decision 0027). Asking mails a
// single-use link to the new address and a notice to the old one; the address changes only
// when that link is opened. The link carries the account and the partner, so whoever opens it
// changes that account's address and nothing else, signed in or not.
import { maskEmail, normaliseEmail } from "~/domain/account/email-change";
import { db } from "../platform/db.server";
import { consumeLinkToken, createLinkToken, MAGIC_LINK_MINUTES, SignInLinkError, type LinkFailure } from "../platform/link-tokens.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import type { Language } from "~/domain/platform/languages";
import { escapeHtml, sendMailSafely, withFooter, type MailMessage } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";
import { partnerUrl } from "../platform/public-url.server";
import { hitRateLimit, type RateLimit } from "../platform/rate-limit.server";

/** Per account and per new address, per 15 minutes: the form can not be used to flood a mailbox. */
export const EMAIL_CHANGE_LIMITS = {
  perCustomer: { limit: 5, windowSeconds: 15 * 60 },
  perAddress: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export const CONFIRM_EMAIL_PATH = "/user/details/confirm-email";

export type EmailChangeRefusal = "taken" | "rateLimited";

/** Whether another account (not an abandoned guest profile) of this partner has the address. */
export async function emailTakenByAnother(partnerId: string, email: string, userId: string): Promise<boolean> {
  const owner = await db.user.findFirst({
    where: { partnerId, email: normaliseEmail(email), id: { not: userId } },
    select: { isGuest: true },
  });
  return !!owner && !owner.isGuest;
}

/**
 * Asks for a change of the customer's address to newEmail: refuses an address another account
 * has, and too many requests; otherwise mails the link (an earlier pending link stops working)
 * and the notice. The stored address is left as it is.
 */
export async function requestEmailChange(input: {
  request: Request;
  partner: LoadedPartner;
  language: Language;
  userId: string;
  currentEmail: string | null;
  newEmail: string;
}): Promise<{ ok: true } | { ok: false; refusal: EmailChangeRefusal; retryAfterSeconds?: number }> {
  const { request, partner, language, userId } = input;
  const partnerId = partner.config.id;
  const newEmail = normaliseEmail(input.newEmail);
  if (await emailTakenByAnother(partnerId, newEmail, userId)) return { ok: false, refusal: "taken" };
  for (const [key, rule] of [
    [`email-change:user:${userId}`, EMAIL_CHANGE_LIMITS.perCustomer],
    [`email-change:to:${partnerId}:${newEmail}`, EMAIL_CHANGE_LIMITS.perAddress],
  ] as const) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) return { ok: false, refusal: "rateLimited", retryAfterSeconds: result.retryAfterSeconds };
  }
  // Only the newest request counts: a link to an address the customer changed their mind about stops working.
  await db.magicLink.deleteMany({ where: { kind: "email-change", userId, partnerId, usedAt: null } });
  const token = await createLinkToken({ kind: "email-change", email: newEmail, partnerId, userId });
  const link = partnerUrl(partner.config, `${CONFIRM_EMAIL_PATH}?token=${token}`, request);
  const t = await partnerT(partner, language, "account");
  const values = { partner: partner.config.displayName, minutes: MAGIC_LINK_MINUTES };
  const trust = await trustLines(partner, language);
  await sendMailSafely(
    withFooter(
      mail(newEmail, partnerId, t("emailChange.mail.subject", values), [
        t("emailChange.mail.greeting"),
        t("emailChange.mail.body", { ...values, email: newEmail }),
        { link, label: t("emailChange.mail.button") },
        t("emailChange.mail.ignore"),
      ]),
      trust,
    ),
  );
  if (input.currentEmail) {
    const contact = [partner.config.supportEmail, partner.config.supportPhoneNumber].filter(Boolean).join(", ");
    await sendMailSafely(
      withFooter(
        mail(input.currentEmail, partnerId, t("emailChange.notice.subject", values), [
          t("emailChange.mail.greeting"),
          t("emailChange.notice.body", { ...values, email: maskEmail(newEmail) }),
          contact ? t("emailChange.notice.notYouContact", { ...values, contact }) : t("emailChange.notice.notYou", values),
        ]),
        trust,
      ),
    );
  }
  return { ok: true };
}

type Paragraph = string | { link: string; label: string };

/** A plain-text and HTML message from paragraphs, a link among them. */
function mail(to: string, partnerId: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const links = paragraphs.flatMap((paragraph) => (typeof paragraph === "string" ? [] : [paragraph.link]));
  return {
    to,
    subject,
    partnerId,
    links,
    text: paragraphs.map((paragraph) => (typeof paragraph === "string" ? paragraph : paragraph.link)).join("\n\n"),
    html: paragraphs
      .map((paragraph) =>
        typeof paragraph === "string"
          ? `<p>${escapeHtml(paragraph)}</p>`
          : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
      )
      .join(""),
  };
}

/** The new address waiting for its link to be opened, while that link is valid. */
export async function pendingEmailChange(
  userId: string,
  partnerId: string,
  nowMs = Date.now(),
): Promise<{ email: string; id: string } | null> {
  return db.magicLink.findFirst({
    where: { kind: "email-change", userId, partnerId, usedAt: null, expiresAt: { gt: new Date(nowMs) } },
    orderBy: { createdAt: "desc" },
    select: { email: true, id: true },
  });
}

export type EmailChangeOutcome = { ok: true; userId: string; email: string } | { ok: false; reason: LinkFailure | "taken" };

/**
 * Opens an e-mail change link of this partner: the link's account gets the new address, now
 * proven. Refused when the link is unknown, used or expired, or when another account took
 * the address meanwhile (an abandoned guest profile gives it up, as in the funnel).
 */
export async function confirmEmailChange(token: string, partnerId: string, nowMs = Date.now()): Promise<EmailChangeOutcome> {
  let link;
  try {
    link = await consumeLinkToken(token, "email-change", partnerId, nowMs);
  } catch (error) {
    if (error instanceof SignInLinkError) return { ok: false, reason: error.reason };
    throw error;
  }
  const userId = link.userId;
  if (!userId) return { ok: false, reason: "invalid" };
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.findFirst({ where: { id: userId, partnerId, isGuest: false }, select: { id: true } });
      if (!user) return { ok: false, reason: "invalid" } as const;
      const owner = await tx.user.findFirst({
        where: { partnerId, email: link.email, id: { not: userId } },
        select: { id: true, isGuest: true },
      });
      if (owner && !owner.isGuest) return { ok: false, reason: "taken" } as const;
      if (owner) await tx.user.update({ where: { id: owner.id }, data: { email: null } });
      await tx.user.update({ where: { id: userId }, data: { email: link.email, emailVerifiedAt: new Date(nowMs) } });
      // Any other link still out there would change the address again.
      await tx.magicLink.deleteMany({ where: { kind: "email-change", userId, partnerId, usedAt: null } });
      return { ok: true, userId, email: link.email } as const;
    });
  } catch (error) {
    // Another account got the address between the check and the write (unique per partner).
    if ((error as { code?: unknown } | null)?.code === "P2002") return { ok: false, reason: "taken" };
    throw error;
  }
}
