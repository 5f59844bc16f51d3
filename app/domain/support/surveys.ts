// Surveys (spec section 2: /survey/{slug}/{productId}/*; section 3: the survey steps; section 9:
// rating scale 1 to 5, some question ids fixed). A survey is a list of steps, as data; a step
// asks fixed questions (ids below never change: stored answers and reports use them). The run's
// answers are kept per step id; the run is complete when every asking step was answered
// (decision 0053).
import { z } from "zod";
import { optionalText } from "../platform/validation";
import { VALIDATION_MESSAGES } from "../platform/field-checks";

/** Every step of spec section 3, plus the rating + feedback and the closing thanks. */
export const SURVEY_STEP_IDS = ["intro", "personal", "additional", "payment", "claim", "exit", "effort", "rating", "thanks"] as const;
export type SurveyStepId = (typeof SURVEY_STEP_IDS)[number];

/** Steps that only show something (intro starts the run, thanks ends it); the others ask. */
export const INFO_STEPS: readonly SurveyStepId[] = ["intro", "thanks"];
export function isAskingStep(step: SurveyStepId): boolean {
  return !INFO_STEPS.includes(step);
}

export const SURVEYS = {
  "purchase-policy": ["intro", "personal", "payment", "rating", "effort", "thanks"],
  "cancel-policy": ["intro", "exit", "effort", "thanks"],
  general: ["intro", "rating", "additional", "thanks"],
} as const satisfies Record<string, readonly SurveyStepId[]>;

/** The general survey offered after reporting a claim: how reporting went comes first. */
export const AFTER_CLAIM_STEPS = ["intro", "claim", "rating", "additional", "thanks"] as const satisfies readonly SurveyStepId[];

export type SurveySlug = keyof typeof SURVEYS;
/** What the run is about beyond its slug: after a claim the general survey asks about it. */
export type SurveyContext = { afterClaim?: boolean };

export function isSurveySlug(value: string): value is SurveySlug {
  return Object.prototype.hasOwnProperty.call(SURVEYS, value);
}

export function surveySteps(slug: SurveySlug, context: SurveyContext = {}): readonly SurveyStepId[] {
  return slug === "general" && context.afterClaim ? AFTER_CLAIM_STEPS : SURVEYS[slug];
}

/** The step named by the rest of the path; an empty rest is the first step; unknown is null. */
export function surveyStep(slug: SurveySlug, stepId: string | undefined, context: SurveyContext = {}): SurveyStepId | null {
  const steps = surveySteps(slug, context);
  const wanted = (stepId ?? "").replace(/\/+$/, "");
  if (wanted === "") return steps[0] ?? null;
  return steps.find((step) => step === wanted) ?? null;
}

/** The step after this one, or null at the end. */
export function nextSurveyStep(slug: SurveySlug, stepId: string, context: SurveyContext = {}): SurveyStepId | null {
  const steps = surveySteps(slug, context);
  const index = steps.findIndex((step) => step === stepId);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

/** The step before this one (for the back link), or null at the start. */
export function previousSurveyStep(slug: SurveySlug, stepId: string, context: SurveyContext = {}): SurveyStepId | null {
  const steps = surveySteps(slug, context);
  const index = steps.findIndex((step) => step === stepId);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

export type SurveyAnswers = Partial<Record<SurveyStepId, Record<string, string | number>>>;

/** Where a run continues: the first asking step without an answer; the last step when all are answered. */
export function resumeStep(slug: SurveySlug, answers: SurveyAnswers, context: SurveyContext = {}): SurveyStepId {
  const steps = surveySteps(slug, context);
  return steps.find((step) => isAskingStep(step) && !answers[step]) ?? steps[steps.length - 1]!;
}

export function isSurveyComplete(slug: SurveySlug, answers: SurveyAnswers, context: SurveyContext = {}): boolean {
  return surveySteps(slug, context).every((step) => !isAskingStep(step) || Boolean(answers[step]));
}

/** Stored answers as the run's JSON holds them; anything else (older shapes, tampering) is none. */
export function readSurveyAnswers(value: unknown): SurveyAnswers {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const answers: SurveyAnswers = {};
  for (const step of SURVEY_STEP_IDS) {
    const entry = (value as Record<string, unknown>)[step];
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue;
    const fields: Record<string, string | number> = {};
    for (const [key, given] of Object.entries(entry)) if (typeof given === "string" || typeof given === "number") fields[key] = given;
    answers[step] = fields;
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// Questions

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export const SURVEY_FEEDBACK_MAX_LENGTH = 2000;
export const REASON_OTHER_MAX_LENGTH = 500;

/** Why a customer cancelled (exit step of cancel-policy); the ids are stored and reported. */
export const CANCELLATION_REASONS = [
  "too_expensive",
  "cheaper_elsewhere",
  "no_longer_self_employed",
  "cover_not_suitable",
  "service",
  "other",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export function isCancellationReason(value: unknown): value is CancellationReason {
  return typeof value === "string" && (CANCELLATION_REASONS as readonly string[]).includes(value);
}

export const SURVEY_MESSAGES = {
  rating: "validations:rating",
  reason: "surveys:errors.reason",
  reasonOther: "surveys:errors.reasonOther",
} as const;

/** A question as the screen shows it: a 1-5 scale, a free text or one of fixed choices. */
export type SurveyQuestion =
  | { id: string; kind: "scale" }
  | { id: string; kind: "text"; max: number; rows: number }
  | { id: string; kind: "choice"; options: readonly string[] };

const comment = (id: string): SurveyQuestion => ({ id, kind: "text", max: SURVEY_FEEDBACK_MAX_LENGTH, rows: 4 });

/** The fixed question ids per step (spec section 9: "Some survey question ids are fixed"). */
export const SURVEY_QUESTIONS: Record<SurveyStepId, readonly SurveyQuestion[]> = {
  intro: [],
  personal: [{ id: "personal_ease", kind: "scale" }, comment("personal_comment")],
  additional: [comment("additional_comment")],
  payment: [{ id: "payment_ease", kind: "scale" }, comment("payment_comment")],
  claim: [{ id: "claim_ease", kind: "scale" }, comment("claim_comment")],
  exit: [
    { id: "reason", kind: "choice", options: CANCELLATION_REASONS },
    { id: "reason_other", kind: "text", max: REASON_OTHER_MAX_LENGTH, rows: 3 },
  ],
  effort: [{ id: "effort_score", kind: "scale" }],
  rating: [{ id: "rating", kind: "scale" }, comment("feedback")],
  thanks: [],
};

/** A whole number from 1 to 5 as the form sends it: "1" to "5", nothing else (not "2.5", "05", "x"). */
export function checkRating(value: string | number): string | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  return /^[1-5]$/.test(text) ? null : SURVEY_MESSAGES.rating;
}

/** A required 1-5 answer (rating, effort score, how a step went), as a number. */
export const scoreField = () =>
  z
    .string({ required_error: VALIDATION_MESSAGES.required, invalid_type_error: SURVEY_MESSAGES.rating })
    .trim()
    .superRefine((value, ctx) => {
      const message = checkRating(value);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    })
    .transform(Number);

/** The rating step's form: rating required (1..5), feedback optional (at most 2000 characters). */
export const ratingFormSchema = z.object({ rating: scoreField(), feedback: optionalText(SURVEY_FEEDBACK_MAX_LENGTH) });

const exitFormSchema = z
  .object({
    reason: z
      .string({ required_error: SURVEY_MESSAGES.reason, invalid_type_error: SURVEY_MESSAGES.reason })
      .refine(isCancellationReason, SURVEY_MESSAGES.reason),
    reason_other: optionalText(REASON_OTHER_MAX_LENGTH),
  })
  // "Other" says what, in words; a text with another reason is not kept (it would not fit it).
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.reason_other)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason_other"], message: SURVEY_MESSAGES.reasonOther });
  })
  .transform((value) => (value.reason === "other" ? value : { reason: value.reason, reason_other: undefined }));

const easeFormSchema = (ease: string, note: string) => z.object({ [ease]: scoreField(), [note]: optionalText(SURVEY_FEEDBACK_MAX_LENGTH) });

/** Each asking step's form, validated the same in the browser and on the server. */
export const SURVEY_STEP_SCHEMAS = {
  personal: easeFormSchema("personal_ease", "personal_comment"),
  additional: z.object({ additional_comment: optionalText(SURVEY_FEEDBACK_MAX_LENGTH) }),
  payment: easeFormSchema("payment_ease", "payment_comment"),
  claim: easeFormSchema("claim_ease", "claim_comment"),
  exit: exitFormSchema,
  effort: z.object({ effort_score: scoreField() }),
  rating: ratingFormSchema,
} satisfies Partial<Record<SurveyStepId, z.ZodTypeAny>>;

export type AskingStepId = keyof typeof SURVEY_STEP_SCHEMAS;

export function stepSchema(step: SurveyStepId): z.ZodTypeAny | null {
  return Object.prototype.hasOwnProperty.call(SURVEY_STEP_SCHEMAS, step) ? SURVEY_STEP_SCHEMAS[step as AskingStepId] : null;
}

/** A step's parsed answer without the empty optional fields (what the run's JSON keeps). */
export function compactAnswer(value: Record<string, unknown>): Record<string, string | number> {
  const answer: Record<string, string | number> = {};
  for (const [key, given] of Object.entries(value)) if (typeof given === "string" || typeof given === "number") answer[key] = given;
  return answer;
}

/** The columns a step fills besides the answers JSON: rating/feedback, effort score, reason. */
export function columnsOfAnswer(step: SurveyStepId, answer: Record<string, string | number>) {
  if (step === "rating") return { rating: Number(answer.rating), feedback: typeof answer.feedback === "string" ? answer.feedback : null };
  if (step === "effort") return { effortScore: Number(answer.effort_score) };
  if (step === "exit") return { cancellationReason: isCancellationReason(answer.reason) ? answer.reason : null };
  return {};
}

/** Where a survey starts, as entry points link to it: its intro, about a policy when given. */
export function surveyPath(slug: SurveySlug, productId: string, about: { policyId?: string | null; afterClaim?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (about.policyId) query.set("policy", about.policyId);
  if (about.policyId && about.afterClaim) query.set("after", "claim");
  const search = query.toString();
  return `/survey/${slug}/${encodeURIComponent(productId)}/intro${search ? `?${search}` : ""}`;
}

/** An average score for a report: one decimal, none without answers. */
export function roundedAverage(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}
