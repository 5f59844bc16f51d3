// Saving the visitor's answers to a checkout's questions: each field checked on the server
// (an option must belong to its question; dates, amounts and numbers by the spec's rules),
// then created or updated per question. A birth date also goes onto the profile.
import { answerKind } from "~/domain/question-flow";
import {
  LIMITS,
  checkBirthDate,
  checkClaimFreeYears,
  checkDevicePrice,
  checkImei,
  checkIncome,
  checkRevenue,
  stripNonDigits,
} from "~/domain/validation";
import type { CatalogueProduct, CatalogueQuestion } from "./catalogue.server";
import { db } from "./db.server";

export const answerFieldName = (questionId: string) => `q-${questionId}`;

type ParsedAnswer = {
  optionId: string | null;
  dateValue: string | null;
  moneyValueCents: number | null;
  floatValue: number | null;
  textValue: string | null;
};

const AOV_TYPES = new Set(["aov", "aov_acture"]);

function parseAnswer(question: CatalogueQuestion, productType: string, raw: string, today: string): { value?: ParsedAnswer; error?: string } {
  const none: ParsedAnswer = { optionId: null, dateValue: null, moneyValueCents: null, floatValue: null, textValue: null };
  const kind = answerKind(question);
  if (kind === "option") {
    const option = question.options.find((candidate) => candidate.id === raw);
    // An id that is not one of this question's options is tampering or a stale page.
    return option ? { value: { ...none, optionId: option.id } } : { error: "validations:required" };
  }
  if (kind === "date") {
    const maxAge = AOV_TYPES.has(productType) ? LIMITS.AOV_MAX_AGE : LIMITS.MAX_AGE;
    const error = question.field === "birth_date" ? checkBirthDate(raw, today, { maxAge }) : null;
    return error ? { error } : { value: { ...none, dateValue: raw } };
  }
  if (kind === "money") {
    const error =
      question.field === "income" ? checkIncome(raw) : question.field === "expected_revenue" ? checkRevenue(raw) : checkDevicePrice(raw);
    return error ? { error } : { value: { ...none, moneyValueCents: Number(stripNonDigits(raw)) * 100 } };
  }
  if (kind === "number") {
    const error = question.field === "claim_free_years" ? checkClaimFreeYears(raw) : Number.isFinite(Number(raw)) ? null : "validations:number";
    return error ? { error } : { value: { ...none, floatValue: Number(raw) } };
  }
  if (question.field === "imeiNumber") {
    const error = checkImei(raw);
    return error ? { error } : { value: { ...none, textValue: raw.replace(/\s+/g, "") } };
  }
  return raw.length > 500 ? { error: "validations:tooLong" } : { value: { ...none, textValue: raw } };
}

export type AnswerSubmission = { errors: Record<string, string>; values: Record<string, string> };

export async function saveAnswers(
  userId: string,
  products: readonly CatalogueProduct[],
  form: FormData,
  today: string,
): Promise<AnswerSubmission> {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const parsed: { question: CatalogueQuestion; value: ParsedAnswer | null }[] = [];
  for (const product of products) {
    for (const question of product.questions) {
      const name = answerFieldName(question.id);
      const entry = form.get(name);
      const raw = typeof entry === "string" ? entry.trim() : "";
      values[name] = raw;
      if (raw === "") {
        if (question.required) errors[name] = "validations:required";
        else parsed.push({ question, value: null });
        continue;
      }
      const result = parseAnswer(question, product.type, raw, today);
      if (result.error) errors[name] = result.error;
      else parsed.push({ question, value: result.value! });
    }
  }
  if (Object.keys(errors).length > 0) return { errors, values };

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
      if (question.field === "birth_date" && value.dateValue) {
        await tx.user.update({ where: { id: userId }, data: { birthDate: value.dateValue } });
      }
    }
  });
  return { errors, values };
}
