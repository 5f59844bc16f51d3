// Survey runs (decision 0053) as Remix calls the route: one response per run filled step by
// step, completed on its last answer, resumed where it was; tied to a policy only when it is the
// signed-in customer's own, of this partner and of this product (another customer's or
// partner's policy is a 404 and stores nothing); a visitor's run found again by its cookie;
// bad input a 400 at the field, never a 500. Scratch database for this file.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness";

await testDatabase("surveys");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "surveys-test-secret";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const cancelRoute = await import("~/routes/account/account-policy-cancel");
const claimsRoute = await import("~/routes/claims/account-claims");
const surveyRoute = await import("~/routes/support/survey");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");

type Customer = { userId: string; cookie: string; policyId: string; productId: string };

/** A customer made as the funnel makes one: at the payment step, then paying. */
async function customerWithPolicy(partnerName: "acme" | "boekfix", host: string): Promise<Customer> {
  const buyer = await h.readyForPayment(partnerName, ["business-liability"]);
  const paid = await answerOf(() =>
    paymentRoute.action(
      args(postForm(host, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
    ),
  );
  expect(paid.status).toBe(302);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { id: true, productId: true } });
  return { userId: buyer.userId, cookie: buyer.cookie, policyId: policy.id, productId: policy.productId };
}

function splitPath(pathAndQuery: string) {
  const match = /^\/survey\/([^/]+)\/([^/?]+)\/?([^?]*)/.exec(pathAndQuery);
  if (!match) throw new Error(`not a survey path: ${pathAndQuery}`);
  return {
    request: null as unknown as Request,
    params: { slug: decodeURIComponent(match[1]!), productId: decodeURIComponent(match[2]!), "*": match[3]! },
    context: {},
  };
}

function show(host: string, pathAndQuery: string, cookie?: string | null) {
  return answerOf(() => surveyRoute.loader({ ...splitPath(pathAndQuery), request: getRequest(host, pathAndQuery, cookie) }));
}

function answer(host: string, pathAndQuery: string, fields: Fields, cookie?: string | null) {
  return answerOf(() => surveyRoute.action({ ...splitPath(pathAndQuery), request: postForm(host, pathAndQuery, fields, cookie) }));
}

/** The __survey_run cookie a visitor's first answer sets (name=value). */
function runCookie(headers: Headers): string | null {
  const match = /(?:^|,\s*)(__survey_run=[^;]*)/.exec(headers.get("Set-Cookie") ?? "");
  return match ? match[1]! : null;
}

const responsesOf = (where: { userId?: string | null; productId?: string; policyId?: string | null }) =>
  db.surveyResponse.findMany({
    where,
    orderBy: { createdAt: "asc" },
    select: {
      survey: true,
      userId: true,
      policyId: true,
      cancellationReason: true,
      effortScore: true,
      rating: true,
      answers: true,
      completedAt: true,
    },
  });

describe("the cancel-policy survey about the customer's own policy", () => {
  it("follows the cancellation, stores reason and effort score on one response, resumes and completes", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const cancelled = await answerOf(() =>
      cancelRoute.action({
        request: postForm(ACME, `/user/policies/${owner.policyId}/cancel`, { end_date: addDays(todayInAmsterdam(), 1) }, owner.cookie),
        params: { policyId: owner.policyId },
        context: {},
      }),
    );
    expect(cancelled.status).toBe(302);
    const intro = `/survey/cancel-policy/${owner.productId}/intro?policy=${owner.policyId}`;
    expect(cancelled.location).toBe(intro);

    const page = await show(ACME, intro, owner.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ step: "intro", aboutPolicy: true, signedIn: true, position: null });

    const started = await answer(ACME, intro, {}, owner.cookie);
    expect(started.location).toBe(`/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`);
    expect(await responsesOf({ userId: owner.userId })).toMatchObject([
      { survey: "cancel-policy", policyId: owner.policyId, answers: {}, completedAt: null },
    ]);

    // Refused answers: at the field, nothing changes.
    const exit = `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`;
    const noReason = await answer(ACME, exit, { reason: "bored" }, owner.cookie);
    expect(noReason.status).toBe(400);
    expect((noReason.body as { error: Record<string, string[]> }).error).toEqual({ reason: ["surveys:errors.reason"] });
    const otherEmpty = await answer(ACME, exit, { reason: "other", reason_other: "" }, owner.cookie);
    expect(otherEmpty.status).toBe(400);
    expect(otherEmpty.body).toMatchObject({ error: { reason_other: ["surveys:errors.reasonOther"] }, initialValue: { reason: "other" } });
    expect(await responsesOf({ userId: owner.userId })).toMatchObject([{ answers: {}, cancellationReason: null }]);

    const reason = await answer(ACME, exit, { reason: "other", reason_other: "Ik ga emigreren" }, owner.cookie);
    expect(reason.location).toBe(`/survey/cancel-policy/${owner.productId}/effort?policy=${owner.policyId}`);

    // Coming back to the intro continues where the run was; the exit step shows what was given.
    expect((await show(ACME, intro, owner.cookie)).location).toBe(
      `/survey/cancel-policy/${owner.productId}/effort?policy=${owner.policyId}`,
    );
    expect((await show(ACME, exit, owner.cookie)).body).toMatchObject({
      step: "exit",
      saved: { reason: "other", reason_other: "Ik ga emigreren" },
      position: { current: 1, total: 2 },
    });

    const effort = `/survey/cancel-policy/${owner.productId}/effort?policy=${owner.policyId}`;
    for (const score of ["0", "6", "2.5"])
      expect((await answer(ACME, effort, { effort_score: score }, owner.cookie)).status, score).toBe(400);
    const done = await answer(ACME, effort, { effort_score: "4" }, owner.cookie);
    expect(done.location).toBe(`/survey/cancel-policy/${owner.productId}/thanks?policy=${owner.policyId}`);

    const stored = await responsesOf({ userId: owner.userId });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      survey: "cancel-policy",
      policyId: owner.policyId,
      cancellationReason: "other",
      effortScore: 4,
      rating: null,
      answers: { exit: { reason: "other", reason_other: "Ik ga emigreren" }, effort: { effort_score: 4 } },
    });
    expect(stored[0]!.completedAt).toBeInstanceOf(Date);

    // Answered once per policy: the steps lead to thanks and change nothing.
    expect((await show(ACME, exit, owner.cookie)).location).toBe(
      `/survey/cancel-policy/${owner.productId}/thanks?policy=${owner.policyId}`,
    );
    expect((await answer(ACME, exit, { reason: "service" }, owner.cookie)).location).toBe(
      `/survey/cancel-policy/${owner.productId}/thanks?policy=${owner.policyId}`,
    );
    expect(await responsesOf({ userId: owner.userId })).toMatchObject([{ cancellationReason: "other", effortScore: 4 }]);
  });

  it("refuses a policy that is not the signed-in customer's own, of this partner and product, or not cancelled: 404, nothing stored", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const other = await customerWithPolicy("acme", ACME);
    const elsewhere = await customerWithPolicy("boekfix", BOEKFIX);
    const otherProduct = await h.productBySlug("business-liability");
    const before = await db.surveyResponse.count();
    const cases: [string, string | null, string][] = [
      [ACME, owner.cookie, `/survey/cancel-policy/${owner.productId}/exit?policy=${other.policyId}`], // another customer's
      [ACME, null, `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`], // not signed in
      [ACME, owner.cookie, `/survey/cancel-policy/${owner.productId}/exit?policy=${elsewhere.policyId}`], // another partner's
      [BOEKFIX, owner.cookie, `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`], // own, on another partner's host
      [ACME, owner.cookie, `/survey/cancel-policy/${owner.productId}/exit?policy=${"x".repeat(200)}`],
      [ACME, owner.cookie, `/survey/cancel-policy/${owner.productId}/exit?policy=nope`],
    ];
    for (const [host, cookie, pathAndQuery] of cases) {
      expect((await show(host, pathAndQuery, cookie)).status, pathAndQuery).toBe(404);
      expect((await answer(host, pathAndQuery, { reason: "too_expensive" }, cookie)).status, pathAndQuery).toBe(404);
    }
    expect(await db.surveyResponse.count()).toBe(before);
    // A policy of another product than the URL's: seeded products of acme other than this one.
    const another = (await db.insuranceProduct.findMany({ where: { id: { not: otherProduct.id } }, select: { id: true } }))[0]!;
    expect(
      (await answer(ACME, `/survey/general/${another.id}/rating?policy=${owner.policyId}`, { rating: "4" }, owner.cookie)).status,
    ).toBe(404);
    expect(await db.surveyResponse.count()).toBe(before);
    // The cancel-policy survey about the owner's own policy that is not cancelled: refused too.
    expect(
      (
        await answer(
          ACME,
          `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`,
          { reason: "too_expensive" },
          owner.cookie,
        )
      ).status,
    ).toBe(404);
    expect(await db.surveyResponse.count()).toBe(before);
    // Control: the owner's own policy, once cancelled, is accepted.
    await db.policy.update({ where: { id: owner.policyId }, data: { cancelledAt: new Date(), status: "cancelled" } });
    expect(
      (
        await answer(
          ACME,
          `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`,
          { reason: "too_expensive" },
          owner.cookie,
        )
      ).status,
    ).toBe(302);
    expect(await responsesOf({ userId: owner.userId })).toMatchObject([{ policyId: owner.policyId, cancellationReason: "too_expensive" }]);
  });
});

describe("runs without a policy", () => {
  it("keep a visitor's run by its cookie, fill it step by step and start afresh elsewhere", async () => {
    const product = await h.productBySlug("business-liability");
    const rating = `/survey/general/${product.id}/rating`;
    const first = await answer(ACME, rating, { rating: "5", feedback: "Duidelijk" });
    expect(first.location).toBe(`/survey/general/${product.id}/additional`);
    const cookie = runCookie(first.headers);
    expect(cookie).not.toBeNull();
    const run = await db.surveyResponse.findFirstOrThrow({ where: { feedback: "Duidelijk" } });
    expect(run).toMatchObject({
      userId: null,
      policyId: null,
      rating: 5,
      completedAt: null,
      answers: { rating: { rating: 5, feedback: "Duidelijk" } },
    });

    // The intro continues the run; the same browser's last step completes the same response.
    expect((await show(ACME, `/survey/general/${product.id}/intro`, cookie)).location).toBe(`/survey/general/${product.id}/additional`);
    const last = await answer(ACME, `/survey/general/${product.id}/additional`, { additional_comment: "" }, cookie);
    expect(last.location).toBe(`/survey/general/${product.id}/thanks`);
    const completed = await db.surveyResponse.findUniqueOrThrow({ where: { id: run.id } });
    expect(completed.answers).toEqual({ rating: { rating: 5, feedback: "Duidelijk" }, additional: {} });
    expect(completed.completedAt).toBeInstanceOf(Date);

    // Another browser (no cookie) or a tampered cookie: a new run, the completed one untouched.
    const before = await db.surveyResponse.count();
    const elsewhere = await answer(
      ACME,
      `/survey/general/${product.id}/additional`,
      { additional_comment: "Nieuw" },
      "__survey_run=forged",
    );
    expect(elsewhere.location).toBe(`/survey/general/${product.id}/rating`);
    expect(await db.surveyResponse.count()).toBe(before + 1);
    expect((await db.surveyResponse.findUniqueOrThrow({ where: { id: run.id } })).answers).toEqual(completed.answers);
  });

  it("offers the claim step only after the customer's own claim on that policy", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const afterClaim = `/survey/general/${owner.productId}/claim?policy=${owner.policyId}&after=claim`;
    expect((await show(ACME, afterClaim, owner.cookie)).status).toBe(404); // no claim yet
    const form = new FormData();
    form.append("policyId", owner.policyId);
    form.append("description", "Ruit gebroken door een bal");
    form.append("occurredOn", todayInAmsterdam());
    const reported = await answerOf(() =>
      claimsRoute.action(
        args(new Request(`http://${ACME}/user/claims`, { method: "POST", headers: { Host: ACME, Cookie: owner.cookie }, body: form })),
      ),
    );
    expect(reported.status).toBe(302);
    const list = await answerOf(() => claimsRoute.loader(args(getRequest(ACME, reported.location!, owner.cookie))));
    expect((list.body as { surveyHref: string }).surveyHref).toBe(
      `/survey/general/${owner.productId}/intro?policy=${owner.policyId}&after=claim`,
    );

    const started = await answer(ACME, `/survey/general/${owner.productId}/intro?policy=${owner.policyId}&after=claim`, {}, owner.cookie);
    expect(started.location).toBe(afterClaim);
    expect((await answer(ACME, afterClaim, { claim_ease: "2", claim_comment: "Uploaden was lastig" }, owner.cookie)).location).toBe(
      `/survey/general/${owner.productId}/rating?policy=${owner.policyId}&after=claim`,
    );
    expect(await responsesOf({ userId: owner.userId })).toMatchObject([
      { survey: "general", policyId: owner.policyId, answers: { claim: { claim_ease: 2, claim_comment: "Uploaden was lastig" } } },
    ]);
  });

  it("answers bad input with a 400 at the field or a 404/405, never a 500, storing nothing", async () => {
    const product = await h.productBySlug("business-liability");
    const before = await db.surveyResponse.count();
    const cases: [string, Fields][] = [
      [`/survey/purchase-policy/${product.id}/personal`, { personal_ease: "6" }],
      [`/survey/purchase-policy/${product.id}/personal`, { personal_ease: "1", personal_comment: "x".repeat(2001) }],
      [
        `/survey/purchase-policy/${product.id}/payment`,
        [
          ["payment_ease", "3"],
          ["payment_ease", "4"],
        ],
      ],
      [`/survey/purchase-policy/${product.id}/effort`, { effort_score: "2.5", __intent__: "reset" }],
      [`/survey/purchase-policy/${product.id}/rating`, { "rating[0]": "5" }],
      [`/survey/purchase-policy/${product.id}/thanks`, { rating: "5" }],
      [`/survey/purchase-policy/${product.id}/exit`, { reason: "too_expensive" }],
    ];
    for (const [pathAndQuery, fields] of cases) {
      const got = await answer(ACME, pathAndQuery, fields);
      expect([400, 404, 405], `${pathAndQuery} ${JSON.stringify(fields)}: ${got.status} ${String(got.body)}`).toContain(got.status);
    }
    const json = await answerOf(() =>
      surveyRoute.action({
        ...splitPath(`/survey/general/${product.id}/rating`),
        request: new Request(`http://${ACME}/survey/general/${product.id}/rating`, {
          method: "POST",
          headers: { Host: ACME, "Content-Type": "application/json" },
          body: "{",
        }),
      }),
    );
    expect(json.status).toBe(400);
    expect(await db.surveyResponse.count()).toBe(before);
  });
});

describe("/admin/surveys", () => {
  it("shows insurer admins the runs, averages of completed runs and cancellation reasons; refuses others", async () => {
    const adminRoute = await import("~/routes/support/admin-surveys");
    const open = (cookie: string | null) => answerOf(() => adminRoute.loader(args(getRequest("localhost", "/admin/surveys", cookie))));
    type Report = {
      rows: { survey: string; responses: number; completed: number; averageRating: number | null; averageEffort: number | null }[];
      reasons: { reason: string; count: number }[];
    };
    const report = async () => (await open(await h.staffCookie("admin@insurer.example"))).body as Report;

    const before = await report();
    const owner = await customerWithPolicy("acme", ACME);
    await db.policy.update({ where: { id: owner.policyId }, data: { cancelledAt: new Date(), status: "cancelled" } });
    const exit = `/survey/cancel-policy/${owner.productId}/exit?policy=${owner.policyId}`;
    expect((await answer(ACME, exit, { reason: "service" }, owner.cookie)).status).toBe(302);
    const half = await report();
    // A half-done run counts as a response, not yet in the reasons.
    expect(half.rows.find((row) => row.survey === "cancel-policy")).toMatchObject({
      responses: before.rows.find((row) => row.survey === "cancel-policy")!.responses + 1,
    });
    expect(half.reasons.find((row) => row.reason === "service")!.count).toBe(before.reasons.find((row) => row.reason === "service")!.count);
    expect(
      (await answer(ACME, `/survey/cancel-policy/${owner.productId}/effort?policy=${owner.policyId}`, { effort_score: "3" }, owner.cookie))
        .status,
    ).toBe(302);
    const after = await report();
    expect(after.reasons.find((row) => row.reason === "service")!.count).toBe(
      before.reasons.find((row) => row.reason === "service")!.count + 1,
    );
    const cancelRow = after.rows.find((row) => row.survey === "cancel-policy")!;
    expect(cancelRow.completed).toBe(before.rows.find((row) => row.survey === "cancel-policy")!.completed + 1);
    const scores = await db.surveyResponse.aggregate({
      where: { survey: "cancel-policy", completedAt: { not: null } },
      _avg: { effortScore: true },
    });
    expect(cancelRow.averageEffort).toBe(Math.round(scores._avg.effortScore! * 10) / 10);
    expect(after.rows.map((row) => row.survey)).toEqual(["purchase-policy", "cancel-policy", "general"]);

    expect((await open(await h.staffCookie("admin@acme.example"))).status).toBe(403);
    expect((await open(await h.staffCookie("broker@acme.example"))).status).toBe(403);
    const anonymous = await open(null);
    expect(anonymous.status).toBe(302);
    expect((await open(owner.cookie)).status).toBe(302);
  });
});
