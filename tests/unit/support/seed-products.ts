// The seed products (prisma/seed-data) as the rating engine and the catalogue see them, with
// made-up ids (q<product>-<question>, o<product>-<question>-<option>) as scripts/bench/funnel.mjs
// gives them, and answers built by field name, so tests price the real tariff tables.
import type { AnswerLike } from "~/domain/catalogue/product-quote";
import { answerInput as answerKind } from "~/domain/catalogue/question-fields";
import { addresses } from "~/server/providers/data/addresses";
import { vehicles } from "~/server/providers/data/vehicles";
import { coverFor, PRODUCTS, tariffsFor } from "../../../prisma/seed-data/products";

export function seedProduct(slug: string) {
  const p = PRODUCTS.findIndex((product) => product.slug === slug);
  const product = PRODUCTS[p];
  if (!product) throw new Error(`no seed product ${slug}`);
  return {
    slug: product.slug,
    type: product.type,
    tariffs: tariffsFor(product),
    bands: product.tariffFactors ?? [],
    presets: product.presets ?? null,
    questions: product.questions.map((question, q) => ({
      id: `q${p}-${q}`,
      group: question.group,
      type: question.type,
      field: question.field ?? null,
      required: question.required,
      options: question.options.map((option, o) => ({
        id: `o${p}-${q}-${o}`,
        value: option.value,
        consequence: option.consequence,
        underwriting: option.underwriting ?? "none",
        priceFactorPermille: option.priceFactorPermille,
        perClaimCents: null,
        perYearCents: null,
        deductibleCents: null,
        ...coverFor(question.field, option.value),
      })),
    })),
  };
}

export type SeedProduct = ReturnType<typeof seedProduct>;

/**
 * Answers by field: a date for date questions, euros for money questions, the option value
 * for option questions. A field the product does not ask, or a value it does not offer, throws,
 * so a test can not silently price something else than it says.
 */
export function answersFor(product: SeedProduct, byField: Record<string, string | number>): Map<string, AnswerLike> {
  const answers = new Map<string, AnswerLike>();
  for (const [field, value] of Object.entries(byField)) {
    const question = product.questions.find((candidate) => candidate.field === field);
    if (!question) throw new Error(`${product.slug} asks no ${field}`);
    const kind = answerKind(question);
    if (kind === "option") {
      const option = question.options.find((candidate) => candidate.value === String(value));
      if (!option) throw new Error(`${product.slug} ${field} has no option ${value}`);
      answers.set(question.id, { optionId: option.id });
    } else if (kind === "date") answers.set(question.id, { optionId: null, dateValue: String(value) });
    else if (kind === "money") answers.set(question.id, { optionId: null, moneyValueCents: Number(value) * 100 });
    else if (kind === "number") answers.set(question.id, { optionId: null, floatValue: Number(value) });
    else if (kind === "address") {
      // "3511AB 1": the built-in register's address, as a confirmed answer stores it.
      const [postalCode, houseNumber] = String(value).split(" ");
      const details = addresses.find((row) => row.postalCode === postalCode && row.houseNumber === houseNumber && !row.addition);
      if (!details) throw new Error(`no built-in address ${value}`);
      answers.set(question.id, { optionId: null, textValue: String(value), details });
    } else if (field === "license_plate") {
      const details = vehicles.find((vehicle) => vehicle.plate === String(value));
      if (!details) throw new Error(`no built-in vehicle ${value}`);
      answers.set(question.id, { optionId: null, textValue: String(value), details });
    } else answers.set(question.id, { optionId: null, textValue: String(value) });
  }
  return answers;
}
