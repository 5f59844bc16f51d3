// Access and refresh tokens of the token API (spec section 7, decision 0014).
// Access: a JWT (HS256, JWT_SECRET) for 15 minutes naming the user (sub), the partner and the
// refresh-token family it came from. Refresh: 32 random bytes, stored only as a SHA-256 hash,
// 30 days; each use rotates it to a new token of the same family, and a token used a second
// time revokes the whole family, access tokens of that family included.
import { randomBytes, randomUUID } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from "~/domain/api/token-api";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { tokenHash } from "../platform/token-hash.server";

export const JWT_ISSUER = "insurance-platform";
export const JWT_AUDIENCE = "partner-app";

export type TokenPair = { access: string; refresh: string };
export type AccessClaims = { userId: string; partnerId: string; familyId: string };
export type TokenError = "token_invalid" | "token_expired" | "token_reused";

const key = new TextEncoder().encode(config.jwtSecret);

/** An access token; nowMs decides iat and exp (a past nowMs gives an expired token). */
export async function signAccessToken(claims: AccessClaims, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ partner: claims.partnerId, fam: claims.familyId, typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .setJti(randomUUID())
    .sign(key);
}

/**
 * The claims of a good access token of this partner, or the reason it is not good: forged,
 * expired, another partner's, or of a revoked family.
 */
export async function verifyAccessToken(
  token: string,
  partnerId: string,
  nowMs: number,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; error: TokenError }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (error) {
    return { ok: false, error: error instanceof joseErrors.JWTExpired ? "token_expired" : "token_invalid" };
  }
  const { sub, partner, fam, typ } = payload;
  if (typ !== "access" || typeof sub !== "string" || typeof fam !== "string" || partner !== partnerId) {
    return { ok: false, error: "token_invalid" };
  }
  if (await familyRevoked(partnerId, fam)) return { ok: false, error: "token_invalid" };
  return { ok: true, claims: { userId: sub, partnerId, familyId: fam } };
}

async function familyRevoked(partnerId: string, familyId: string): Promise<boolean> {
  const revoked = await db.refreshToken.findFirst({ where: { partnerId, familyId, revokedAt: { not: null } }, select: { id: true } });
  return revoked !== null;
}

async function createRefreshToken(tx: Pick<typeof db, "refreshToken">, claims: AccessClaims, nowMs: number): Promise<string> {
  const refresh = randomBytes(32).toString("base64url");
  await tx.refreshToken.create({
    data: {
      tokenHash: tokenHash(refresh),
      familyId: claims.familyId,
      userId: claims.userId,
      partnerId: claims.partnerId,
      expiresAt: new Date(nowMs + REFRESH_TOKEN_SECONDS * 1000),
    },
  });
  return refresh;
}

/** A new pair in a new family: after signing in with a signed external id. */
export async function issueTokenPair(partnerId: string, userId: string, nowMs: number): Promise<TokenPair> {
  const claims = { userId, partnerId, familyId: randomUUID() };
  const refresh = await createRefreshToken(db, claims, nowMs);
  return { access: await signAccessToken(claims, nowMs), refresh };
}

/** Revokes every refresh token of the family; access tokens naming it stop working too. */
export async function revokeFamily(familyId: string, nowMs: number): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date(nowMs) } });
}

/** Revokes every refresh token of a user (for "sign out everywhere"). */
export async function revokeUserTokens(userId: string, nowMs: number): Promise<void> {
  await db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date(nowMs) } });
}

/**
 * Trades a refresh token for a new pair of the same family. The old token is marked used by a
 * conditional update, so of two concurrent uses at most one succeeds; a token that was already
 * used (a copy in someone else's hands, or the loser of such a race) revokes its family.
 * Unknown, expired, revoked and other partners' tokens are refused and change nothing.
 */
export async function rotateRefreshToken(
  partnerId: string,
  refresh: string,
  nowMs: number,
): Promise<{ ok: true; tokens: TokenPair } | { ok: false; error: TokenError }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(refresh)) return { ok: false, error: "token_invalid" };
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: tokenHash(refresh) },
    select: { id: true, familyId: true, userId: true, partnerId: true, expiresAt: true, usedAt: true, revokedAt: true },
  });
  if (!row || row.partnerId !== partnerId || row.revokedAt) return { ok: false, error: "token_invalid" };
  if (row.usedAt) {
    await revokeFamily(row.familyId, nowMs);
    return { ok: false, error: "token_reused" };
  }
  if (row.expiresAt.getTime() <= nowMs) return { ok: false, error: "token_expired" };
  // A family is revoked as a whole, but a token made while the revocation ran may have missed it.
  if (await familyRevoked(partnerId, row.familyId)) return { ok: false, error: "token_invalid" };
  const user = await db.user.findFirst({ where: { id: row.userId, partnerId, isGuest: false }, select: { id: true } });
  if (!user) return { ok: false, error: "token_invalid" };

  const claims = { userId: row.userId, partnerId, familyId: row.familyId };
  // One conditional statement decides which use wins (no interactive transaction: see
  // signed-link.server.ts). Should making the new token fail after this, the client signs in again.
  const marked = await db.refreshToken.updateMany({
    where: { id: row.id, usedAt: null, revokedAt: null },
    data: { usedAt: new Date(nowMs) },
  });
  const refreshed = marked.count === 1 ? await createRefreshToken(db, claims, nowMs) : null;
  if (!refreshed) {
    await revokeFamily(row.familyId, nowMs);
    return { ok: false, error: "token_reused" };
  }
  return { ok: true, tokens: { access: await signAccessToken(claims, nowMs), refresh: refreshed } };
}
