// Single-use link tokens (sign-in links, hand-overs between hosts, impersonation tickets, e-mail
// changes, app hand-offs): only a hash is stored, each is bound to one partner and one kind, and
// using one is a conditional update so two clicks at once end with one use.
import { randomBytes } from "node:crypto";
import { db } from "./db.server";
import { tokenHash } from "./token-hash.server";

export const MAGIC_LINK_MINUTES = 15;
export const HANDOFF_SECONDS = 120;

export type LinkFailure = "invalid" | "expired" | "used";
/**
 * email: mailed sign-in link; handoff: to another partner host; impersonate: an admin's ticket;
 * app-handoff(-broker): a partner app's open_url (decision 0037), -broker for a broker's session;
 * colour-editor: an admin's hand-over to the colour editor on the partner's host (decision 0076).
 */
export type LinkKind = "email" | "handoff" | "impersonate" | "email-change" | "app-handoff" | "app-handoff-broker" | "colour-editor";

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
