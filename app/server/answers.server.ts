// Saving the visitor's answers to the questions of one checkout screen: each checked on the
// server by the field registry (app/domain/question-fields.ts), then created, updated or (an
// optional question left empty) removed per question, in one transaction. A birth date also
// goes onto the profile.
import { parseAnswer, QUESTION_FIELDS, type StoredAnswer } from "~/domain/question-fields";
import type { CatalogueQuestion } from "./catalogue.server";
import { db } from "./db.server";

export const answerFieldName = (questionId: string) => `q-${questionId}`;

export type AnswerSubmission = { errors: Record<string, string>; values: Record<string, string> };

/** A question as asked on a screen: with the type of its product (the aov age limit differs). */
export type AskedQuestion = { question: CatalogueQuestion; productType: string };

/** Checks every asked question's answer; returns the errors and what to store. Nothing is written. */
export function checkAnswers(
  asked: readonly AskedQuestion[],
  form: { get(name: string): FormDataEntryValue | null },
  today: string,
): AnswerSubmission & { parsed: { question: CatalogueQuestion; value: StoredAnswer | null }[] } {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const parsed: { question: CatalogueQuestion; value: StoredAnswer | null }[] = [];
  for (const { question, productType } of asked) {
    const name = answerFieldName(question.id);
    const entry = form.get(name);
    const raw = typeof entry === "string" ? entry.trim() : "";
    values[name] = raw;
    if (raw === "") {
      if (question.required) errors[name] = "validations:required";
      else parsed.push({ question, value: null });
      continue;
    }
    const result = parseAnswer(question, raw, { today, productType });
    if ("error" in result) errors[name] = result.error;
    else parsed.push({ question, value: result.value });
  }
  return { errors, values, parsed };
}

export async function storeAnswers(userId: string, parsed: readonly { question: CatalogueQuestion; value: StoredAnswer | null }[]): Promise<void> {
  await db.$transaction(async (tx) => {
    for (const { question, value } of parsed) {
      if (!value) {
        await tx.answer.deleteMany({ where: { userId, questionId: question.id } });
        continue;
      }
      await tx.answer.upsert({
        where: { userId_questionId: { userId, questionId: question.id } },
        create: { userId, questionId: question.id, ...value },
        update: value,
      });
      if (question.field && QUESTION_FIELDS[question.field]?.profile === "birthDate" && value.dateValue) {
        await tx.user.update({ where: { id: userId }, data: { birthDate: value.dateValue } });
      }
    }
  });
}

/** Checks and, when every answer is valid, stores the answers of the asked questions. */
export async function saveAnswers(
  userId: string,
  asked: readonly AskedQuestion[],
  form: { get(name: string): FormDataEntryValue | null },
  today: string,
): Promise<AnswerSubmission> {
  const { errors, values, parsed } = checkAnswers(asked, form, today);
  if (Object.keys(errors).length === 0) await storeAnswers(userId, parsed);
  return { errors, values };
}

/** Every question of the products, as asked (the broker's quote and tests use this). */
export function allQuestionsOf(products: readonly { type: string; questions: readonly CatalogueQuestion[] }[]): AskedQuestion[] {
  return products.flatMap((product) => product.questions.map((question) => ({ question, productType: product.type })));
}
