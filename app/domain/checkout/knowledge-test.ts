// The aov knowledge test and the BMI answer (spec sections 4 and 5). The test has 11
// questions; 8 right is a pass. Two attempts; after the second failure the customer is mailed
// an alternative test, which allows one more. Pure: the server stores, this decides.
import { questionFieldName } from "../catalogue/question-fields";
import { bmi, bmiNeedsAdviser, checkHeight, checkWeight, VALIDATION_MESSAGES, type ValidationMessage } from "../platform/field-checks";

/** Right answers needed out of SPEC_QUESTION_COUNT. */
export const PASS_MARK = 8;
/** The spec's test length; the real count comes from the product's questions. */
export const SPEC_QUESTION_COUNT = 11;
/** Attempts before the alternative test is mailed (QuizResult.allowedAttempts defaults to this). */
export const DEFAULT_ALLOWED_ATTEMPTS = 2;
/** The alternative test's mailed link is valid this long. */
export const ALTERNATIVE_LINK_DAYS = 7;

/**
 * Right answers needed for a test of `total` questions: 8 of 11, kept in proportion should a
 * product's test have another length (never more than all of them).
 */
export function passMarkFor(total: number): number {
  return Math.min(total, Math.ceil((total * PASS_MARK) / SPEC_QUESTION_COUNT));
}

export type QuizQuestion = { id: string; options: readonly { id: string; isCorrect: boolean }[] };
export type QuizAnswer = { questionId: string; optionId: string };

export type QuizScore = { ok: true; score: number; total: number; passed: boolean } | { ok: false; error: "answerCount" | "foreignOption" };

/**
 * Scores a complete submission. More or fewer answers than questions (or a question answered
 * twice) and an option that is not its question's are refused: the form cannot send those.
 */
export function scoreQuiz(questions: readonly QuizQuestion[], submitted: readonly QuizAnswer[]): QuizScore {
  if (submitted.length !== questions.length) return { ok: false, error: "answerCount" };
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  let score = 0;
  for (const answer of submitted) {
    if (seen.has(answer.questionId)) return { ok: false, error: "answerCount" };
    seen.add(answer.questionId);
    const option = byId.get(answer.questionId)?.options.find((candidate) => candidate.id === answer.optionId);
    if (!option) return { ok: false, error: "foreignOption" };
    if (option.isCorrect) score += 1;
  }
  const total = questions.length;
  return { ok: true, score, total, passed: score >= passMarkFor(total) };
}

/** The questions a submission leaves unanswered (a visitor who skipped one, not a forgery). */
export function unansweredQuestions(questions: readonly { id: string }[], submitted: readonly QuizAnswer[]): string[] {
  const answered = new Set(submitted.map((answer) => answer.questionId));
  return questions.filter((question) => !answered.has(question.id)).map((question) => question.id);
}

/** Why a failed attempt ends the screen: the score, the attempts left and the alternative test's state. */
export type QuizFailure = {
  score: number;
  total: number;
  passMark: number;
  attemptsLeft: number;
  alternative: "sent" | "needsEmail" | null;
};

/** Out of attempts with the alternative test still to be asked for (a refused request for it shows this again). */
export function exhaustedFailure(total: number): QuizFailure {
  return { score: 0, total, passMark: passMarkFor(total), attemptsLeft: 0, alternative: "needsEmail" };
}

/** The quiz answers of a posted form (fields q-<question id>), and the values as posted to show again on an error. */
export function quizAnswersOfForm(entries: Iterable<[string, unknown]>): { submitted: QuizAnswer[]; values: Record<string, string> } {
  const submitted: QuizAnswer[] = [];
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!name.startsWith("q-") || typeof value !== "string") continue;
    submitted.push({ questionId: name.slice(2), optionId: value });
    values[name] = value;
  }
  return { submitted, values };
}

/** A submission the form cannot make: an answer to another question, or a question answered twice. */
export function isForeignSubmission(questions: readonly { id: string }[], submitted: readonly QuizAnswer[]): boolean {
  const known = new Set(questions.map((question) => question.id));
  return (
    submitted.some((answer) => !known.has(answer.questionId)) ||
    new Set(submitted.map((answer) => answer.questionId)).size !== submitted.length
  );
}

export type QuizResultLike = { attempts: number; allowedAttempts: number; passed: boolean; alternativeSentAt?: Date | string | null };

/** Whether another attempt may be made: not passed yet and attempts left (no result yet: yes). */
export function attemptAllowed(result: QuizResultLike | null | undefined): boolean {
  if (!result) return true;
  return !result.passed && result.attempts < result.allowedAttempts;
}

export function attemptsLeft(result: QuizResultLike | null | undefined): number {
  if (!result) return DEFAULT_ALLOWED_ATTEMPTS;
  return result.passed ? 0 : Math.max(0, result.allowedAttempts - result.attempts);
}

/** After the second failure, once: the alternative test is mailed. */
export function shouldSendAlternative(result: QuizResultLike): boolean {
  return (
    !result.passed && result.attempts >= DEFAULT_ALLOWED_ATTEMPTS && result.attempts >= result.allowedAttempts && !result.alternativeSentAt
  );
}

export type BmiCheck =
  | { ok: true; bmi: number; refer: boolean; height: number; weight: number }
  | { ok: false; errors: { height?: ValidationMessage; weight?: ValidationMessage } };

/** The form fields of a BMI question: height and weight. */
export const heightFieldName = (questionId: string) => `${questionFieldName(questionId)}-height`;
export const weightFieldName = (questionId: string) => `${questionFieldName(questionId)}-weight`;

/**
 * Height (cm) and weight (kg) as typed: each checked against the spec's range, then the BMI
 * (rounded to one decimal for storage and display) and whether it refers to an adviser,
 * decided on the unrounded value.
 */
export function checkBmiAnswer(heightRaw: string, weightRaw: string): BmiCheck {
  const height = heightRaw.trim().replace(",", ".");
  const weight = weightRaw.trim().replace(",", ".");
  const errors: { height?: ValidationMessage; weight?: ValidationMessage } = {};
  const heightError = height === "" ? VALIDATION_MESSAGES.required : checkHeight(height);
  const weightError = weight === "" ? VALIDATION_MESSAGES.required : checkWeight(weight);
  if (heightError) errors.height = heightError;
  if (weightError) errors.weight = weightError;
  if (heightError || weightError) return { ok: false, errors };
  const h = Number(height);
  const w = Number(weight);
  const value = bmi(h, w);
  return { ok: true, bmi: Math.round(value * 10) / 10, refer: bmiNeedsAdviser(value), height: h, weight: w };
}

/** The test the screen shows, as the loader gives it. */
export type KnowledgeTestView = {
  productId: string;
  productName: string;
  total: number;
  passMark: number;
  attemptsLeft: number;
  alternativeSent: boolean;
  lastScore: number | null;
  questions: { id: string; name: string; text: string; options: { id: string; label: string }[] }[];
};
