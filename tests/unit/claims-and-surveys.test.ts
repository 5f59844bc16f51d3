import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  checkClaimDate,
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  claimFormSchema,
  claimNumber,
  claimNumberSuffix,
  claimStatus,
} from "~/domain/claims/claims";
import {
  checkRating,
  isSurveySlug,
  nextSurveyStep,
  ratingFormSchema,
  SURVEY_MESSAGES,
  SURVEYS,
  surveyStep,
} from "~/domain/support/surveys";
import { addDays, FIELD_MESSAGES, VALIDATION_MESSAGES } from "~/domain/platform/validation";

const TODAY = "2025-03-15";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("claim date", () => {
  it("takes today and earlier days, refuses tomorrow", () => {
    expect(checkClaimDate(TODAY, TODAY)).toBeNull();
    expect(checkClaimDate(addDays(TODAY, -1), TODAY)).toBeNull();
    expect(checkClaimDate("2001-01-01", TODAY)).toBeNull();
    expect(checkClaimDate(addDays(TODAY, 1), TODAY)).toBe(CLAIM_MESSAGES.dateInFuture);
    expect(CLAIM_MESSAGES.dateInFuture).toBe("validations:dateInFuture");
  });

  it("wants a real YYYY-MM-DD date", () => {
    for (const bad of ["15-03-2025", "2025-02-29", "2025-3-1", "gisteren", "2025-03-15T00:00"]) {
      expect(checkClaimDate(bad, TODAY), bad).toBe(VALIDATION_MESSAGES.dateValidMessage);
    }
  });
});

describe("claim form", () => {
  const valid = { policyId: "pol_1", description: "Ruit gebroken door een bal", occurredOn: TODAY };

  it("accepts a policy, a description and a date up to today", () => {
    const submission = parseWithZod(form(valid), { schema: claimFormSchema(TODAY) });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual(valid);
  });

  it("gives field errors for missing, too long and future values", () => {
    const submission = parseWithZod(form({ policyId: "", description: "x".repeat(2001), occurredOn: addDays(TODAY, 1) }), {
      schema: claimFormSchema(TODAY),
    });
    expect(submission.status).toBe("error");
    if (submission.status !== "success") {
      expect(submission.error).toEqual({
        policyId: [VALIDATION_MESSAGES.required],
        description: [VALIDATION_MESSAGES.tooLong],
        occurredOn: [CLAIM_MESSAGES.dateInFuture],
      });
    }
    const empty = parseWithZod(form({ policyId: "p" }), { schema: claimFormSchema(TODAY) });
    if (empty.status !== "success") {
      expect(empty.error).toEqual({ description: [VALIDATION_MESSAGES.required], occurredOn: [FIELD_MESSAGES.occurredOn] });
    }
    const longest = parseWithZod(form({ ...valid, description: "x".repeat(2000) }), { schema: claimFormSchema(TODAY) });
    expect(longest.status).toBe("success");
  });
});

describe("claim numbers and statuses", () => {
  it("read CL-<day>-<six characters without look-alikes>", () => {
    const suffix = claimNumberSuffix(new Uint8Array([0, 1, 31, 32, 255, 100]));
    expect(suffix).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(claimNumber(TODAY, suffix)).toBe(`CL-20250315-${suffix}`);
    expect(claimNumberSuffix(new Uint8Array([1, 2, 3, 4, 5, 6]))).not.toBe(claimNumberSuffix(new Uint8Array([6, 5, 4, 3, 2, 1])));
  });

  it("know the five statuses; anything else reads as submitted", () => {
    expect(CLAIM_STATUSES).toEqual(["submitted", "in_review", "more_info", "approved", "rejected", "paid"]);
    for (const status of CLAIM_STATUSES) expect(claimStatus(status)).toBe(status);
    expect(claimStatus("lost")).toBe("submitted");
  });
});

describe("survey rating", () => {
  it("takes whole numbers 1 to 5", () => {
    for (const value of ["1", "2", "3", "4", "5", 1, 5, " 3 "]) expect(checkRating(value), String(value)).toBeNull();
  });

  it("refuses 0, 6, 2.5, x and look-alikes", () => {
    for (const value of ["0", "6", "2.5", "x", "", "05", "1e0", "-1", 0, 6, 2.5]) {
      expect(checkRating(value), String(value)).toBe(SURVEY_MESSAGES.rating);
    }
  });

  it("parses the form: rating as a number, feedback optional up to 2000 characters", () => {
    const ok = parseWithZod(form({ rating: "5", feedback: "Snel geregeld" }), { schema: ratingFormSchema });
    expect(ok.status === "success" && ok.value).toEqual({ rating: 5, feedback: "Snel geregeld" });
    const noFeedback = parseWithZod(form({ rating: "1" }), { schema: ratingFormSchema });
    expect(noFeedback.status === "success" && noFeedback.value).toEqual({ rating: 1, feedback: undefined });
    for (const rating of ["0", "6", "2.5", "x"]) {
      const bad = parseWithZod(form({ rating }), { schema: ratingFormSchema });
      expect(bad.status !== "success" && bad.error, rating).toEqual({ rating: [SURVEY_MESSAGES.rating] });
    }
    const missing = parseWithZod(form({ feedback: "geen cijfer" }), { schema: ratingFormSchema });
    expect(missing.status !== "success" && missing.error).toEqual({ rating: [VALIDATION_MESSAGES.required] });
    const long = parseWithZod(form({ rating: "3", feedback: "x".repeat(2001) }), { schema: ratingFormSchema });
    expect(long.status !== "success" && long.error).toEqual({ feedback: [VALIDATION_MESSAGES.tooLong] });
  });
});

describe("survey steps", () => {
  it("exist for purchase-policy, cancel-policy and general only", () => {
    expect(Object.keys(SURVEYS).sort()).toEqual(["cancel-policy", "general", "purchase-policy"]);
    for (const slug of ["purchase-policy", "cancel-policy", "general"]) expect(isSurveySlug(slug)).toBe(true);
    for (const slug of ["other", "", "constructor", "__proto__", "toString"]) expect(isSurveySlug(slug), slug).toBe(false);
  });

  it("start at the intro, end with thanks; unknown steps are none (more in surveys.test.ts)", () => {
    expect(surveyStep("purchase-policy", undefined)).toBe("intro");
    expect(surveyStep("purchase-policy", "")).toBe("intro");
    expect(surveyStep("purchase-policy", "rating")).toBe("rating");
    expect(surveyStep("general", "thanks/")).toBe("thanks");
    expect(surveyStep("general", "payment")).toBeNull();
    expect(surveyStep("general", "rating/extra")).toBeNull();
    expect(nextSurveyStep("general", "additional")).toBe("thanks");
    expect(nextSurveyStep("general", "thanks")).toBeNull();
  });
});
