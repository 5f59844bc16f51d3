// A fixed document set for the assistant's tests, built from the seeded catalogue texts (the
// demo products, their product pages and documents) as the server builds it from the database.
import { readFileSync } from "node:fs";
import path from "node:path";
import { catalogueDocuments, type CatalogueEntry, type Translate } from "~/domain/support/assistant-answer";
import type { AssistantDocument } from "~/domain/support/assistant-retrieval";
import { SUPPORTED_LANGUAGES, type Language } from "~/domain/platform/languages";
import { PRODUCTS, coverFor } from "../../../prisma/seed-data/products";
import { productPageFor } from "../../../prisma/seed-data/product-pages";

/** The "assistant" namespace of a language as a `t`, with i18next's {{name}} interpolation. */
export function assistantT(language: Language): Translate {
  const catalog = JSON.parse(readFileSync(path.resolve("app/i18n/locales", language, "assistant.json"), "utf8")) as Record<string, unknown>;
  return (key, values = {}) => {
    const template = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof template !== "string") throw new Error(`no text ${language}:${key}`);
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

export const SEEDED_ENTRIES: CatalogueEntry[] = PRODUCTS.filter((product) => product.type !== "checkin").map((product) => ({
  slug: product.slug,
  type: product.type,
  names: product.names,
  descriptions: product.descriptions,
  ...productPageFor(product),
  grossMonthlyCents: product.grossMonthlyCents,
  priceKind: "from" as const,
  currency: product.currency,
  coverPerClaimCents: product.questions
    .filter((question) => question.field === "per_claim")
    .flatMap((question) => question.options.map((option) => coverFor(question.field, option.value).perClaimCents ?? 0)),
}));

export const SEEDED_DOCUMENTS: AssistantDocument[] = SUPPORTED_LANGUAGES.flatMap((language) =>
  catalogueDocuments(SEEDED_ENTRIES, language, assistantT(language)),
);
