// The assistant page's conversation (decision 0048). Without JavaScript the page keeps no state:
// the exchanges so far ride along in a hidden form field, so what comes back is checked here
// and kept small; anything malformed starts a fresh conversation.
import { z } from "zod";
import type { AssistantAnswer } from "./assistant-answer";

export const QUESTION_MAX = 500;
/** Exchanges kept in the form: enough context for a conversation, a few kilobytes at most. */
export const HISTORY_MAX = 5;

const localPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/);
const exchangeSchema = z.object({
  q: z.string().max(QUESTION_MAX),
  a: z.string().max(2_000),
  s: z
    .array(
      z.object({
        kind: z.enum(["product", "faq", "document", "policy"]),
        id: z.string().max(100),
        title: z.string().max(300),
        url: localPath,
      }),
    )
    .max(4),
  h: z.enum(["asked", "unsure"]).nullable(),
});

/** One question and its answer as the form carries it: q, a, sources, handover reason. */
export type Exchange = z.infer<typeof exchangeSchema>;

/** The conversation posted back by the page; anything malformed starts a fresh one. */
export function parseHistory(raw: unknown): Exchange[] {
  if (typeof raw !== "string" || raw.length > 20_000) return [];
  try {
    const parsed = z.array(exchangeSchema).max(HISTORY_MAX).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function toExchange(question: string, answer: AssistantAnswer): Exchange {
  return { q: question, a: answer.text.slice(0, 2_000), s: answer.sources.slice(0, 4), h: answer.handover?.reason ?? null };
}
