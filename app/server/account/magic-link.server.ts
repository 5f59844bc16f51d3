// Sign-in by e-mailed link (spec sections 2, 4, 7) with remix-auth. A link is single-use,
// valid for 15 minutes and bound to the partner host it was asked on; only a hash of its token
// is stored. Following it proves the e-mail address; which account to sign in to is decided
// afterwards (several partner environments: the visitor chooses), so asking for a link never
// tells whether an address has an account.
import { randomBytes } from "node:crypto";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { db } from "../platform/db.server";
import { tokenHash } from "../platform/token-hash.server";
import type { LoadedPartner } from "../platform/partner.server";

export const MAGIC_LINK_MINUTES = 15;
export const HANDOFF_SECONDS = 120;

export type LinkFailure = "invalid" | "expired" | "used";
/**
 * email: mailed sign-in link; handoff: to another partner host; impersonate: an admin's ticket;
 * app-handoff(-broker): a partner app's open_url (decision 0037), -broker for a broker's session.
 */
export type LinkKind = "email" | "handoff" | "impersonate" | "email-change" | "app-handoff" | "app-handoff-broker";

export class SignInLinkError extends Error {
  constructor(readonly reason: LinkFailure) {
    super(`sign-in link ${reason}`);
  }
}

/** What a followed link proves, and the hash of the nonce of the browser that asked for it. */
export type VerifiedLink = {
  kind: LinkKind;
  email: string;
  userId: string | null;
  returnTo: string | null;
  browserNonceHash: string | null;
};

/** Makes a link token of the given kind and returns the token (to put in the URL). */
export async function createLinkToken(input: {
  kind: LinkKind;
  email: string;
  partnerId: string;
  userId?: string | null;
  returnTo?: string | null;
  /** The nonce cookie of the browser asking (decision 0024): only that browser's guest data may merge. */
  browserNonce?: string | null;
  nowMs?: number;
}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const lifetimeMs = input.kind === "email" || input.kind === "email-change" ? MAGIC_LINK_MINUTES * 60_000 : HANDOFF_SECONDS * 1000;
  await db.magicLink.create({
    data: {
      tokenHash: tokenHash(token),
      kind: input.kind,
      email: input.email.trim().toLowerCase(),
      partnerId: input.partnerId,
      userId: input.userId ?? null,
      returnTo: input.returnTo ?? null,
      browserNonceHash: input.browserNonce ? tokenHash(input.browserNonce) : null,
      expiresAt: new Date((input.nowMs ?? Date.now()) + lifetimeMs),
    },
  });
  return token;
}

/**
 * Uses a link token once, of the given kind (or one of the kinds). The conditional update
 * makes two clicks at the same moment end with one sign-in: only one of them finds usedAt
 * still empty.
 */
export async function consumeLinkToken(
  token: string,
  kind: LinkKind | readonly LinkKind[],
  partnerId: string,
  nowMs = Date.now(),
): Promise<VerifiedLink> {
  if (!/^[\w-]{20,100}$/.test(token)) throw new SignInLinkError("invalid");
  const kinds: readonly string[] = typeof kind === "string" ? [kind] : kind;
  const row = await db.magicLink.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!row || !kinds.includes(row.kind) || row.partnerId !== partnerId) throw new SignInLinkError("invalid");
  if (row.usedAt) throw new SignInLinkError("used");
  if (row.expiresAt.getTime() <= nowMs) throw new SignInLinkError("expired");
  const claimed = await db.magicLink.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(nowMs) } });
  if (claimed.count !== 1) throw new SignInLinkError("used");
  return {
    kind: row.kind as LinkKind,
    email: row.email,
    userId: row.userId,
    returnTo: row.returnTo,
    browserNonceHash: row.browserNonceHash,
  };
}

/** remix-auth strategy: a request carrying ?token= of a link of one kind, on this partner's host. */
class LinkTokenStrategy extends Strategy<VerifiedLink, { request: Request; link: VerifiedLink }> {
  name: string;
  constructor(
    private readonly kind: "email" | "handoff",
    private readonly partnerOf: (request: Request) => Promise<LoadedPartner>,
  ) {
    super(async ({ link }) => link);
    this.name = kind === "email" ? "magic-link" : "partner-handoff";
  }
  async authenticate(request: Request): Promise<VerifiedLink> {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const partner = await this.partnerOf(request);
    const link = await consumeLinkToken(token, this.kind, partner.config.id);
    return this.verify({ request, link });
  }
}

export function createAuthenticator(partnerOf: (request: Request) => Promise<LoadedPartner>): Authenticator<VerifiedLink> {
  return new Authenticator<VerifiedLink>().use(new LinkTokenStrategy("email", partnerOf)).use(new LinkTokenStrategy("handoff", partnerOf));
}

/** Customers (not guests) with this e-mail address, in every partner environment. */
export async function accountsForEmail(email: string) {
  return db.user.findMany({
    where: { email: email.trim().toLowerCase(), isGuest: false },
    select: { id: true, partnerId: true, partner: { select: { name: true, displayName: true, isDefault: true } } },
    orderBy: { createdAt: "asc" },
  });
}
