// Saving the visitor's answers to the questions of one checkout screen: each checked on the
// server by the field registry (app/domain/question-fields.ts), plates and addresses confirmed
// by their register (answer-lookups.server.ts), then created, updated or (an optional question
// left empty) removed per question, in one transaction. A birth date also goes onto the profile.
import {
  ADDRESS_PART_NAMES,
  answerFieldName,
  answerInput,
  chosenOption,
  MULTISELECT_SEPARATOR,
  parseAnswer,
  QUESTION_FIELDS,
  type StoredAnswer,
} from "~/domain/catalogue/question-fields";
import { postedDate } from "~/domain/platform/date-parts";
import { lookUp, type LookupResult } from "./answer-lookups.server";
import type { CatalogueQuestion } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";

export { answerFieldName };

export type AnswerSubmission = { errors: Record<string, string>; values: Record<string, string> };

/** A question as asked on a screen: with the type of its product (the aov age limit differs). */
export type AskedQuestion = { question: CatalogueQuestion; productType: string };

/** What to store for one question: the answer (with what a lookup found), or null to remove it. */
export type ParsedAnswer = { question: CatalogueQuestion; value: (StoredAnswer & { details?: unknown }) | null };

type FormLike = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

const text = (form: FormLike, name: string) => {
  const entry = form.get(name);
  return typeof entry === "string" ? entry.trim() : "";
};

/**
 * A question's raw answer and the form values to show again; an address joins its three
 * inputs; a date typed as day, month and year (decision 0088) is its ISO date or what to fix.
 */
function rawAnswer(question: CatalogueQuestion, form: FormLike, values: Record<string, string>): string | { error: string } {
  if (answerInput(question) === "date" && form.get(`${answerFieldName(question)}.day`) !== null) {
    const { shown, date } = postedDate(form, answerFieldName(question));
    values[answerFieldName(question)] = shown;
    return date === null ? "" : "error" in date ? date : date.iso;
  }
  if (answerInput(question) === "address") {
    const parts = ADDRESS_PART_NAMES.map((name) => (values[name] = text(form, name)));
    return parts[0] === "" && parts[1] === "" ? "" : parts.join("|");
  }
  const name = answerFieldName(question);
  if (answerInput(question) === "multiselect") {
    const chosen = form.getAll(name).flatMap((entry) => (typeof entry === "string" && entry.trim() ? [entry.trim()] : []));
    return (values[name] = chosen.join(MULTISELECT_SEPARATOR));
  }
  return (values[name] = text(form, name));
}

/** Per product, the option values chosen on this form by field (a device's type decides its identifier). */
function chosenByField(asked: readonly AskedQuestion[], form: FormLike): Map<string, Record<string, string>> {
  const chosen = new Map<string, Record<string, string>>();
  for (const { question } of asked) {
    if (!question.field || question.options.length === 0) continue;
    const raw = text(form, answerFieldName(question));
    const option = chosenOption(question, raw);
    if (option) chosen.set(question.productId, { ...chosen.get(question.productId), [question.field]: option.value });
  }
  return chosen;
}

/**
 * Checks every asked question's answer and confirms plates and addresses with their register;
 * returns the errors (by form field) and what to store. Nothing is written.
 */
export async function checkAnswers(
  asked: readonly AskedQuestion[],
  form: FormLike,
  today: string,
  signal?: AbortSignal,
): Promise<AnswerSubmission & { parsed: ParsedAnswer[] }> {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const parsed: ParsedAnswer[] = [];
  const chosen = chosenByField(asked, form);
  for (const { question, productType } of asked) {
    const name = answerFieldName(question);
    const raw = rawAnswer(question, form, values);
    if (typeof raw !== "string") {
      errors[name] ??= raw.error;
      continue;
    }
    if (raw === "") {
      if (question.required) errors[name] ??= "validations:required";
      else parsed.push({ question, value: null });
      continue;
    }
    const result = parseAnswer(question, raw, { today, productType, chosen: chosen.get(question.productId) });
    if ("error" in result) errors[name] ??= result.error;
    else parsed.push({ question, value: result.value });
  }
  // One lookup per distinct value: a shared address asked for three products is looked up once.
  const lookups = new Map<string, Promise<LookupResult>>();
  const unconfirmed = new Set<ParsedAnswer>();
  for (const entry of parsed) {
    const kind = entry.question.field ? QUESTION_FIELDS[entry.question.field]?.lookup : undefined;
    if (!kind || !entry.value?.textValue || errors[answerFieldName(entry.question)]) continue;
    const key = `${kind}:${entry.value.textValue}`;
    if (!lookups.has(key)) lookups.set(key, lookUp(kind, entry.value.textValue, signal));
    const found = await lookups.get(key)!;
    if ("error" in found) {
      errors[answerFieldName(entry.question)] ??= found.error;
      unconfirmed.add(entry);
    } else entry.value = { ...entry.value, details: found.details };
  }
  // Only what passed (and what a register confirmed) is an answer; a preview overlays just that.
  return { errors, values, parsed: parsed.filter((entry) => !unconfirmed.has(entry)) };
}

export async function storeAnswers(userId: string, parsed: readonly ParsedAnswer[]): Promise<void> {
  await db.$transaction(async (tx) => {
    for (const { question, value } of parsed) {
      if (!value) {
        await tx.answer.deleteMany({ where: { userId, questionId: question.id } });
        continue;
      }
      // Only looked-up fields carry details, and they always do: nothing to clear.
      const row = { ...value, details: value.details === undefined ? undefined : (value.details as object) };
      await tx.answer.upsert({
        where: { userId_questionId: { userId, questionId: question.id } },
        create: { userId, questionId: question.id, ...row },
        update: row,
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
  form: FormLike,
  today: string,
): Promise<AnswerSubmission> {
  const { errors, values, parsed } = await checkAnswers(asked, form, today);
  if (Object.keys(errors).length === 0) await storeAnswers(userId, parsed);
  return { errors, values };
}

/** Every question of the products, as asked (the broker's quote and tests use this). */
export function allQuestionsOf(products: readonly { type: string; questions: readonly CatalogueQuestion[] }[]): AskedQuestion[] {
  return products.flatMap((product) => product.questions.map((question) => ({ question, productType: product.type })));
}
