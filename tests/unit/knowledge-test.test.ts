import { describe, expect, it } from "vitest";
import {
  attemptAllowed,
  attemptsLeft,
  checkBmiAnswer,
  passMarkFor,
  PASS_MARK,
  scoreQuiz,
  shouldSendAlternative,
  SPEC_QUESTION_COUNT,
  unansweredQuestions,
} from "~/domain/checkout/knowledge-test";
import { knowledgeTestQuestions, medicalHistoryQuestions } from "../../prisma/seed-data/aov-health";

/** n questions q0..q(n-1), each with options qi-a (right), qi-b and qi-c. */
const questions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    options: ["a", "b", "c"].map((letter) => ({ id: `q${i}-${letter}`, isCorrect: letter === "a" })),
  }));

/** Answers with `right` right ones first, the rest wrong. */
const answers = (n: number, right: number) =>
  Array.from({ length: n }, (_, i) => ({ questionId: `q${i}`, optionId: `q${i}-${i < right ? "a" : "b"}` }));

describe("scoreQuiz", () => {
  it("passes with 8 of 11 right and fails with 7", () => {
    expect(scoreQuiz(questions(11), answers(11, 8))).toEqual({ ok: true, score: 8, total: 11, passed: true });
    expect(scoreQuiz(questions(11), answers(11, 7))).toEqual({ ok: true, score: 7, total: 11, passed: false });
    expect(scoreQuiz(questions(11), answers(11, 11))).toMatchObject({ score: 11, passed: true });
  });

  it("refuses a submission with more or fewer answers than questions", () => {
    expect(scoreQuiz(questions(11), answers(10, 10))).toEqual({ ok: false, error: "answerCount" });
    expect(scoreQuiz(questions(11), [...answers(11, 11), { questionId: "q12", optionId: "q12-a" }])).toEqual({
      ok: false,
      error: "answerCount",
    });
  });

  it("refuses a question answered twice even when the count matches", () => {
    const twice = [...answers(10, 10), { questionId: "q0", optionId: "q0-a" }];
    expect(scoreQuiz(questions(11), twice)).toEqual({ ok: false, error: "answerCount" });
  });

  it("refuses an option of another question and an unknown question", () => {
    const swapped = answers(11, 11).map((answer, i) => (i === 0 ? { questionId: "q0", optionId: "q1-a" } : answer));
    expect(scoreQuiz(questions(11), swapped)).toEqual({ ok: false, error: "foreignOption" });
    const unknown = answers(11, 11).map((answer, i) => (i === 0 ? { questionId: "zz", optionId: "q0-a" } : answer));
    expect(scoreQuiz(questions(11), unknown)).toEqual({ ok: false, error: "foreignOption" });
  });

  it("keeps the pass mark in proportion for another test length", () => {
    expect(passMarkFor(SPEC_QUESTION_COUNT)).toBe(PASS_MARK);
    expect(passMarkFor(22)).toBe(16);
    expect(passMarkFor(1)).toBe(1);
  });

  it("names the questions a visitor skipped", () => {
    expect(unansweredQuestions(questions(3), answers(2, 2))).toEqual(["q2"]);
  });
});

describe("attempts", () => {
  it("allows two attempts, a third only once it was granted, none after a pass", () => {
    expect(attemptAllowed(null)).toBe(true);
    expect(attemptAllowed({ attempts: 1, allowedAttempts: 2, passed: false })).toBe(true);
    expect(attemptAllowed({ attempts: 2, allowedAttempts: 2, passed: false })).toBe(false);
    expect(attemptAllowed({ attempts: 2, allowedAttempts: 3, passed: false })).toBe(true);
    expect(attemptAllowed({ attempts: 1, allowedAttempts: 2, passed: true })).toBe(false);
    expect(attemptsLeft(null)).toBe(2);
    expect(attemptsLeft({ attempts: 1, allowedAttempts: 2, passed: false })).toBe(1);
    expect(attemptsLeft({ attempts: 3, allowedAttempts: 2, passed: false })).toBe(0);
  });

  it("sends the alternative test after the second failure, once", () => {
    expect(shouldSendAlternative({ attempts: 1, allowedAttempts: 2, passed: false })).toBe(false);
    expect(shouldSendAlternative({ attempts: 2, allowedAttempts: 2, passed: false })).toBe(true);
    expect(shouldSendAlternative({ attempts: 2, allowedAttempts: 2, passed: false, alternativeSentAt: new Date() })).toBe(false);
    expect(shouldSendAlternative({ attempts: 2, allowedAttempts: 2, passed: true })).toBe(false);
    // The alternative attempt failed too: no second mail.
    expect(shouldSendAlternative({ attempts: 3, allowedAttempts: 3, passed: false, alternativeSentAt: new Date() })).toBe(false);
  });
});

describe("checkBmiAnswer", () => {
  it("gives the BMI rounded to one decimal and refers outside 18-33", () => {
    expect(checkBmiAnswer("180", "75")).toEqual({ ok: true, bmi: 23.1, refer: false, height: 180, weight: 75 });
    expect(checkBmiAnswer("200", "71.6")).toMatchObject({ bmi: 17.9, refer: true });
    expect(checkBmiAnswer("150", "74.5")).toMatchObject({ bmi: 33.1, refer: true });
    expect(checkBmiAnswer("200", "72")).toMatchObject({ bmi: 18, refer: false });
    expect(checkBmiAnswer("150", "74,2")).toMatchObject({ bmi: 33, refer: false });
  });

  it("decides the referral on the unrounded value", () => {
    // 74.34 / 1.5^2 = 33.04: shown as 33.0, but above 33.
    expect(checkBmiAnswer("150", "74.34")).toMatchObject({ bmi: 33, refer: true });
  });

  it("gives the spec's messages at the field", () => {
    expect(checkBmiAnswer("", "")).toEqual({ ok: false, errors: { height: "validations:required", weight: "validations:required" } });
    expect(checkBmiAnswer("99", "201")).toEqual({
      ok: false,
      errors: { height: "validations:minHeight", weight: "validations:maxWeight" },
    });
    expect(checkBmiAnswer("251", "49")).toEqual({
      ok: false,
      errors: { height: "validations:maxHeight", weight: "validations:minWeight" },
    });
    expect(checkBmiAnswer("tall", "80")).toEqual({ ok: false, errors: { height: "validations:number" } });
  });
});

describe("aov health seed data", () => {
  it("has 11 quiz questions with three options and exactly one right answer, in four languages", () => {
    const quiz = knowledgeTestQuestions();
    expect(quiz).toHaveLength(11);
    for (const question of quiz) {
      expect(question).toMatchObject({ type: "quiz", group: "normal", required: true });
      expect(question.options).toHaveLength(3);
      expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
      for (const text of [question.texts, ...question.options.map((option) => option.labels)]) {
        for (const language of ["nl", "en", "de", "fr"] as const) expect(text[language].length).toBeGreaterThan(0);
      }
    }
    // The right answer is not always in the same place.
    expect(new Set(quiz.map((question) => question.options.findIndex((option) => option.isCorrect))).size).toBeGreaterThan(1);
  });

  it("has 14 yes/no medical questions and one BMI question", () => {
    const all = medicalHistoryQuestions();
    const medical = all.filter((question) => question.type === "medical");
    expect(medical).toHaveLength(14);
    expect(all.filter((question) => question.type === "bmi")).toEqual([
      expect.objectContaining({ field: "bmi", options: [], required: true }),
    ]);
    const yes = medical.map((question) => {
      expect(question.options.map((option) => option.value)).toEqual(["no", "yes"]);
      expect(question.options[0]!.consequence).toBe("approve");
      return question.options[1]!;
    });
    const underwriting = yes.filter((option) => option.underwriting === "medical_underwriting");
    expect(underwriting.length).toBeGreaterThan(0);
    expect(underwriting.every((option) => option.consequence === "none")).toBe(true);
    expect(yes.filter((option) => option.consequence === "drop_out").length).toBeGreaterThan(0);
    expect(yes.filter((option) => option.consequence === "hard_drop_out").length).toBeGreaterThanOrEqual(1);
    expect(yes.filter((option) => option.consequence === "hard_drop_out").length).toBeLessThanOrEqual(2);
  });
});
