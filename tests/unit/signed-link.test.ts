import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SIGNED_LINK_MAX_AGE_SECONDS,
  signedLinkOf,
  signExternalId,
  verifySignedLink,
  withoutSignedLinkParams,
} from "~/domain/account/signed-link";

const SECRET = "demo-acme-link-secret";
const CREATED = 1_760_000_000; // Unix seconds
const at = (seconds: number) => seconds * 1000;

function link(externalId = "partner-user-42", createdAt = String(CREATED), secret = SECRET) {
  return { externalId, createdAt, signature: signExternalId(secret, externalId, createdAt) };
}

describe("signExternalId", () => {
  it("is hex HMAC-SHA256 over `${external_id}:${signature_created_at}`, as README tells integrators", () => {
    const expected = createHmac("sha256", SECRET).update(`partner-user-42:${CREATED}`).digest("hex");
    expect(signExternalId(SECRET, "partner-user-42", String(CREATED))).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("verifySignedLink", () => {
  it("accepts a good signature within the window", () => {
    expect(verifySignedLink(link(), SECRET, at(CREATED + 10))).toEqual({ ok: true });
    expect(verifySignedLink(link(), SECRET, at(CREATED))).toEqual({ ok: true });
  });

  it("accepts the signature in upper-case hex too", () => {
    const good = link();
    expect(verifySignedLink({ ...good, signature: good.signature.toUpperCase() }, SECRET, at(CREATED))).toEqual({ ok: true });
  });

  it("refuses an altered external id, timestamp or signature", () => {
    const good = link();
    const flipped = (good.signature[0] === "a" ? "b" : "a") + good.signature.slice(1);
    const invalid = { ok: false, error: "signature_invalid" };
    expect(verifySignedLink({ ...good, externalId: "partner-user-43" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, createdAt: String(CREATED + 1) }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, signature: flipped }, SECRET, at(CREATED))).toEqual(invalid);
  });

  it("refuses a signature made with another partner's secret", () => {
    expect(verifySignedLink(link(undefined, undefined, "demo-boekfix-link-secret"), SECRET, at(CREATED))).toEqual({
      ok: false,
      error: "signature_invalid",
    });
  });

  it("is expired after 5 minutes; exactly 5 minutes is still good", () => {
    expect(SIGNED_LINK_MAX_AGE_SECONDS).toBe(300);
    expect(verifySignedLink(link(), SECRET, at(CREATED + 300))).toEqual({ ok: true });
    expect(verifySignedLink(link(), SECRET, at(CREATED + 300) + 1)).toEqual({ ok: false, error: "signature_expired" });
    expect(verifySignedLink(link(), SECRET, at(CREATED + 301))).toEqual({ ok: false, error: "signature_expired" });
    expect(verifySignedLink(link(), SECRET, at(CREATED + 86_400))).toEqual({ ok: false, error: "signature_expired" });
  });

  it("allows a minute of clock skew into the future, not 61 seconds", () => {
    expect(verifySignedLink(link(), SECRET, at(CREATED - 60))).toEqual({ ok: true });
    expect(verifySignedLink(link(), SECRET, at(CREATED - 61))).toEqual({ ok: false, error: "signature_expired" });
  });

  it("refuses everything when the partner has no secret", () => {
    for (const secret of [null, ""]) {
      expect(verifySignedLink(link(), secret, at(CREATED))).toEqual({ ok: false, error: "signature_invalid" });
    }
  });

  it("refuses a non-hex signature and malformed parameters", () => {
    const good = link();
    const invalid = { ok: false, error: "signature_invalid" };
    expect(verifySignedLink({ ...good, signature: "z".repeat(64) }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, signature: Buffer.from(good.signature, "hex").toString("base64") }, SECRET, at(CREATED))).toEqual(
      invalid,
    );
    expect(verifySignedLink({ ...good, signature: "" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, createdAt: "" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, createdAt: "1760000000.5" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, externalId: "" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, externalId: "a b" }, SECRET, at(CREATED))).toEqual(invalid);
    expect(verifySignedLink({ ...good, externalId: "x".repeat(201) }, SECRET, at(CREATED))).toEqual(invalid);
  });

  it("answers, never throws, when the signature has the wrong length (the constant-time compare needs equal lengths)", () => {
    const good = link();
    for (const signature of [good.signature.slice(0, 62), good.signature + "00", good.signature.slice(0, 63), "ab", "0".repeat(10_000)]) {
      expect(() => verifySignedLink({ ...good, signature }, SECRET, at(CREATED))).not.toThrow();
      expect(verifySignedLink({ ...good, signature }, SECRET, at(CREATED))).toEqual({ ok: false, error: "signature_invalid" });
    }
  });
});

describe("signedLinkOf and withoutSignedLinkParams", () => {
  it("reads the three parameters, or null when none is there", () => {
    expect(signedLinkOf(new URLSearchParams("external_id=a&signature_created_at=1&signature=ff"))).toEqual({
      externalId: "a",
      createdAt: "1",
      signature: "ff",
    });
    expect(signedLinkOf(new URLSearchParams("external_id=a"))).toEqual({ externalId: "a", createdAt: "", signature: "" });
    expect(signedLinkOf(new URLSearchParams("quote_id=1"))).toBeNull();
  });

  it("passes the other query parameters on", () => {
    const url = new URL("http://acme.localhost/insurance-checkin?external_id=a&signature_created_at=1&signature=ff&quote_id=7&_gl=x");
    expect(withoutSignedLinkParams(url)).toBe("/insurance-checkin?quote_id=7&_gl=x");
    expect(withoutSignedLinkParams(new URL("http://acme.localhost/welcome?signature=ff"))).toBe("/welcome");
  });
});
