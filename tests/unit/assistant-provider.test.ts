// The assistant's providers: the built-in one, and the OpenAI-compatible adapter against recorded
// answers (tests/fixtures/assistant), including failures that must fall back, never throw.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/platform/languages";
import {
  BuiltinAssistant,
  createAssistant,
  OpenAiCompatibleAssistant,
  type AssistantRequest,
  type KnowledgeSource,
} from "~/server/providers/assistant.server";
import { parseEnv } from "~/server/platform/config.server";
import { assistantT, SEEDED_DOCUMENTS } from "./support/assistant-documents";

const knowledge: KnowledgeSource = async (_partnerId, _userId, language) =>
  SEEDED_DOCUMENTS.filter((document) => document.language === language);
const translations = async (language: Language) => assistantT(language);

const request = (question: string, extra: Partial<AssistantRequest> = {}): AssistantRequest => ({
  question,
  language: "en",
  user: { name: "Sanne", email: "sanne@example.nl" },
  partner: { id: "p1", name: "Acme" },
  userId: null,
  history: [],
  ...extra,
});

type Recorded = { status: number; body: unknown };
const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(path.resolve("tests/fixtures/assistant", `${name}.json`), "utf8")) as Recorded;

/** A fetch that answers with a recorded response and keeps what it was sent. */
function replay(name: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const { status, body } = recorded(name);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const adapter = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  new OpenAiCompatibleAssistant(
    { baseUrl: "https://llm.example.test/v1/", apiKey: "sk-test", model: "gpt-4o-mini", fetch: fetchImpl, timeoutMs },
    knowledge,
    translations,
  );

describe("built-in assistant", () => {
  it("answers a cover question from the catalogue with its source", async () => {
    const answer = await new BuiltinAssistant(knowledge, translations).answer(request("What does the drone insurance cover?"));
    expect(answer.handover).toBeNull();
    expect(answer.sources[0]).toMatchObject({ kind: "product", id: "product:drone", url: "/products/drone" });
    expect(answer.text).toContain("theft of your drone");
  });

  it("answers in the language the question is written in", async () => {
    const answer = await new BuiltinAssistant(knowledge, translations).answer(
      request("Was deckt die Drohnenversicherung?", { language: "nl" }),
    );
    expect(answer.text).toContain("Diebstahl Ihrer Drohne");
  });

  it.each(["Wat is de hoofdstad van Peru?", "Wie wird das Wetter morgen?", "Quelle est la recette de la tarte tatin ?"])(
    "hands over, unsure, when no language's passages answer: %s",
    async (question) => {
      const answer = await new BuiltinAssistant(knowledge, translations).answer(request(question, { language: "nl" }));
      expect(answer.handover?.reason).toBe("unsure");
      expect(answer.sources).toEqual([]);
    },
  );
});

describe("OpenAI-compatible adapter (recorded answers)", () => {
  it("sends the retrieved passages and maps the cited ids back to sources", async () => {
    const { calls, fetchImpl } = replay("cover-answer");
    const answer = await adapter(fetchImpl).answer(request("Can I cancel my drone insurance, and what does it cover?"));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://llm.example.test/v1/chat/completions");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer sk-test");
    const body = JSON.parse(String(calls[0]!.init.body)) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe("gpt-4o-mini");
    const system = body.messages[0]!.content;
    expect(system).toContain("Answer in English");
    expect(system).toMatch(/\[P1\] .*\n/);
    expect(system).toContain("Sanne");
    expect(system).not.toContain("sanne@example.nl");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "Can I cancel my drone insurance, and what does it cover?" });
    // The reply cites P1 and P2: the first two passages sent, in that order.
    const sent = [...system.matchAll(/\[P(\d)\] (.+)\n/g)].map((match) => match[2]);
    expect(answer.sources.map((source) => source.title)).toEqual(sent.slice(0, 2));
    expect(answer.sources.every((source) => source.url.startsWith("/products/drone"))).toBe(true);
    expect(answer.text).toBe(
      "The drone insurance covers damage to and theft of your drone, and the damage you cause others with it. You can cancel it from the next billing date.",
    );
    expect(answer.handover).toBeNull();
  });

  it("hands over when the model says the passages do not answer", async () => {
    const { fetchImpl } = replay("handover");
    const answer = await adapter(fetchImpl).answer(request("What does the drone insurance cover when racing?"));
    expect(answer.handover?.reason).toBe("unsure");
    expect(answer.handover?.channels.map((channel) => channel.url)).toEqual(["/support", "/support/chat"]);
  });

  it("falls back to the built-in answer when the model cites nothing", async () => {
    const { fetchImpl } = replay("uncited");
    const answer = await adapter(fetchImpl).answer(request("What does the drone insurance cover?"));
    expect(answer.text).not.toContain("racing drones");
    expect(answer.sources[0]?.id).toBe("product:drone");
  });

  it("falls back to the built-in answer on an error status", async () => {
    const { calls, fetchImpl } = replay("rate-limited");
    const answer = await adapter(fetchImpl).answer(request("What does the drone insurance cover?"));
    expect(calls).toHaveLength(1);
    expect(answer.sources[0]?.id).toBe("product:drone");
    expect(answer.handover).toBeNull();
  });

  it("falls back when the endpoint does not answer in time", async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      })) as typeof fetch;
    const answer = await adapter(hanging, 50).answer(request("What does the drone insurance cover?"));
    expect(answer.sources[0]?.id).toBe("product:drone");
  });

  it("hands over on a network error when nothing fits, and never calls the model for a person", async () => {
    const broken = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const unsure = await adapter(broken).answer(request("Which football club won the league in 1987?"));
    expect(unsure.handover?.reason).toBe("unsure");
    const { calls, fetchImpl } = replay("cover-answer");
    const asked = await adapter(fetchImpl).answer(request("I want to talk to a human"));
    expect(asked.handover?.reason).toBe("asked");
    expect(calls).toHaveLength(0);
  });
});

describe("choosing the provider", () => {
  it("is built-in by default and the adapter with ASSISTANT_PROVIDER=openai", () => {
    expect(createAssistant({ provider: "builtin" }, knowledge, translations)).toBeInstanceOf(BuiltinAssistant);
    expect(
      createAssistant({ provider: "openai", baseUrl: "http://localhost:11434/v1", apiKey: null, model: "llama3" }, knowledge, translations),
    ).toBeInstanceOf(OpenAiCompatibleAssistant);
  });

  it("needs the URL and model for openai", () => {
    expect(() => parseEnv({ ASSISTANT_PROVIDER: "openai" })).toThrow(/ASSISTANT_API_URL[\s\S]*ASSISTANT_MODEL/);
    expect(
      parseEnv({ ASSISTANT_PROVIDER: "openai", ASSISTANT_API_URL: "http://localhost:11434/v1", ASSISTANT_MODEL: "llama3" }).ASSISTANT_MODEL,
    ).toBe("llama3");
    expect(() => parseEnv({ ASSISTANT_PROVIDER: "gpt" })).toThrow(/ASSISTANT_PROVIDER/);
  });
});
