// Impersonation (spec sections 1, 4, 6): an admin sees the customer site exactly as a user, on
// that user's partner host. The admin's side makes a single-use ticket; the partner host
// turns it into a customer session marked with the admin, plus the admin refresh cookie
// (path /). Stopping clears both and returns to the stored return URL. Every start, stop and
// form post while impersonating is in the audit log.
import { redirect } from "@remix-run/node";
import { adminRefreshCookie, IMPERSONATOR, impersonatorOf, type Impersonator } from "../platform/impersonator.server";
import { canManagePartner, type StaffIdentity } from "~/domain/staff/staff";
import { partnerUrl, thisSiteUrl } from "../platform/public-url.server";
import { writeAudit } from "../platform/audit.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { consumeLinkToken, createLinkToken } from "../platform/link-tokens.server";
import type { LoadedPartner } from "../platform/partner.server";
import { commitUserSession, destroyUserSession, sessionFor } from "../platform/session.server";

/** Admin side: a ticket for the user's host. Refused (null) when the admin may not manage the user's partner. */
export async function impersonationUrl(staff: StaffIdentity, userId: string, request: Request): Promise<string | null> {
  const user = await db.user.findFirst({
    where: { id: userId, isGuest: false },
    select: { id: true, partner: { select: { id: true, name: true, isDefault: true } } },
  });
  if (!user || !canManagePartner(staff, user.partner)) return null;
  const account = await db.staffAccount.findUniqueOrThrow({ where: { id: staff.id }, select: { email: true } });
  const token = await createLinkToken({
    kind: "impersonate",
    email: account.email,
    partnerId: user.partner.id,
    userId: user.id,
    returnTo: thisSiteUrl(request, "/admin/users"),
  });
  return partnerUrl(user.partner, `/impersonation/start?token=${token}`, request);
}

/** Partner side: turns the ticket into the impersonating session. Throws the redirect. */
export async function startImpersonation(request: Request, partner: LoadedPartner): Promise<never> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ticket = await consumeLinkToken(token, "impersonate", partner.config.id).catch(() => null);
  if (!ticket?.userId) throw redirect("/welcome?error=invalid_link");
  const staff = await db.staffAccount.findUnique({ where: { email: ticket.email }, include: { partner: { select: { name: true } } } });
  const user = await db.user.findFirst({
    where: { id: ticket.userId, partnerId: partner.config.id, isGuest: false },
    select: { id: true },
  });
  const identity: StaffIdentity | null = staff
    ? { id: staff.id, role: staff.role as "admin", name: staff.name, partnerId: staff.partnerId, partnerName: staff.partner?.name ?? null }
    : null;
  if (!identity || !user || !canManagePartner(identity, { id: partner.config.id, name: partner.config.name })) {
    throw redirect("/welcome?error=invalid_link");
  }
  const returnUrl = ticket.returnTo ?? "/";
  const headers = new Headers();
  // A session on the server like any other: stopping, or the customer's "sign out everywhere", ends it.
  headers.append(
    "Set-Cookie",
    await commitUserSession(
      request,
      user.id,
      { proven: false },
      { [IMPERSONATOR]: { staffId: identity.id, name: identity.name, returnUrl } satisfies Impersonator },
    ),
  );
  headers.append("Set-Cookie", await adminRefreshCookie.serialize({ staffId: identity.id, returnUrl }));
  await writeAudit({
    staff: identity,
    action: "impersonation_start",
    partnerId: partner.config.id,
    userId: user.id,
    details: { returnUrl },
  });
  throw redirect("/user/policies", { headers });
}

/** Ends the impersonation: customer session and admin refresh cookie cleared, back to the return URL. */
export async function stopImpersonation(request: Request, partner: LoadedPartner): Promise<never> {
  const impersonator = await impersonatorOf(request);
  const session = await sessionFor(request);
  const userId: unknown = session.get("userId");
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  headers.append("Set-Cookie", await adminRefreshCookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  if (!impersonator) throw redirect("/welcome", { headers });
  const staff = await db.staffAccount.findUnique({ where: { id: impersonator.staffId }, select: { id: true, name: true } });
  await writeAudit({
    staff: staff ?? { id: impersonator.staffId, name: impersonator.name },
    action: "impersonation_stop",
    partnerId: partner.config.id,
    userId: typeof userId === "string" ? userId : null,
    details: {},
  });
  throw redirect(safeReturnUrl(impersonator.returnUrl), { headers });
}

/** Only back to one of our own hosts (the root domains and their partner labels). */
function safeReturnUrl(value: string): string {
  try {
    const url = new URL(value);
    const host = url.hostname;
    const ours = config.rootDomains.some((root) => host === root || host.endsWith(`.${root}`));
    return ours && (url.protocol === "http:" || url.protocol === "https:") ? url.toString() : "/";
  } catch {
    return "/";
  }
}
