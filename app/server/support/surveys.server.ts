// Survey runs (decision 0053): one SurveyResponse per run, filled step by step (answers keyed by
// step id), completedAt once every asking step is answered. A run is about a policy only when
// that policy is the signed-in customer's own, of this partner and of this product; any other
// policy id is refused as not found. A signed-in customer's run is found again by its survey,
// product and policy; a visitor's by a signed cookie holding the run's id.
import { createCookie } from "@remix-run/node";
import {
  CANCELLATION_REASONS,
  columnsOfAnswer,
  roundedAverage,
  SURVEYS,
  type CancellationReason,
  isSurveyComplete,
  readSurveyAnswers,
  surveyPath,
  type SurveyAnswers,
  type SurveyContext,
  type SurveySlug,
  type SurveyStepId,
} from "~/domain/support/surveys";
import type { Customer } from "../platform/session.server";
import { readSignedCookie } from "../platform/cookies.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { notFound } from "../platform/guards.server";
import type { LoadedPartner } from "../platform/partner.server";

// Kept here, not in cookies.server.ts: only the survey route reads it.
const surveyRunCookie = createCookie("__survey_run", {
  path: "/survey",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 60 * 60 * 24 * 30,
});

const ID_MAX_LENGTH = 64;

export type SurveyTarget = {
  partnerId: string;
  userId: string | null;
  slug: SurveySlug;
  productId: string;
  policyId: string | null;
  context: SurveyContext;
};

/**
 * What the run is about, from ?policy=<id> (and ?after=claim): the policy must be the signed-in
 * customer's own, of this partner and of this product (for cancel-policy: cancelled), else 404
 * (nothing says whether it exists). after=claim counts only with a policy the customer reported a claim on.
 */
export async function surveyTarget(
  url: URL,
  partner: LoadedPartner,
  customer: Customer | null,
  slug: SurveySlug,
  productId: string,
): Promise<SurveyTarget> {
  const base = { partnerId: partner.config.id, userId: customer?.id ?? null, slug, productId };
  const policyParam = url.searchParams.get("policy");
  if (policyParam === null || policyParam === "") return { ...base, policyId: null, context: {} };
  if (!customer || policyParam.length > ID_MAX_LENGTH) notFound();
  const policy = await db.policy.findFirst({
    where: {
      id: policyParam,
      userId: customer.id,
      partnerId: partner.config.id,
      productId,
      // Reasons for cancelling are only asked about a policy that was cancelled.
      ...(slug === "cancel-policy" ? { cancelledAt: { not: null } } : {}),
    },
    select: { id: true },
  });
  if (!policy) notFound();
  const afterClaim =
    slug === "general" &&
    url.searchParams.get("after") === "claim" &&
    (await db.claim.count({ where: { policyId: policy.id, userId: customer.id, partnerId: partner.config.id } })) > 0;
  return { ...base, policyId: policy.id, context: { afterClaim } };
}

export type SurveyRun = { id: string; answers: SurveyAnswers; completed: boolean };

/**
 * The run this browser is in for the target. A customer's run about a policy is one run, also
 * once completed (answered once per policy); other runs start afresh after completion.
 */
export async function findSurveyRun(request: Request, target: SurveyTarget): Promise<SurveyRun | null> {
  const where = { partnerId: target.partnerId, survey: target.slug, productId: target.productId, policyId: target.policyId };
  let row: { id: string; answers: unknown; completedAt: Date | null } | null = null;
  const select = { id: true, answers: true, completedAt: true } as const;
  if (target.userId) {
    row = await db.surveyResponse.findFirst({
      where: { ...where, userId: target.userId, ...(target.policyId ? {} : { completedAt: null }) },
      orderBy: { createdAt: "desc" },
      select,
    });
  } else {
    const id = await readSignedCookie(surveyRunCookie, request);
    if (id && id.length <= ID_MAX_LENGTH)
      row = await db.surveyResponse.findFirst({ where: { ...where, id, userId: null, completedAt: null }, select });
  }
  return row ? { id: row.id, answers: readSurveyAnswers(row.answers), completed: row.completedAt !== null } : null;
}

/** Starts a run (the intro's button, or the first answer) and returns its Set-Cookie for a visitor. */
export async function startSurveyRun(target: SurveyTarget): Promise<{ run: SurveyRun; setCookie: string | null }> {
  const created = await db.surveyResponse.create({
    data: {
      partnerId: target.partnerId,
      userId: target.userId,
      survey: target.slug,
      productId: target.productId,
      policyId: target.policyId,
      answers: {},
    },
    select: { id: true },
  });
  const setCookie = target.userId ? null : await surveyRunCookie.serialize(created.id);
  return { run: { id: created.id, answers: {}, completed: false }, setCookie };
}

/** Keeps one step's answer (replacing an earlier one) and completes the run when nothing is left. */
export async function saveSurveyStep(
  run: SurveyRun,
  target: SurveyTarget,
  step: SurveyStepId,
  answer: Record<string, string | number>,
): Promise<{ answers: SurveyAnswers; completed: boolean }> {
  const answers: SurveyAnswers = { ...run.answers, [step]: answer };
  const completed = isSurveyComplete(target.slug, answers, target.context);
  // Conditional on the run still being open: a completed run's answers stay as given.
  const updated = await db.surveyResponse.updateMany({
    where: { id: run.id, completedAt: null },
    data: { answers, ...columnsOfAnswer(step, answer), ...(completed ? { completedAt: new Date() } : {}) },
  });
  return { answers, completed: updated.count === 1 ? completed : true };
}

/** The survey offered after reporting a claim: the general survey about the claim's policy. */
export async function claimSurveyPath(owner: { partnerId: string; userId: string }, claimNumber: string): Promise<string | null> {
  const claim = await db.claim.findFirst({
    where: { number: claimNumber, partnerId: owner.partnerId, userId: owner.userId },
    select: { policyId: true, policy: { select: { productId: true } } },
  });
  return claim ? surveyPath("general", claim.policy.productId, { policyId: claim.policyId, afterClaim: true }) : null;
}

export type SurveyReportRow = {
  survey: SurveySlug;
  responses: number;
  completed: number;
  averageRating: number | null;
  averageEffort: number | null;
};

/**
 * /admin/surveys (insurer admins): per survey the runs and completed runs, the average rating
 * and effort score of completed runs; and the cancellation reasons of completed cancel-policy runs.
 */
export async function surveyReport(): Promise<{ rows: SurveyReportRow[]; reasons: { reason: CancellationReason; count: number }[] }> {
  const [all, completed, reasons] = await Promise.all([
    db.surveyResponse.groupBy({ by: ["survey"], _count: { _all: true } }),
    db.surveyResponse.groupBy({
      by: ["survey"],
      where: { completedAt: { not: null } },
      _count: { _all: true },
      _avg: { rating: true, effortScore: true },
    }),
    db.surveyResponse.groupBy({
      by: ["cancellationReason"],
      where: { survey: "cancel-policy", completedAt: { not: null }, cancellationReason: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const rows = (Object.keys(SURVEYS) as SurveySlug[]).map((survey) => {
    const done = completed.find((row) => row.survey === survey);
    return {
      survey,
      responses: all.find((row) => row.survey === survey)?._count._all ?? 0,
      completed: done?._count._all ?? 0,
      averageRating: roundedAverage(done?._avg.rating),
      averageEffort: roundedAverage(done?._avg.effortScore),
    };
  });
  return {
    rows,
    reasons: CANCELLATION_REASONS.map((reason) => ({
      reason,
      count: reasons.find((row) => row.cancellationReason === reason)?._count._all ?? 0,
    })),
  };
}
