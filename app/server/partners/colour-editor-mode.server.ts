// The colour editor in place (issue 32, decision 0076): an admin edits a partner's colours on the
// partner's own pages. The admin console makes a signed, single-use, short-lived hand-over link
// (a link token of kind "colour-editor", as impersonation's ticket) bound to the admin, the
// partner and the admin's staff session; the partner's host turns it into an editor cookie of
// that browser only. The editor lives as long as that staff session: the admin's sign-out (or
// its end after 8 hours) ends it too. Saving goes through the admin page's own save.
import { createCookie, data, redirect } from "@remix-run/node";
import { canManagePartner, type StaffIdentity } from "~/domain/staff/staff";
import type { Language } from "~/domain/platform/languages";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { consumeLinkToken, createLinkToken } from "../platform/link-tokens.server";
import type { LoadedPartner } from "../platform/partner.server";
import { partnerUrl, thisSiteUrl } from "../platform/public-url.server";
import { staffSessionStorage } from "../staff/staff-auth.server";
import { colourEditorData, type ManagedPartner } from "./colour-editor.server";

/** Where the editor starts on the partner's host. */
export const EDITOR_START_PATH = "/products/available-products";

/** The editor of this browser on one partner host (signed, httpOnly; the partner host only). */
export const colourEditorCookie = createCookie("__colour_editor", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 8 * 3600,
});

type EditorCookie = { staffId: string; staffSessionId: string; partnerId: string; returnUrl: string };

export type ColourEditor = { staff: StaffIdentity; partner: ManagedPartner; returnUrl: string };

/**
 * Admin side: the hand-over URL on the partner's host, or null when this admin may not manage
 * the partner (or has no staff session to bind it to).
 */
export async function colourEditorHandOverUrl(request: Request, staff: StaffIdentity, partner: ManagedPartner): Promise<string | null> {
  if (!canManagePartner(staff, partner)) return null;
  const session = await staffSessionStorage.getSession(request.headers.get("Cookie"));
  const staffSessionToken: unknown = session.get("sid");
  if (typeof staffSessionToken !== "string") return null;
  const account = await db.staffAccount.findUniqueOrThrow({ where: { id: staff.id }, select: { email: true } });
  const token = await createLinkToken({
    kind: "colour-editor",
    email: account.email,
    partnerId: partner.id,
    returnTo: thisSiteUrl(request, `/admin/partners/${partner.id}/colours`),
    // Stored as its hash, which is the staff session's id: the editor ends with that session.
    browserNonce: staffSessionToken,
  });
  return partnerUrl(partner, `/colour-editor/start?token=${token}`, request);
}

function managedPartnerOf(partner: LoadedPartner): ManagedPartner {
  const { id, name, displayName, isDefault } = partner.config;
  return { id, name, displayName, isDefault };
}

/** The admin of a staff session that is still live on the server, or null. */
async function staffOfSession(staffId: string, staffSessionId: string): Promise<StaffIdentity | null> {
  const session = await db.session.findFirst({
    where: { id: staffSessionId, kind: "staff", staffId, expiresAt: { gt: new Date() } },
    select: { staff: { select: { id: true, role: true, name: true, partnerId: true, partner: { select: { name: true } } } } },
  });
  const account = session?.staff;
  if (!account) return null;
  return {
    id: account.id,
    role: account.role as StaffIdentity["role"],
    name: account.name,
    partnerId: account.partnerId,
    partnerName: account.partner?.name ?? null,
  };
}

const refused = () => redirect("/welcome?error=invalid_link");

/**
 * Partner side: turns the hand-over link into this browser's editor and goes to the products.
 * Anything wrong (used, expired, another partner's link, an admin who may not manage this
 * partner, a staff session that ended) is the invalid-link page and no editor.
 */
export async function startColourEditor(request: Request, partner: LoadedPartner): Promise<never> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ticket = await consumeLinkToken(token, "colour-editor", partner.config.id).catch(() => null);
  if (!ticket?.browserNonceHash) throw refused();
  const account = await db.staffAccount.findUnique({ where: { email: ticket.email }, select: { id: true } });
  const staff = account ? await staffOfSession(account.id, ticket.browserNonceHash) : null;
  if (!staff || !canManagePartner(staff, partner.config)) throw refused();
  const value: EditorCookie = {
    staffId: staff.id,
    staffSessionId: ticket.browserNonceHash,
    partnerId: partner.config.id,
    returnUrl: ticket.returnTo ?? "/",
  };
  throw redirect(EDITOR_START_PATH, { headers: { "Set-Cookie": await colourEditorCookie.serialize(value) } });
}

async function readEditorCookie(request: Request): Promise<EditorCookie | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__colour_editor=")) return null;
  const value: unknown = await colourEditorCookie.parse(header).catch(() => null);
  if (!value || typeof value !== "object") return null;
  const { staffId, staffSessionId, partnerId, returnUrl } = value as Record<string, unknown>;
  return typeof staffId === "string" && typeof staffSessionId === "string" && typeof partnerId === "string" && typeof returnUrl === "string"
    ? { staffId, staffSessionId, partnerId, returnUrl }
    : null;
}

/**
 * The editor of this request on this partner's host, or null: no cookie (every customer), a
 * cookie of another host, a staff session that ended, or an admin who may no longer manage it.
 * Costs no query without the cookie.
 */
export async function colourEditorOf(request: Request, partner: LoadedPartner): Promise<ColourEditor | null> {
  const cookie = await readEditorCookie(request);
  if (!cookie || cookie.partnerId !== partner.config.id) return null;
  const staff = await staffOfSession(cookie.staffId, cookie.staffSessionId);
  if (!staff || !canManagePartner(staff, partner.config)) return null;
  return { staff, partner: managedPartnerOf(partner), returnUrl: cookie.returnUrl };
}

/** The editor, or a 404 that says nothing (customers, ended editors). */
export async function requireColourEditor(request: Request, partner: LoadedPartner): Promise<ColourEditor> {
  const editor = await colourEditorOf(request, partner);
  if (!editor) throw data({ error: "notFound" }, { status: 404 });
  return editor;
}

/** What the editor in the page works with: the keys with titles in the admin's language, the saved values. */
export async function inPlaceEditorData(request: Request, editor: ColourEditor, language: Language) {
  const { keys, saved } = await colourEditorData(request, editor.staff, editor.partner, language);
  return { partner: { name: editor.partner.name, displayName: editor.partner.displayName }, keys, saved };
}

/** Only back to one of our own hosts (the root domains and their partner labels). */
function safeReturnUrl(value: string): string {
  try {
    const url = new URL(value);
    const ours = config.rootDomains.some((root) => url.hostname === root || url.hostname.endsWith(`.${root}`));
    return ours && (url.protocol === "http:" || url.protocol === "https:") ? url.toString() : "/";
  } catch {
    return "/";
  }
}

/** Ends the editor of this browser and goes back where the admin came from. */
export async function exitColourEditor(request: Request, partner: LoadedPartner): Promise<never> {
  const cookie = await readEditorCookie(request);
  const back = cookie && cookie.partnerId === partner.config.id ? safeReturnUrl(cookie.returnUrl) : "/";
  throw redirect(back, { headers: { "Set-Cookie": await colourEditorCookie.serialize("", { maxAge: 0, expires: new Date(0) }) } });
}
