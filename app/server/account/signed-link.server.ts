// Signing in with a signed partner link, once (decision 0014). Shared by the browser's
// signed-link sign-in and the token API's POST /jwt/create-by-external-id: both verify the
// signature with the partner's secret (app/domain/signed-link.ts), record its use so it signs
// in only once, and find or create the partner's customer with that external id.
import {
  SIGNED_LINK_CLOCK_SKEW_SECONDS,
  SIGNED_LINK_MAX_AGE_SECONDS,
  verifySignedLink,
  type SignedLinkInput,
} from "~/domain/account/signed-link";
import { db } from "../platform/db.server";
import { tokenHash } from "../platform/token-hash.server";
import type { LoadedPartner } from "../platform/partner.server";
import { findProfession } from "../catalogue/professions.server";

export type SignedLinkError =
  /** The partner has no linkSigningSecret: it can not sign links. */
  | "signed_links_disabled"
  | "signature_invalid"
  | "signature_expired"
  /** Already signed in once with this signature. */
  | "signature_used";

export type SignedLinkUser = {
  id: string;
  externalId: string;
  professionId: string | null;
  /** Made by this sign-in. */
  created: boolean;
};

export type SignedLinkSignIn = SignedLinkInput & {
  /** A profession id sent along (the token API's profession_id); stored when the user has none, ignored when unknown. */
  professionId?: string | null;
};

/** A use is kept well past the time its signature could still be accepted, then dropped. */
const USE_RETENTION_MS = (SIGNED_LINK_MAX_AGE_SECONDS + SIGNED_LINK_CLOCK_SKEW_SECONDS) * 1000 * 10;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2002";
}

/**
 * Verifies a signed link of this partner, records its use and returns the partner's customer
 * with the external id, created (not a guest) when there is none. A signature signs in once:
 * a second use, also a concurrent one, gets signature_used. Nothing is written for a bad,
 * expired or used signature. A use is recorded before the user is looked up, so a database
 * failure in between costs the link, never a second sign-in.
 */
export async function consumeSignedLink(
  partner: LoadedPartner,
  input: SignedLinkSignIn,
  nowMs: number,
): Promise<{ ok: true; user: SignedLinkUser } | { ok: false; error: SignedLinkError }> {
  const partnerId = partner.config.id;
  // The secret is no part of PartnerConfig (which the browser sees): read it where it is needed.
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: { linkSigningSecret: true } });
  const secret = row?.linkSigningSecret ?? null;
  if (!secret) return { ok: false, error: "signed_links_disabled" };
  const check = verifySignedLink(input, secret, nowMs);
  if (!check.ok) return check;

  // The signature is hex in either case; one link is one use, however it is spelt.
  const signatureHash = tokenHash(input.signature.toLowerCase());
  const profession = await findProfession(input.professionId);
  const usedAt = new Date(nowMs);

  // Recording the use first, as one statement, is what makes a signature sign in once: of two
  // concurrent uses only one insert succeeds. No interactive transaction on purpose: on SQLite
  // a rolled-back transaction also undoes what other requests wrote meanwhile on the shared
  // connection, and a replayed link would roll back every time.
  try {
    await db.signedLinkUse.create({ data: { partnerId, signatureHash, usedAt }, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "signature_used" };
    throw error;
  }
  await db.signedLinkUse.deleteMany({ where: { partnerId, usedAt: { lt: new Date(nowMs - USE_RETENTION_MS) } } }).catch(() => undefined);
  return { ok: true, user: await findOrCreateUser(partnerId, input.externalId, profession?.id ?? null) };
}

async function findOrCreateUser(partnerId: string, externalId: string, professionId: string | null): Promise<SignedLinkUser> {
  const where = { partnerId_externalId: { partnerId, externalId } };
  const select = { id: true, isGuest: true, professionId: true } as const;
  let existing = await db.user.findUnique({ where, select });
  if (!existing) {
    try {
      const created = await db.user.create({ data: { partnerId, externalId, isGuest: false, professionId }, select });
      return { id: created.id, externalId, professionId: created.professionId, created: true };
    } catch (error) {
      // Another signature of the same external id made the user a moment ago.
      if (!isUniqueViolation(error)) throw error;
      existing = await db.user.findUniqueOrThrow({ where, select });
    }
  }
  const keptProfessionId = existing.professionId ?? professionId;
  if (existing.isGuest || keptProfessionId !== existing.professionId) {
    await db.user.update({ where: { id: existing.id }, data: { isGuest: false, professionId: keptProfessionId } });
  }
  return { id: existing.id, externalId, professionId: keptProfessionId, created: false };
}
