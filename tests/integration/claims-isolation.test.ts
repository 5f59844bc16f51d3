// Claims, claim files and surveys against tampering: policies, claims and files of another
// customer or partner, disguised and oversized uploads, posts from another site, unknown
// surveys and products, out-of-range ratings. Route loaders and actions are called directly,
// as Remix calls them, against a scratch database of its own.
// Every refusal also checks that nothing was stored.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { PDF_BYTES, PNG_BYTES, TEXT_BYTES } from "../fixtures/uploads/files";

await testDatabase("claims-isolation");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "claims-isolation-test-secret";

const { db } = await import("~/server/platform/db.server");
const { config } = await import("~/server/platform/config.server");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const claimsRoute = await import("~/routes/claims/account-claims");
const surveyRoute = await import("~/routes/support/survey");
const h = await import("./support/funnel-harness");
const { storedFile } = await import("./support/stored-files");
const claims = await import("./support/claims");
type ClaimReply = import("./support/claims").ClaimReply;
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const MB25 = 25 * 1024 * 1024;

// ------------------------------------------------------------------------------------------
// Helpers

const { customerWithPolicy, reportClaim, claimFields } = claims;
const download = claims.downloadClaimFile;

async function counts() {
  const [claims, files, surveys] = await Promise.all([db.claim.count(), db.claimFile.count(), db.surveyResponse.count()]);
  return { claims, files, surveys };
}

function reply(body: unknown): ClaimReply {
  return body as ClaimReply;
}

function surveyArgs(request: Request, slug: string, productId: string, step = "rating") {
  return { request, params: { slug, productId, "*": step }, context: {} };
}

// ------------------------------------------------------------------------------------------

describe("claims: only on the customer's own policies, only the customer's own files", () => {
  it("stores a claim with its files for the owner, who can download them (control)", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const answer = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId), [
      { name: "schade.png", bytes: PNG_BYTES, type: "image/png" },
      { name: "rapport.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    ]);
    expect(answer.status).toBe(302);
    const claim = await db.claim.findFirstOrThrow({ where: { userId: owner.userId }, include: { files: true } });
    expect(answer.location).toBe(`/user/claims?reported=${claim.number}`);
    expect(claim).toMatchObject({ policyId: owner.policyId, status: "submitted", occurredOn: todayInAmsterdam() });
    expect(claim.number).toMatch(/^CL-\d{8}-[A-Z2-9]{6}$/);
    expect(claim.files.map((f) => [f.fileName, f.mimeType, f.sizeBytes]).sort()).toEqual([
      ["rapport.pdf", "application/pdf", PDF_BYTES.length],
      ["schade.png", "image/png", PNG_BYTES.length],
    ]);
    // The bytes are in the folder store (decision 0065), not in the table.
    const stored = claim.files.find((f) => f.fileName === "schade.png")!;
    expect(stored.legacyData).toBeNull();
    expect(new Uint8Array(readFileSync(path.join(config.files.diskRoot, ...stored.storageKey!.split("/"))))).toEqual(
      new Uint8Array(PNG_BYTES),
    );
    expect(config.files.diskRoot).toBe(path.resolve("data/test-files"));

    const list = await answerOf(() => claimsRoute.loader(args(getRequest(ACME, `/user/claims?reported=${claim.number}`, owner.cookie))));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ reported: claim.number, claims: [{ number: claim.number, status: "submitted" }] });

    const png = claim.files.find((f) => f.mimeType === "image/png")!;
    const got = await download(ACME, owner.cookie, claim.id, png.id);
    expect(got.status).toBe(200);
    expect(got.headers.get("Content-Type")).toBe("image/png");
    expect(got.headers.get("Content-Disposition")).toMatch(/^attachment; filename="schade.png"/);
    expect(got.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses a claim on another user's policy (same partner or another) and stores nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const other = await customerWithPolicy("acme", ACME);
    const elsewhere = await customerWithPolicy("boekfix", BOEKFIX);
    const before = await counts();
    // ?policy= preselects only the customer's own policy.
    const own = await answerOf(() => claimsRoute.loader(args(getRequest(ACME, `/user/claims?policy=${owner.policyId}`, owner.cookie))));
    expect(own.body).toMatchObject({ selectedPolicyId: owner.policyId, policies: [{ id: owner.policyId }] });
    const foreign = await answerOf(() => claimsRoute.loader(args(getRequest(ACME, `/user/claims?policy=${other.policyId}`, owner.cookie))));
    expect(foreign.body).toMatchObject({ selectedPolicyId: null, policies: [{ id: owner.policyId }] });
    for (const policyId of [other.policyId, elsewhere.policyId, "does-not-exist"]) {
      const answer = await reportClaim(ACME, owner.cookie, claimFields(policyId), [{ name: "schade.png", bytes: PNG_BYTES }]);
      expect(answer.status, policyId).toBe(400);
      expect(reply(answer.body).result.error?.policyId).toEqual(["validations:unknownPolicy"]);
    }
    expect(await counts()).toEqual(before);
    expect(await db.claim.count({ where: { policyId: { in: [other.policyId, elsewhere.policyId] } } })).toBe(0);
  });

  it("answers 404 for another user's claim file and for a file id under the wrong claim", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const other = await customerWithPolicy("acme", ACME);
    expect((await reportClaim(ACME, owner.cookie, claimFields(owner.policyId), [{ name: "a.png", bytes: PNG_BYTES }])).status).toBe(302);
    expect((await reportClaim(ACME, other.cookie, claimFields(other.policyId), [{ name: "b.png", bytes: PNG_BYTES }])).status).toBe(302);
    const ownerClaim = await db.claim.findFirstOrThrow({ where: { userId: owner.userId }, include: { files: true } });
    const otherClaim = await db.claim.findFirstOrThrow({ where: { userId: other.userId }, include: { files: true } });

    const foreign = await download(ACME, other.cookie, ownerClaim.id, ownerClaim.files[0]!.id);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("Content-Type")).not.toBe("image/png");
    // Own claim id with someone else's file id: still 404.
    expect((await download(ACME, other.cookie, otherClaim.id, ownerClaim.files[0]!.id)).status).toBe(404);
    expect((await download(ACME, other.cookie, otherClaim.id, "nope")).status).toBe(404);
    // Not signed in: off to sign in, no file.
    const anonymous = await download(ACME, null, ownerClaim.id, ownerClaim.files[0]!.id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/sign-in/);
    // Control: the owner gets it.
    expect((await download(ACME, owner.cookie, ownerClaim.id, ownerClaim.files[0]!.id)).status).toBe(200);
  });

  it("answers 404 for a claim file of another partner", async () => {
    const acmeCustomer = await customerWithPolicy("acme", ACME);
    const boekfixCustomer = await customerWithPolicy("boekfix", BOEKFIX);
    expect(
      (await reportClaim(BOEKFIX, boekfixCustomer.cookie, claimFields(boekfixCustomer.policyId), [{ name: "b.png", bytes: PNG_BYTES }]))
        .status,
    ).toBe(302);
    const boekfixClaim = await db.claim.findFirstOrThrow({ where: { userId: boekfixCustomer.userId }, include: { files: true } });
    expect(boekfixClaim.partnerId).toBe(await h.partnerId("boekfix"));
    const boekfixFile = boekfixClaim.files[0]!;

    expect((await download(ACME, acmeCustomer.cookie, boekfixClaim.id, boekfixFile.id)).status).toBe(404);
    // A claim row on another partner that names the acme user (as bad data might): still not served on acme.
    const strayClaim = await db.claim.create({
      data: {
        number: `CL-STRAY-${Date.now()}`,
        partnerId: await h.partnerId("boekfix"),
        userId: acmeCustomer.userId,
        policyId: boekfixCustomer.policyId,
        description: "stray",
        occurredOn: todayInAmsterdam(),
        files: { create: { fileName: "stray.png", ...(await storedFile("claim-files", PNG_BYTES, "image/png")) } },
      },
      include: { files: true },
    });
    expect((await download(ACME, acmeCustomer.cookie, strayClaim.id, strayClaim.files[0]!.id)).status).toBe(404);
    // The boekfix customer's own cookie on the acme host is nobody there.
    expect((await download(ACME, boekfixCustomer.cookie, boekfixClaim.id, boekfixFile.id)).status).toBe(302);
    // Control: on its own host the owner gets it.
    expect((await download(BOEKFIX, boekfixCustomer.cookie, boekfixClaim.id, boekfixFile.id)).status).toBe(200);
  });
});

describe("claims: uploads judged by content and size, never a 500", () => {
  it("refuses text bytes named .jpg with a field error, keeps the description and stores nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await counts();
    const answer = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId, "Lekkage onder het aanrecht"), [
      { name: "schade.png", bytes: PNG_BYTES, type: "image/png" },
      { name: "foto.jpg", bytes: TEXT_BYTES, type: "image/jpeg" },
    ]);
    expect(answer.status).toBe(400);
    const body = reply(answer.body);
    expect(body.result.error?.files).toEqual(["validations:uploadType"]);
    expect(body.rejected).toEqual([{ name: "foto.jpg", message: "validations:uploadType" }]);
    expect(body.result.initialValue).toMatchObject({ description: "Lekkage onder het aanrecht", occurredOn: todayInAmsterdam() });
    expect(await counts()).toEqual(before);
  });

  it("refuses a file of 25 MB and one byte with a field error, not a 500, and stores nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await counts();
    const big = new Uint8Array(MB25 + 1);
    big.set(PNG_BYTES);
    const answer = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId, "Storm"), [
      { name: "groot.png", bytes: big, type: "image/png" },
    ]);
    expect(answer.status).toBe(400);
    const body = reply(answer.body);
    expect(body.result.error?.files).toEqual(["validations:uploadTooLarge"]);
    expect(body.rejected).toEqual([{ name: "groot.png", message: "validations:uploadTooLarge" }]);
    expect(body.result.initialValue).toMatchObject({ description: "Storm" });
    expect(await counts()).toEqual(before);
  });

  it("refuses more than 10 files, a future date and a missing description, storing nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await counts();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG_BYTES }));
    const tooMany = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId), eleven);
    expect(tooMany.status).toBe(400);
    expect(reply(tooMany.body).result.error?.files).toEqual(["validations:uploadTooMany"]);
    const future = await reportClaim(ACME, owner.cookie, {
      policyId: owner.policyId,
      description: "",
      occurredOn: addDays(todayInAmsterdam(), 1),
    });
    expect(future.status).toBe(400);
    expect(reply(future.body).result.error).toMatchObject({
      description: ["validations:required"],
      occurredOn: ["validations:dateInFuture"],
    });
    // A forged Conform intent is not parsed (no 500).
    const intent = await reportClaim(ACME, owner.cookie, { ...claimFields(owner.policyId), __intent__: "{not json" });
    expect(intent.status).toBe(302);
    expect(await counts()).toEqual({ ...before, claims: before.claims + 1 });
  });

  it("answers 403 to a post from another origin and stores nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await counts();
    const answer = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId), [{ name: "a.png", bytes: PNG_BYTES }], {
      Origin: "http://evil.example",
    });
    expect(answer.status).toBe(403);
    const site = await reportClaim(ACME, owner.cookie, claimFields(owner.policyId), [], { "Sec-Fetch-Site": "cross-site" });
    expect(site.status).toBe(403);
    const survey = await answerOf(() =>
      surveyRoute.action(
        surveyArgs(
          new Request(`http://${ACME}/survey/general/${owner.productId}/rating`, {
            method: "POST",
            headers: { Host: ACME, Cookie: owner.cookie, Origin: "http://evil.example" },
            body: new URLSearchParams({ rating: "5" }),
          }),
          "general",
          owner.productId,
        ),
      ),
    );
    expect(survey.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("sends a signed-out visitor to sign in and stores nothing", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await counts();
    const page = await answerOf(() => claimsRoute.loader(args(getRequest(ACME, "/user/claims", null))));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/sign-in/);
    const post = await reportClaim(ACME, null, claimFields(owner.policyId));
    expect(post.status).toBe(302);
    expect(await counts()).toEqual(before);
  });
});

describe("surveys", () => {
  async function rate(
    host: string,
    slug: string,
    productId: string,
    fields: Record<string, string>,
    cookie?: string | null,
    step = "rating",
  ) {
    return answerOf(() =>
      surveyRoute.action(surveyArgs(postForm(host, `/survey/${slug}/${productId}/${step}`, fields, cookie), slug, productId, step)),
    );
  }
  async function show(host: string, slug: string, productId: string, step = "rating") {
    return answerOf(() => surveyRoute.loader(surveyArgs(getRequest(host, `/survey/${slug}/${productId}/${step}`), slug, productId, step)));
  }

  it("answers 404 for an unknown survey, an unknown step and a product of another partner, storing nothing", async () => {
    const acmeProduct = await h.productBySlug("business-liability");
    const deathRisk = await h.productBySlug("death-risk"); // boekfix's, not acme's
    const before = await counts();
    for (const [slug, productId, step] of [
      ["unknown", acmeProduct.id, "rating"],
      ["__proto__", acmeProduct.id, "rating"],
      ["general", deathRisk.id, "rating"],
      ["general", "business-liability", "rating"], // a slug is not an id
      ["general", "nope", "rating"],
      ["general", acmeProduct.id, "payment"],
    ] as const) {
      expect((await show(ACME, slug, productId, step)).status, `${slug} ${productId} ${step}`).toBe(404);
      expect((await rate(ACME, slug, productId, { rating: "4" }, null, step)).status, `${slug} ${productId} ${step}`).toBe(404);
    }
    expect(await counts()).toEqual(before);
    // Control: on boekfix, death-risk is offered.
    expect((await show(BOEKFIX, "general", deathRisk.id)).status).toBe(200);
    expect((await show(ACME, "purchase-policy", acmeProduct.id)).body).toMatchObject({ step: "rating", signedIn: false });
  });

  it("refuses a rating of 6 (and 0, 2.5, x) with an error and stores nothing", async () => {
    const product = await h.productBySlug("business-liability");
    const before = await counts();
    for (const rating of ["6", "0", "2.5", "x", ""]) {
      const answer = await rate(ACME, "general", product.id, { rating, feedback: "Prima" });
      expect(answer.status, rating).toBe(400);
      const error = (answer.body as { error?: Record<string, string[]> }).error;
      expect(error?.rating, rating).toEqual([rating === "" ? "validations:required" : "validations:rating"]);
    }
    expect(await counts()).toEqual(before);
  });

  it("stores a rating for the signed-in customer or for nobody, and goes on to the next step (control)", async () => {
    const customer = await customerWithPolicy("acme", ACME);
    const signedIn = await rate(ACME, "general", customer.productId, { rating: "2", feedback: "Te duur" }, customer.cookie);
    expect(signedIn.status).toBe(302);
    // The general survey asks for more after the rating (tests/integration/surveys.test.ts).
    expect(signedIn.location).toBe(`/survey/general/${customer.productId}/additional`);
    const visitor = await rate(ACME, "purchase-policy", customer.productId, { rating: "5" }, null);
    expect(visitor.status).toBe(302);
    const acmeId = await h.partnerId("acme");
    expect(
      await db.surveyResponse.findMany({
        where: { productId: customer.productId, partnerId: acmeId },
        orderBy: { createdAt: "asc" },
        select: { userId: true, survey: true, rating: true, feedback: true },
      }),
    ).toEqual([
      { userId: customer.userId, survey: "general", rating: 2, feedback: "Te duur" },
      { userId: null, survey: "purchase-policy", rating: 5, feedback: null },
    ]);
    // Nothing to post on the thanks step.
    const before = await counts();
    expect((await rate(ACME, "general", customer.productId, { rating: "5" }, null, "thanks")).status).toBe(405);
    expect(await counts()).toEqual(before);
  });
});
