// The support assistant (decision 0048): one interface, the built-in offline retrieval by
// default, an adapter to any OpenAI-compatible /v1/chat/completions endpoint with
// ASSISTANT_PROVIDER=openai. The adapter retrieves with the built-in index first, sends only
// those passages as context, and maps the passage ids the model cites back to sources; when the
// endpoint fails, is slow or answers without citing, the built-in answer stands instead.
import { composeAnswer, handover, sourceOf, type AssistantAnswer, type Translate } from "~/domain/support/assistant-answer";
import {
  asksForPerson,
  confident,
  retrievePassages,
  type AssistantDocument,
  type RankedPassage,
} from "~/domain/support/assistant-retrieval";
import { detectLanguage } from "~/domain/platform/search-terms";
import type { VisitorPricing } from "~/domain/catalogue/shown-price";
import { SUPPORTED_LANGUAGES, type Language } from "~/domain/platform/languages";
import { config } from "../platform/config.server";
import { logger } from "../platform/logger.server";

export type AssistantExchange = { question: string; answer: string };

export type AssistantRequest = {
  question: string;
  /** The page's language; a question clearly written in another one is answered in that one. */
  language: Language;
  /** The signed-in customer, for the greeting (spec section 1: {name} and {email}); null for a guest. */
  user: { name: string; email: string } | null;
  partner: { id: string; name: string };
  /** The signed-in customer's id: only their own policies are searched. Null for a guest. */
  userId: string | null;
  /** The `{product}-ai` channel: only passages about this product type. */
  productType?: string | null;
  /** Whose prices to quote: the asker's profession, answers and discount, as their cards show them (decision 0086). Null: a new visitor's. */
  pricing?: VisitorPricing | null;
  history: AssistantExchange[];
};

export interface AssistantProvider {
  answer(request: AssistantRequest): Promise<AssistantAnswer>;
}

/** The passages the assistant may use: the partner's catalogue (priced for this asker) and this customer's own policies. */
export type KnowledgeSource = (
  partnerId: string,
  userId: string | null,
  language: Language,
  pricing: VisitorPricing | null,
) => Promise<AssistantDocument[]>;
/** The "assistant" texts in a language. */
export type Translations = (language: Language) => Promise<Translate>;

type Prepared = { language: Language; t: Translate; passages: RankedPassage[] };

/**
 * The passages for a question: in the language it seems written in, and when they do not answer
 * it well, in the other languages too ("Was deckt ..." on a Dutch page is German, not Dutch).
 */
async function prepare(
  knowledge: KnowledgeSource,
  translations: Translations,
  request: AssistantRequest,
  limit: number,
): Promise<Prepared> {
  const first = detectLanguage(request.question, request.language);
  const attempt = async (language: Language): Promise<Prepared> => {
    const [documents, t] = await Promise.all([
      knowledge(request.partner.id, request.userId, language, request.pricing ?? null),
      translations(language),
    ]);
    return {
      language,
      t,
      passages: retrievePassages(documents, request.question, language, { productType: request.productType ?? null, limit }),
    };
  };
  const prepared = await attempt(first);
  if (confident(prepared.passages) || asksForPerson(request.question)) return prepared;
  for (const language of SUPPORTED_LANGUAGES.filter((candidate) => candidate !== first)) {
    const other = await attempt(language);
    if (confident(other.passages)) return other;
  }
  return prepared;
}

export class BuiltinAssistant implements AssistantProvider {
  constructor(
    private readonly knowledge: KnowledgeSource,
    private readonly translations: Translations,
  ) {}

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const { t, passages } = await prepare(this.knowledge, this.translations, request, 5);
    return composeAnswer(request.question, passages, t);
  }
}

// ---------------------------------------------------------------------------------------------
// OpenAI-compatible chat completions

export type OpenAiOptions = {
  /** The API base including its version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const LANGUAGE_NAMES: Record<Language, string> = { nl: "Dutch", en: "English", de: "German", fr: "French" };
const HANDOVER_MARK = "[HANDOVER]";
const CONTEXT_PASSAGES = 6;
const MAX_ANSWER_CHARS = 2_000;

/** The prompt: the passages numbered P1..Pn, the rules, the conversation so far, the question. */
export function chatMessages(request: AssistantRequest, language: Language, passages: readonly RankedPassage[]) {
  const context = passages.map((passage, index) => `[P${index + 1}] ${passage.title}\n${passage.text}`).join("\n\n");
  const system = [
    `You are the customer support assistant of ${request.partner.name}, a Dutch insurance platform.`,
    `Answer in ${LANGUAGE_NAMES[language]}, briefly and only from the passages below.`,
    "After each sentence, cite the passage(s) it uses by id in square brackets, like [P1].",
    `If the passages do not answer the question, reply with exactly ${HANDOVER_MARK}.`,
    request.user ? `The customer's name is ${request.user.name}.` : "The customer is not signed in.",
    "",
    "Passages:",
    context,
  ].join("\n");
  return [
    { role: "system" as const, content: system },
    ...request.history.slice(-3).flatMap((exchange) => [
      { role: "user" as const, content: exchange.question },
      { role: "assistant" as const, content: exchange.answer },
    ]),
    { role: "user" as const, content: request.question },
  ];
}

/** The model's reply as an answer: cited passage ids become sources; no citation, no answer (null). */
export function answerFromReply(content: string, passages: readonly RankedPassage[], t: Translate): AssistantAnswer | null {
  const reply = content.trim();
  if (reply.includes(HANDOVER_MARK)) return { text: t("handover.unsure"), sources: [], handover: handover("unsure") };
  const cited = new Set<number>();
  for (const match of reply.matchAll(/\[P(\d{1,2})\]/g)) {
    const index = Number(match[1]) - 1;
    if (passages[index]) cited.add(index);
  }
  if (cited.size === 0) return null;
  const text = reply
    .replace(/\s*\[P\d{1,2}\]/g, "")
    .trim()
    .slice(0, MAX_ANSWER_CHARS);
  if (!text) return null;
  return { text, sources: [...cited].sort((a, b) => a - b).map((index) => sourceOf(passages[index]!)), handover: null };
}

export class OpenAiCompatibleAssistant implements AssistantProvider {
  private readonly fetch: typeof fetch;

  constructor(
    private readonly options: OpenAiOptions,
    private readonly knowledge: KnowledgeSource,
    private readonly translations: Translations,
  ) {
    this.fetch = options.fetch ?? fetch;
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const { language, t, passages } = await prepare(this.knowledge, this.translations, request, CONTEXT_PASSAGES);
    const builtin = () => composeAnswer(request.question, passages, t);
    // A person asked for, or nothing to ground an answer on: no call to the model.
    if (asksForPerson(request.question) || passages.length === 0) return builtin();
    try {
      const response = await this.fetch(`${this.options.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.options.model, temperature: 0.2, messages: chatMessages(request, language, passages) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? config.timeouts.callMs),
      });
      if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new Error("the endpoint sent no message");
      const answer = answerFromReply(content, passages, t);
      if (answer) return answer;
      logger.warn("assistant endpoint answered without citing a passage; the built-in answer stands");
    } catch (error) {
      logger.warn({ err: error }, "assistant endpoint failed; the built-in answer stands");
    }
    return builtin();
  }
}

export type AssistantEnv = { provider: "builtin" } | { provider: "openai"; baseUrl: string; apiKey: string | null; model: string };

export function createAssistant(
  env: AssistantEnv,
  knowledge: KnowledgeSource,
  translations: Translations,
  fetchImpl?: typeof fetch,
): AssistantProvider {
  if (env.provider === "openai") {
    return new OpenAiCompatibleAssistant(
      { baseUrl: env.baseUrl, apiKey: env.apiKey, model: env.model, fetch: fetchImpl },
      knowledge,
      translations,
    );
  }
  return new BuiltinAssistant(knowledge, translations);
}
