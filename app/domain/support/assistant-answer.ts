// What the support assistant searches and how it answers (decision 0048): the partner's
// catalogue, the product pages' FAQs and info cards, the product documents and the signed-in
// customer's own policies become passages (assistant-retrieval.ts ranks them); the answer quotes
// the best passage(s), cites them, or hands over to a person. Pure: texts come in through `t`
// (the "assistant" namespace in the answer's language).
import type { AssistantDocument, RankedPassage, SourceKind } from "./assistant-retrieval";
import { asksForPerson, confident } from "./assistant-retrieval";
import { handover, type Handover } from "./assistant-handover";
import { isTaxExempt } from "../catalogue/rating";
import { formatDate, formatMoney } from "../platform/formatting";
import type { Language } from "../platform/languages";
import { pickTranslation } from "../platform/translated-text";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type AssistantSource = { kind: SourceKind; id: string; title: string; url: string };
export type AssistantAnswer = { text: string; sources: AssistantSource[]; handover: Handover | null };
export { HANDOVER_CHANNELS, handover, type Handover, type HandoverChannel } from "./assistant-handover";

// ---------------------------------------------------------------------------------------------
// Documents

/** A catalogue product as the assistant reads it (catalogue.server.ts plus its listed price). */
export type CatalogueEntry = {
  slug: string;
  type: string;
  names: unknown;
  descriptions: unknown;
  faq: unknown;
  documents: unknown;
  infoCards: unknown;
  grossMonthlyCents: number;
  /** The card's price kind (decision 0086): exact for the default answers, or from. */
  priceKind: "exact" | "from";
  currency: string;
  /** The cover amounts per claim the customer can choose, in cents. */
  coverPerClaimCents: number[];
};

type Texts = { question?: unknown; answer?: unknown; title?: unknown; text?: unknown; href?: unknown };
const list = (value: unknown): Texts[] => (Array.isArray(value) ? (value as Texts[]) : []);

/** "from" or exact, with or without premium tax: the sentence must not claim a tax an exempt product has not. */
function priceFactKey(product: Pick<CatalogueEntry, "type" | "priceKind">): string {
  const exempt = isTaxExempt(product.type) ? "TaxExempt" : "";
  return product.priceKind === "exact" ? `facts.priceExact${exempt}` : `facts.price${exempt}`;
}

export function catalogueDocuments(products: readonly CatalogueEntry[], language: Language, t: Translate): AssistantDocument[] {
  const documents: AssistantDocument[] = [];
  for (const product of products) {
    const name = pickTranslation(product.names, language);
    const page = `/products/${product.slug}`;
    const base = { language, productType: product.type, context: name };
    const description = pickTranslation(product.descriptions, language);
    // The "what is covered" card repeats the description: once is enough.
    const cards = list(product.infoCards)
      .filter((card) => pickTranslation(card.text, language) !== description)
      .map((card) => `${pickTranslation(card.title, language)}: ${pickTranslation(card.text, language)}`);
    const facts = [
      description,
      product.grossMonthlyCents > 0
        ? t(priceFactKey(product), { product: name, price: formatMoney(product.grossMonthlyCents, product.currency) })
        : "",
      product.coverPerClaimCents.length > 0
        ? t("facts.cover", { amounts: product.coverPerClaimCents.map((cents) => formatMoney(cents, product.currency)).join(" / ") })
        : "",
      ...cards,
    ].filter(Boolean);
    documents.push({ ...base, id: `product:${product.slug}`, kind: "product", title: name, heading: "", text: facts.join(" "), url: page });
    list(product.faq).forEach((entry, index) => {
      const question = pickTranslation(entry.question, language);
      documents.push({
        ...base,
        id: `faq:${product.slug}:${index + 1}`,
        kind: "faq",
        title: question,
        heading: question,
        text: pickTranslation(entry.answer, language),
        url: `${page}#faq-${index + 1}`,
      });
    });
    for (const entry of list(product.documents)) {
      const href = String(entry.href ?? "");
      const kind = /\/documents\/([a-z]+)$/.exec(href)?.[1];
      if (!kind || !href.startsWith("/products/")) continue;
      const heading = pickTranslation(entry.title, language);
      documents.push({
        ...base,
        id: `document:${product.slug}:${kind}`,
        kind: "document",
        title: `${heading} - ${name}`,
        heading,
        text: t(`facts.document.${kind === "ipid" ? "ipid" : "conditions"}`, { product: name }),
        url: href,
      });
    }
  }
  return documents;
}

/** A policy of the signed-in customer, read with the partner AND user in the query. */
export type PolicyFacts = {
  id: string;
  number: string;
  status: string;
  startDate: string;
  endDate: string | null;
  grossMonthlyCents: number;
  currency: string;
  perClaimCents: number | null;
  product: { slug: string; type: string; names: unknown };
};

const POLICY_STATUSES = new Set(["active", "pending_review", "pending_underwriting", "declined", "cancelled"]);

export function policyDocuments(policies: readonly PolicyFacts[], language: Language, t: Translate): AssistantDocument[] {
  return policies.map((policy) => {
    const product = pickTranslation(policy.product.names, language);
    const status = t(`status.${POLICY_STATUSES.has(policy.status) ? policy.status : "active"}`);
    const text = [
      t("facts.policy", {
        number: policy.number,
        product,
        status,
        start: formatDate(policy.startDate),
        premium: formatMoney(policy.grossMonthlyCents, policy.currency),
      }),
      policy.endDate ? t("facts.policyEnd", { end: formatDate(policy.endDate) }) : "",
      policy.perClaimCents ? t("facts.policyCover", { amount: formatMoney(policy.perClaimCents, policy.currency) }) : "",
    ].filter(Boolean);
    return {
      id: `policy:${policy.id}`,
      kind: "policy" as const,
      language,
      productType: policy.product.type,
      title: t("facts.policyTitle", { number: policy.number, product }),
      heading: t("facts.policyTitle", { number: policy.number, product: "" }),
      context: product,
      text: text.join(" "),
      url: `/user/policies/${policy.id}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Answers

export function sourceOf(passage: AssistantDocument): AssistantSource {
  return { kind: passage.kind, id: passage.id, title: passage.title, url: passage.url };
}

const MAX_PASSAGE_CHARS = 600;
const clip = (text: string) => (text.length > MAX_PASSAGE_CHARS ? `${text.slice(0, MAX_PASSAGE_CHARS - 1)}…` : text);

/**
 * The built-in answer: a person when asked for one, else the best passage (and a second one
 * nearly as good about something else) quoted with its source, else a hand-over because the
 * passages do not answer the question well enough.
 */
export function composeAnswer(question: string, passages: readonly RankedPassage[], t: Translate): AssistantAnswer {
  if (asksForPerson(question)) return { text: t("handover.asked"), sources: [], handover: handover("asked") };
  if (!confident(passages)) return { text: t("handover.unsure"), sources: [], handover: handover("unsure") };
  const [best, ...rest] = passages as [RankedPassage, ...RankedPassage[]];
  const chosen = [best];
  const second = rest.find(
    (passage) => passage.score >= best.score * 0.8 && passage.coverage >= best.coverage && passage.text !== best.text,
  );
  if (second) chosen.push(second);
  const text = [t("answer.intro"), ...chosen.map((passage) => `${passage.title}: ${clip(passage.text)}`)].join("\n\n");
  return { text, sources: chosen.map(sourceOf), handover: null };
}
