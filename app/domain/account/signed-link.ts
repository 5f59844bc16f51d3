// Signed partner links and the token API's external-id sign-in (decision 0014): a partner
// signs `${external_id}:${signature_created_at}` with its secret (HMAC-SHA256, hex), the
// creation time in Unix seconds. A signature is good for SIGNED_LINK_MAX_AGE_SECONDS.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNED_LINK_MAX_AGE_SECONDS = 5 * 60;
/** Partner clocks run a little fast or slow. */
export const SIGNED_LINK_CLOCK_SKEW_SECONDS = 60;
// The three query parameters live with the other URL rules, which the browser needs too.
import { SIGNED_LINK_PARAMS } from "../platform/navigation";
export { SIGNED_LINK_PARAMS };

export type SignedLinkInput = { externalId: string; createdAt: string; signature: string };
export type SignedLinkCheck = { ok: true } | { ok: false; error: "signature_expired" | "signature_invalid" };

export function signExternalId(secret: string, externalId: string, createdAt: string): string {
  return createHmac("sha256", secret).update(`${externalId}:${createdAt}`).digest("hex");
}

/** The three parameters from a URL, or null when the URL is not a signed link. */
export function signedLinkOf(params: URLSearchParams): SignedLinkInput | null {
  const externalId = params.get("external_id");
  const createdAt = params.get("signature_created_at");
  const signature = params.get("signature");
  if (externalId === null && createdAt === null && signature === null) return null;
  return { externalId: externalId ?? "", createdAt: createdAt ?? "", signature: signature ?? "" };
}

export function verifySignedLink(input: SignedLinkInput, secret: string | null, nowMs: number): SignedLinkCheck {
  if (!secret || !/^[\w.@+-]{1,200}$/.test(input.externalId) || !/^\d{1,12}$/.test(input.createdAt)) {
    return { ok: false, error: "signature_invalid" };
  }
  if (!/^[0-9a-f]{64}$/i.test(input.signature)) return { ok: false, error: "signature_invalid" };
  const expected = Buffer.from(signExternalId(secret, input.externalId, input.createdAt), "hex");
  // Constant time: how much of a guess is right must not show in the answer's timing.
  if (!timingSafeEqual(expected, Buffer.from(input.signature, "hex"))) return { ok: false, error: "signature_invalid" };
  const ageSeconds = nowMs / 1000 - Number(input.createdAt);
  if (ageSeconds > SIGNED_LINK_MAX_AGE_SECONDS || ageSeconds < -SIGNED_LINK_CLOCK_SKEW_SECONDS) {
    return { ok: false, error: "signature_expired" };
  }
  return { ok: true };
}

/** The URL without the three signed-link parameters; the rest is passed on. */
export function withoutSignedLinkParams(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of SIGNED_LINK_PARAMS) params.delete(name);
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}
