// A new partner's admin account (issue 17 point 4): made without a password anyone knows, and
// mailed a link to choose one. The link carries the account id, an expiry and an HMAC over both
// and the account's current password hash: choosing a password changes the hash, so a link
// works once, and no token table is needed. Passwords as everywhere for staff (decision 0017).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Language } from "~/domain/platform/languages";
import { serverT } from "~/server/platform/i18n.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { hashPassword } from "./passwords.server";
import { escapeHtml, queueMail } from "../providers/mail.server";
import { partnerUrl } from "../platform/public-url.server";

/** A set-password link works for a week: long enough for a holiday, short for a forgotten mail. */
export const SET_PASSWORD_DAYS = 7;

/** A hash of 32 random bytes nobody ever sees: the account can not sign in before a password is chosen. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

function mac(staffId: string, expiresMs: number, passwordHash: string): string {
  return createHmac("sha256", `staff-set-password:${config.sessionSecrets[0]}`)
    .update(`${staffId}:${expiresMs}:${passwordHash}`)
    .digest("base64url");
}

export function setPasswordToken(staff: { id: string; passwordHash: string }, nowMs = Date.now()): string {
  const expiresMs = nowMs + SET_PASSWORD_DAYS * 86_400_000;
  return `${staff.id}.${expiresMs}.${mac(staff.id, expiresMs, staff.passwordHash)}`;
}

/** The account this link sets the password of, or null: malformed, forged, expired or used. */
export async function accountOfSetPasswordToken(
  token: string | undefined,
  nowMs = Date.now(),
): Promise<{ id: string; email: string } | null> {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, staffId, expires, signature] = match as unknown as [string, string, string, string];
  if (Number(expires) < nowMs) return null;
  const staff = await db.staffAccount.findUnique({ where: { id: staffId }, select: { id: true, email: true, passwordHash: true } });
  if (!staff) return null;
  const expected = Buffer.from(mac(staff.id, Number(expires), staff.passwordHash));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id: staff.id, email: staff.email } : null;
}

/**
 * Sets the password of the link's account, once: false when the link is no longer valid. The
 * update is conditional on the hash the link was made for, so two posts of one link set one
 * password. A new password ends the account's sessions (decision 0024).
 */
export async function setPasswordWithToken(token: string | undefined, password: string): Promise<boolean> {
  const account = await accountOfSetPasswordToken(token);
  if (!account) return false;
  const current = await db.staffAccount.findUniqueOrThrow({ where: { id: account.id }, select: { passwordHash: true } });
  const passwordHash = await hashPassword(password);
  const { count } = await db.staffAccount.updateMany({
    where: { id: account.id, passwordHash: current.passwordHash },
    data: { passwordHash, sessionVersion: { increment: 1 } },
  });
  if (count === 0) return false;
  await db.session.deleteMany({ where: { staffId: account.id } });
  return true;
}

/** The set-password link on the admin host, from configuration (never the request's Host). */
export function setPasswordUrl(token: string, request?: Request): string {
  return partnerUrl({ name: "", isDefault: true }, `/admin/set-password/${token}`, request);
}

/** The invitation mail, in the partner's default language; queued in the caller's transaction. */
export async function queueAdminInvite(
  client: Pick<typeof db, "outboxMail">,
  input: { email: string; token: string; partner: { id: string; displayName: string }; language: Language },
  request?: Request,
): Promise<void> {
  const t = await serverT(input.language, "partners");
  const link = setPasswordUrl(input.token, request);
  const paragraphs = [t("invite.intro", { partner: input.partner.displayName }), t("invite.expires", { days: SET_PASSWORD_DAYS })];
  await queueMail(
    {
      partnerId: input.partner.id,
      to: input.email,
      subject: t("invite.subject", { partner: input.partner.displayName }),
      text: `${paragraphs.join("\n\n")}\n\n${link}`,
      html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(t("invite.action"))}</a></p>`,
      links: [link],
    },
    client,
  );
}
