// Saving the aov medical history (spec sections 4 and 5): the yes/no medical questions as
// options, and the BMI question as height and weight. Everything is checked before anything is
// written; the BMI answer stores the BMI (one decimal) with what it was computed from.
import { checkBmiAnswer, heightFieldName, weightFieldName } from "~/domain/checkout/knowledge-test";
import { questionFieldName } from "~/domain/catalogue/question-fields";
import type { CatalogueQuestion } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";

type Row = { questionId: string; optionId: string | null; floatValue: number | null; textValue: string | null; explanation: string | null };

export type MedicalSubmission = {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A BMI outside 18-33: the customer is referred to an adviser. */
  refer: boolean;
};

export async function saveMedicalHistory(
  userId: string,
  questions: readonly CatalogueQuestion[],
  form: FormData,
  /** The errors of the flow's checks on this screen (runFlowChecks), kept at their fields. */
  checkErrors: Readonly<Record<string, string>> = {},
  /** The checked explanations by question (answer-details.server's explanationsOf); none where absent. */
  explanations: ReadonlyMap<string, string | null> = new Map(),
): Promise<MedicalSubmission> {
  const errors: Record<string, string> = { ...checkErrors };
  const values: Record<string, string> = {};
  const rows: Row[] = [];
  let refer = false;
  const field = (name: string) => {
    const entry = form.get(name);
    values[name] = typeof entry === "string" ? entry.trim() : "";
    return values[name]!;
  };
  for (const question of questions) {
    if (question.type === "bmi") {
      const heightName = heightFieldName(question.id);
      const weightName = weightFieldName(question.id);
      const check = checkBmiAnswer(field(heightName), field(weightName));
      if (!check.ok) {
        // The flow's "bmi" check says what is wrong with the figures; without it a BMI that
        // cannot be computed is simply no answer.
        if (question.required && !errors[heightName] && !errors[weightName]) errors[heightName] = "validations:required";
        continue;
      }
      refer ||= check.refer;
      rows.push({
        questionId: question.id,
        optionId: null,
        floatValue: check.bmi,
        textValue: JSON.stringify({ height: check.height, weight: check.weight }),
        explanation: null,
      });
      continue;
    }
    const name = questionFieldName(question.id);
    const raw = field(name);
    const option = question.options.find((candidate) => candidate.id === raw);
    // Empty, or an id that is not this question's (tampering or a stale page).
    if (!option) {
      if (raw !== "" || question.required) errors[name] = "validations:required";
      continue;
    }
    rows.push({
      questionId: question.id,
      optionId: option.id,
      floatValue: null,
      textValue: null,
      explanation: explanations.get(question.id) ?? null,
    });
  }
  if (Object.keys(errors).length > 0) return { errors, values, refer: false };
  await db.$transaction(async (tx) => {
    for (const { questionId, ...value } of rows) {
      const answer = { ...value, dateValue: null, moneyValueCents: null };
      await tx.answer.upsert({
        where: { userId_questionId: { userId, questionId } },
        create: { userId, questionId, ...answer },
        update: answer,
      });
    }
  });
  return { errors, values, refer };
}

/** The saved height and weight of a BMI answer, to show them again. */
export function savedBodyOf(textValue: string | null | undefined): { height: string; weight: string } {
  try {
    const parsed = JSON.parse(textValue ?? "") as { height?: unknown; weight?: unknown };
    return {
      height: typeof parsed.height === "number" ? String(parsed.height) : "",
      weight: typeof parsed.weight === "number" ? String(parsed.weight) : "",
    };
  } catch {
    return { height: "", weight: "" };
  }
}
