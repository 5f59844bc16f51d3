// Survey steps as data (decision 0053): the composition of each survey, the fixed question ids,
// validation per step with the spec's 1..5 edges, the cancellation reasons, and where a run
// continues.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  AFTER_CLAIM_STEPS,
  CANCELLATION_REASONS,
  columnsOfAnswer,
  compactAnswer,
  isAskingStep,
  isCancellationReason,
  isSurveyComplete,
  previousSurveyStep,
  readSurveyAnswers,
  resumeStep,
  stepSchema,
  SURVEY_MESSAGES,
  SURVEY_QUESTIONS,
  SURVEY_STEP_IDS,
  SURVEYS,
  surveySteps,
  surveyStep,
} from "~/domain/support/surveys";
import { VALIDATION_MESSAGES } from "~/domain/platform/validation";
import nl from "~/i18n/locales/nl/surveys.json";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

function parse(step: Parameters<typeof stepSchema>[0], fields: Record<string, string>) {
  const schema = stepSchema(step);
  if (!schema) throw new Error(`no schema for ${step}`);
  return parseWithZod(form(fields), { schema });
}

describe("survey composition", () => {
  it("holds every step of spec section 3 and composes each survey from them", () => {
    for (const step of ["personal", "additional", "payment", "claim", "exit", "intro", "effort"]) expect(SURVEY_STEP_IDS).toContain(step);
    expect(SURVEYS["purchase-policy"]).toEqual(["intro", "personal", "payment", "rating", "effort", "thanks"]);
    expect(SURVEYS["cancel-policy"]).toEqual(["intro", "exit", "effort", "thanks"]);
    expect(SURVEYS.general).toEqual(["intro", "rating", "additional", "thanks"]);
    expect(AFTER_CLAIM_STEPS).toEqual(["intro", "claim", "rating", "additional", "thanks"]);
    // Every step of the spec is used by some survey.
    const used = new Set([...Object.values(SURVEYS).flat(), ...AFTER_CLAIM_STEPS]);
    expect([...SURVEY_STEP_IDS].filter((step) => !used.has(step))).toEqual([]);
  });

  it("asks the claim step only in the general survey after a claim", () => {
    expect(surveySteps("general", { afterClaim: true })).toBe(AFTER_CLAIM_STEPS);
    expect(surveySteps("general", {})).toBe(SURVEYS.general);
    expect(surveySteps("cancel-policy", { afterClaim: true })).toBe(SURVEYS["cancel-policy"]);
    expect(surveyStep("general", "claim")).toBeNull();
    expect(surveyStep("general", "claim", { afterClaim: true })).toBe("claim");
  });

  it("names steps by path, the first for an empty rest, none for anything else", () => {
    expect(surveyStep("cancel-policy", undefined)).toBe("intro");
    expect(surveyStep("cancel-policy", "exit")).toBe("exit");
    expect(surveyStep("cancel-policy", "exit//")).toBe("exit");
    for (const bad of ["personal", "Exit", "exit/x", "../exit", "__proto__", "constructor"])
      expect(surveyStep("cancel-policy", bad), bad).toBeNull();
    expect(previousSurveyStep("cancel-policy", "effort")).toBe("exit");
    expect(previousSurveyStep("cancel-policy", "intro")).toBeNull();
  });

  it("has intro and thanks as the only steps that ask nothing; every asking step has a schema", () => {
    for (const step of SURVEY_STEP_IDS) {
      expect(isAskingStep(step), step).toBe(step !== "intro" && step !== "thanks");
      expect(stepSchema(step) !== null, step).toBe(isAskingStep(step));
      expect(SURVEY_QUESTIONS[step].length > 0, step).toBe(isAskingStep(step));
    }
  });

  it("keeps the question ids fixed and unique, each with a label and hint in the catalogue", () => {
    const ids = SURVEY_STEP_IDS.flatMap((step) => SURVEY_QUESTIONS[step].map((question) => question.id));
    expect(ids).toEqual([
      "personal_ease",
      "personal_comment",
      "additional_comment",
      "payment_ease",
      "payment_comment",
      "claim_ease",
      "claim_comment",
      "reason",
      "reason_other",
      "effort_score",
      "rating",
      "feedback",
    ]);
    for (const id of ids)
      expect(nl.questions[id as keyof typeof nl.questions], id).toMatchObject({ label: expect.any(String), hint: expect.any(String) });
  });
});

describe("cancellation reasons", () => {
  it("are a fixed list with ids, each translated", () => {
    expect(CANCELLATION_REASONS).toEqual([
      "too_expensive",
      "cheaper_elsewhere",
      "no_longer_self_employed",
      "cover_not_suitable",
      "service",
      "other",
    ]);
    for (const reason of CANCELLATION_REASONS) expect(nl.reasons[reason]).toEqual(expect.any(String));
    expect(isCancellationReason("other")).toBe(true);
    for (const bad of ["", "Other", "too expensive", "__proto__", 1, null]) expect(isCancellationReason(bad), String(bad)).toBe(false);
  });

  it("need a reason; 'other' needs words; words with another reason are dropped", () => {
    const ok = parse("exit", { reason: "too_expensive" });
    expect(ok.status === "success" && ok.value).toEqual({ reason: "too_expensive", reason_other: undefined });
    const dropped = parse("exit", { reason: "service", reason_other: "Wachttijd aan de telefoon" });
    expect(dropped.status === "success" && compactAnswer(dropped.value)).toEqual({ reason: "service" });
    const other = parse("exit", { reason: "other", reason_other: "  Ik ga emigreren " });
    expect(other.status === "success" && other.value).toEqual({ reason: "other", reason_other: "Ik ga emigreren" });
    const otherEmpty = parse("exit", { reason: "other", reason_other: "  " });
    expect(otherEmpty.status !== "success" && otherEmpty.error).toEqual({ reason_other: [SURVEY_MESSAGES.reasonOther] });
    for (const reason of ["", "expensive", "__proto__"]) {
      const bad = parse("exit", { reason });
      expect(bad.status !== "success" && bad.error?.reason, reason).toEqual([SURVEY_MESSAGES.reason]);
    }
    const long = parse("exit", { reason: "other", reason_other: "x".repeat(501) });
    expect(long.status !== "success" && long.error).toEqual({ reason_other: [VALIDATION_MESSAGES.tooLong] });
  });
});

describe("scores on the spec's 1..5 scale", () => {
  const scored = [
    ["effort", "effort_score"],
    ["rating", "rating"],
    ["personal", "personal_ease"],
    ["payment", "payment_ease"],
    ["claim", "claim_ease"],
  ] as const;

  it("take 1 and 5 (and everything between) as numbers", () => {
    for (const [step, field] of scored) {
      for (const value of ["1", "3", "5", " 5 "]) {
        const ok = parse(step, { [field]: value });
        expect(ok.status === "success" && ok.value[field], `${step} ${value}`).toBe(Number(value));
      }
    }
  });

  it("refuse 0, 6, 2.5 and the like, and a missing score", () => {
    for (const [step, field] of scored) {
      for (const value of ["0", "6", "2.5", "-1", "05", "x"]) {
        const bad = parse(step, { [field]: value });
        expect(bad.status !== "success" && bad.error?.[field], `${step} ${value}`).toEqual([SURVEY_MESSAGES.rating]);
      }
      const missing = parse(step, {});
      expect(missing.status !== "success" && missing.error?.[field], step).toEqual([VALIDATION_MESSAGES.required]);
    }
  });

  it("lets the additional step be sent empty, with its text at most 2000 characters", () => {
    const empty = parse("additional", {});
    expect(empty.status === "success" && compactAnswer(empty.value)).toEqual({});
    const long = parse("additional", { additional_comment: "x".repeat(2001) });
    expect(long.status !== "success" && long.error).toEqual({ additional_comment: [VALIDATION_MESSAGES.tooLong] });
  });
});

describe("a run's answers", () => {
  it("continue at the first asking step without an answer, and complete when all are answered", () => {
    expect(resumeStep("purchase-policy", {})).toBe("personal");
    expect(resumeStep("purchase-policy", { personal: { personal_ease: 4 } })).toBe("payment");
    // An answer given out of order does not skip the one before it.
    expect(resumeStep("purchase-policy", { personal: { personal_ease: 4 }, rating: { rating: 5 } })).toBe("payment");
    const all = { personal: { personal_ease: 4 }, payment: { payment_ease: 3 }, rating: { rating: 5 }, effort: { effort_score: 2 } };
    expect(isSurveyComplete("purchase-policy", all)).toBe(true);
    expect(resumeStep("purchase-policy", all)).toBe("thanks");
    expect(isSurveyComplete("purchase-policy", { ...all, effort: undefined })).toBe(false);
    // An empty answer of an all-optional step counts as answered.
    expect(isSurveyComplete("general", { rating: { rating: 3 }, additional: {} })).toBe(true);
    expect(isSurveyComplete("general", { rating: { rating: 3 }, additional: {} }, { afterClaim: true })).toBe(false);
  });

  it("are read from stored JSON, ignoring what is not an answer", () => {
    expect(readSurveyAnswers(null)).toEqual({});
    expect(readSurveyAnswers([1])).toEqual({});
    expect(readSurveyAnswers({ exit: { reason: "service", nested: { a: 1 } }, unknown: { a: 1 }, effort: "5" })).toEqual({
      exit: { reason: "service" },
    });
  });

  it("fill the reason, effort score and rating columns", () => {
    expect(columnsOfAnswer("exit", { reason: "cheaper_elsewhere" })).toEqual({ cancellationReason: "cheaper_elsewhere" });
    expect(columnsOfAnswer("effort", { effort_score: 2 })).toEqual({ effortScore: 2 });
    expect(columnsOfAnswer("rating", { rating: 4 })).toEqual({ rating: 4, feedback: null });
    expect(columnsOfAnswer("rating", { rating: 4, feedback: "Prima" })).toEqual({ rating: 4, feedback: "Prima" });
    expect(columnsOfAnswer("personal", { personal_ease: 4 })).toEqual({});
  });
});
