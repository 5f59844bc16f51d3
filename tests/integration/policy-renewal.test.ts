// Renewal (issue 34, decision 0079) on a scratch database: 30 days before the anniversary the
// next version is announced with the new premium and the aov's insured income indexed by the
// chosen indexation, by mail and in the inbox, once; insurer admins see it among the coming
// month's renewals and can hold it (it then does not take effect) and release it again; on the
// anniversary it is put in force without a difference to settle. Also: another customer's
// policy has no change screen or version schedule.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import { createBilledPolicy, createBillingPartner } from "../support/billing-data";

await testDatabase("policy-renewal");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "policy-renewal-test-secret";

const { db } = await import("~/server/platform/db.server");
const { addDays, todayInAmsterdam } = await import("~/domain/platform/field-checks");
const { formatMoney } = await import("~/domain/platform/formatting");
const { announceDueRenewals, comingRenewals, holdRenewal } = await import("~/server/account/policy-admin.server");
const { activateDueVersions } = await import("~/server/billing/policy-versions.server");
const changeRoute = await import("~/routes/account/account-policy-change");
const versionScheduleRoute = await import("~/routes/account/account-policy-schedule");
const { answerOf, getRequest, postForm, signedSessionCookie } = await import("./support/funnel-harness");

/** An aov policy with an income of 50,000 and 2 % indexation, its anniversary `daysAhead` from today. */
async function aovPolicy(tag: string, daysAhead: number) {
  const partner = await createBillingPartner(db, tag);
  const product = await db.insuranceProduct.findUniqueOrThrow({
    where: { slug: "aov" },
    include: { questions: { orderBy: { position: "asc" }, include: { options: { orderBy: { position: "asc" } } } } },
  });
  await db.partnerProduct.create({ data: { partnerId: partner.id, productId: product.id, position: 0 } });
  const today = todayInAmsterdam();
  const startDate = `${Number(addDays(today, daysAhead).slice(0, 4)) - 1}${addDays(today, daysAhead).slice(4)}`;
  const policy = await createBilledPolicy(db, partner.id, { startDate, monthlyCents: 9000 });
  type StoredAnswer = { questionId: string; optionId: string | null; dateValue: string | null; moneyValueCents: number | null };
  const answers = product.questions.flatMap((question): StoredAnswer[] => {
    const empty = {
      questionId: question.id,
      optionId: null as string | null,
      dateValue: null as string | null,
      moneyValueCents: null as number | null,
    };
    if (question.field === "aov_indexation") return [{ ...empty, optionId: question.options.find((option) => option.value === "2")!.id }];
    if (question.options.length > 0) {
      const option = question.options.find((candidate) => !["drop_out", "hard_drop_out", "reject"].includes(candidate.consequence));
      return option ? [{ ...empty, optionId: option.id }] : [];
    }
    if (question.field === "income") return [{ ...empty, moneyValueCents: 5_000_000 }];
    if (question.field === "birth_date") return [{ ...empty, dateValue: "1985-05-05" }];
    return [];
  });
  await db.policy.update({ where: { id: policy.policyId }, data: { productId: product.id, answers } });
  const incomeQuestion = product.questions.find((question) => question.field === "income")!;
  return { partner, policy, startDate, incomeQuestionId: incomeQuestion.id };
}

async function insurerAdmin() {
  const suffix = randomBytes(4).toString("hex");
  const row = await db.staffAccount.create({
    data: { role: "admin", email: `renewal-${suffix}@insurer.example`, name: `Verzekeraar ${suffix}`, passwordHash: "x" },
  });
  return { id: row.id, role: "admin" as const, name: row.name, partnerId: null, partnerName: null };
}

describe("renewal", () => {
  it("is announced 30 days ahead with the indexed income, can be held and released, and takes effect on the anniversary", async () => {
    const today = todayInAmsterdam();
    const { partner, policy, incomeQuestionId } = await aovPolicy("renew", 20);
    const anniversary = addDays(today, 20);
    // Not yet when the anniversary is more than 30 days ahead.
    expect(await announceDueRenewals(addDays(today, -11), [partner.id])).toBe(0);

    expect(await announceDueRenewals(today, [partner.id])).toBe(1);
    expect(await announceDueRenewals(today, [partner.id])).toBe(0);
    const renewal = await db.policyVersion.findFirstOrThrow({ where: { policyId: policy.policyId, reason: "renewal" } });
    expect(renewal).toMatchObject({
      version: 2,
      status: "scheduled",
      effectiveFrom: anniversary,
      differenceCents: 0,
      changedFields: ["income"],
    });
    const income = (renewal.answers as { questionId: string; moneyValueCents: number | null }[]).find(
      (answer) => answer.questionId === incomeQuestionId,
    );
    expect(income?.moneyValueCents).toBe(5_100_000);
    const message = await db.inboxMessage.findFirstOrThrow({ where: { userId: policy.userId } });
    expect(message.subject).toContain(policy.policyNumber);
    expect(message.body).toContain(formatMoney(5_100_000));
    expect(await db.outboxMail.count({ where: { to: policy.email } })).toBe(1);
    // Signed with who insures, as every customer mail (issue 35).
    expect((await db.outboxMail.findFirstOrThrow({ where: { to: policy.email } })).text).toMatch(
      /\n-- \nAanbieder: .+\nAFM-registratienummer \d{8}\nAangesloten bij Kifid onder nummer [\d.]+$/,
    );
    expect(await db.auditLog.count({ where: { userId: policy.userId, action: "renewal_announced" } })).toBe(1);

    // Insurer admins see it among the coming month's renewals and hold it.
    const admin = await insurerAdmin();
    const coming = await comingRenewals("nl", today);
    expect(coming.find((entry) => entry.id === renewal.id)).toMatchObject({ number: policy.policyNumber, anniversary, held: false });
    expect(await holdRenewal(admin, renewal.id, true)).toBe("done");
    expect(await holdRenewal(admin, renewal.id, true)).toBe("alreadyDecided");
    expect(await activateDueVersions(anniversary, [partner.id])).toBe(0);
    expect((await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } })).grossMonthlyCents).toBe(9000);

    expect(await holdRenewal(admin, renewal.id, false)).toBe("done");
    expect(await activateDueVersions(anniversary, [partner.id])).toBe(1);
    const renewed = await db.policyVersion.findUniqueOrThrow({ where: { id: renewal.id } });
    expect(renewed).toMatchObject({ status: "in_force", differenceCents: 0 });
    expect((await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } })).grossMonthlyCents).toBe(renewed.grossMonthlyCents);
    expect(await db.auditLog.count({ where: { staffId: admin.id, action: { in: ["renewal_held", "renewal_released"] } } })).toBe(2);
  });
});

describe("a policy's change screen and version schedules belong to its holder", () => {
  it("the owner gets the form and version 1's PDF; another customer of the partner gets 404 and changes nothing", async () => {
    const { partner, policy } = await aovPolicy("own", 100);
    const host = `${partner.name}.localhost`;
    const params = (extra: Record<string, string> = {}) => ({ policyId: policy.policyId, ...extra });
    const owner = await signedSessionCookie(policy.userId);
    const stranger = await db.user.create({
      data: { partnerId: partner.id, email: `stranger-${randomBytes(4).toString("hex")}@example.com`, isGuest: false },
    });
    const strangerCookie = await signedSessionCookie(stranger.id);
    const changePath = `/user/policies/${policy.policyId}/change`;
    const pdfPath = `/user/policies/${policy.policyId}/schedule.pdf?version=1`;

    const form = await answerOf(() => changeRoute.loader({ request: getRequest(host, changePath, owner), params: params(), context: {} }));
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ refusal: null, form: { window: { min: todayInAmsterdam() } } });
    const pdf = await versionScheduleRoute.loader({
      request: getRequest(host, pdfPath, owner),
      params: params(),
      context: {},
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const missing = await answerOf(() =>
      versionScheduleRoute.loader({
        request: getRequest(host, pdfPath.replace("version=1", "version=99"), owner),
        params: params(),
        context: {},
      }),
    );
    expect(missing.status).toBe(404);

    const before = await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } });
    for (const run of [
      () => changeRoute.loader({ request: getRequest(host, changePath, strangerCookie), params: params(), context: {} }),
      () =>
        changeRoute.action({
          request: postForm(host, changePath, { intent: "confirm", effectiveDate: todayInAmsterdam() }, strangerCookie),
          params: params(),
          context: {},
        }),
      () => versionScheduleRoute.loader({ request: getRequest(host, pdfPath, strangerCookie), params: params(), context: {} }),
    ])
      expect((await answerOf(run)).status).toBe(404);
    expect(await db.policyVersion.count({ where: { policyId: policy.policyId, reason: "change" } })).toBe(0);
    expect(await db.policy.findUniqueOrThrow({ where: { id: policy.policyId } })).toEqual(before);
  });
});
