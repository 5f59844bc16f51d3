// Surveys (spec section 2: /survey/{slug}/{productId}/*; section 9: rating scale 1 to 5). Each
// survey is a list of steps, as data, so a survey grows by adding a step here and a screen for
// its kind. The first step is where a survey starts; a step that asks something posts and moves
// to the next one.
import { z } from "zod";
import { optionalText, VALIDATION_MESSAGES } from "./validation";

export type SurveyStepKind = "rating" | "thanks";
export type SurveyStep = { id: string; kind: SurveyStepKind };

export const SURVEYS = {
  "purchase-policy": [
    { id: "rating", kind: "rating" },
    { id: "thanks", kind: "thanks" },
  ],
  "cancel-policy": [
    { id: "rating", kind: "rating" },
    { id: "thanks", kind: "thanks" },
  ],
  general: [
    { id: "rating", kind: "rating" },
    { id: "thanks", kind: "thanks" },
  ],
} as const satisfies Record<string, readonly SurveyStep[]>;

export type SurveySlug = keyof typeof SURVEYS;

export function isSurveySlug(value: string): value is SurveySlug {
  return Object.prototype.hasOwnProperty.call(SURVEYS, value);
}

/** The step named by the rest of the path; an empty rest is the first step; unknown is null. */
export function surveyStep(slug: SurveySlug, stepId: string | undefined): SurveyStep | null {
  const steps: readonly SurveyStep[] = SURVEYS[slug];
  const wanted = (stepId ?? "").replace(/\/+$/, "");
  if (wanted === "") return steps[0] ?? null;
  return steps.find((step) => step.id === wanted) ?? null;
}

/** The step after this one, or null at the end. */
export function nextSurveyStep(slug: SurveySlug, stepId: string): SurveyStep | null {
  const steps: readonly SurveyStep[] = SURVEYS[slug];
  const index = steps.findIndex((step) => step.id === stepId);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export const SURVEY_FEEDBACK_MAX_LENGTH = 2000;

export const SURVEY_MESSAGES = { rating: "validations:rating" } as const;

/** A whole number from 1 to 5 as the form sends it: "1" to "5", nothing else (not "2.5", "05", "x"). */
export function checkRating(value: string | number): string | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  return /^[1-5]$/.test(text) ? null : SURVEY_MESSAGES.rating;
}

/** The rating step's form: rating required (1..5), feedback optional (at most 2000 characters). */
export const ratingFormSchema = z.object({
  rating: z
    .string({ required_error: VALIDATION_MESSAGES.required, invalid_type_error: SURVEY_MESSAGES.rating })
    .trim()
    .superRefine((value, ctx) => {
      const message = checkRating(value);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    })
    .transform(Number),
  feedback: optionalText(SURVEY_FEEDBACK_MAX_LENGTH),
});
