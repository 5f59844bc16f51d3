// The support assistant (spec section 1; decision 0048): ask about products, cover, prices and
// your own policies; answers cite their sources and hand over to a person when unsure or asked.
// ?product=<type> narrows it to one product type (the `{product}-ai` channel). Works without
// JavaScript: the conversation so far rides along in the form, checked and size-limited here.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { pageMeta } from "~/domain/platform/page-meta";
import type { AssistantAnswer } from "~/domain/support/assistant-answer";
import { HANDOVER_CHANNELS } from "~/domain/support/assistant-handover";
import { pickTranslation } from "~/domain/platform/translated-text";
import { assistant } from "~/server/support/assistant.server";
import { findCustomer } from "~/server/account/auth.server";
import { partnerCatalogue } from "~/server/catalogue/catalogue.server";
import { config } from "~/server/platform/config.server";
import { db } from "~/server/platform/db.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import type { LoadedPartner } from "~/server/platform/partner.server";
import { hitRateLimit } from "~/server/platform/rate-limit.server";

const QUESTION_MAX = 500;
/** Exchanges kept in the form: enough context for a conversation, a few kilobytes at most. */
const HISTORY_MAX = 5;
const ASSISTANT_LIMIT = { limit: 30, windowSeconds: 600 };

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
type Exchange = z.infer<typeof exchangeSchema>;

/** The conversation posted back by the page; anything malformed starts a fresh one. */
function parseHistory(raw: FormDataEntryValue | null): Exchange[] {
  if (typeof raw !== "string" || raw.length > 20_000) return [];
  try {
    const parsed = z.array(exchangeSchema).max(HISTORY_MAX).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function toExchange(question: string, answer: AssistantAnswer): Exchange {
  return { q: question, a: answer.text.slice(0, 2_000), s: answer.sources.slice(0, 4), h: answer.handover?.reason ?? null };
}

/** The product type of ?product=, when the partner offers it. */
async function narrowedProduct(partner: LoadedPartner, type: string | null, language: Parameters<typeof pickTranslation>[1]) {
  if (!type) return null;
  const product = (await partnerCatalogue(partner.config.id)).find((candidate) => candidate.type === type && candidate.type !== "checkin");
  return product ? { type: product.type, name: pickTranslation(product.names, language) } : null;
}

async function greetingUser(request: Request, partner: LoadedPartner) {
  const customer = await findCustomer(request, partner);
  if (!customer) return { customerId: null, user: null };
  const row = await db.user.findFirst({
    where: { id: customer.id, partnerId: partner.config.id },
    select: { firstName: true, lastName: true, email: true },
  });
  const email = row?.email ?? "";
  const name = [row?.firstName, row?.lastName].filter(Boolean).join(" ") || email;
  return { customerId: customer.id, user: row ? { name, email } : null };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "supportAssistant");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const url = new URL(request.url);
  const [product, { user }] = await Promise.all([
    narrowedProduct(partner, url.searchParams.get("product"), language),
    greetingUser(request, partner),
  ]);
  return { product, user };
}

type ActionResult = { exchanges: Exchange[]; error: string | null; question: string; retryAfterSeconds?: number };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const form = await formDataOf(request);
  const history = parseHistory(form.get("history"));
  const question = String(form.get("question") ?? "").trim();
  const fail = (error: string, status: number, extra: Partial<ActionResult> = {}) =>
    data<ActionResult>({ exchanges: history, error, question: String(form.get("question") ?? "").slice(0, 5_000), ...extra }, { status });
  if (!question) return fail("errors.required", 400);
  if (question.length > QUESTION_MAX) return fail("errors.tooLong", 400);

  const [{ customerId, user }, product] = await Promise.all([
    greetingUser(request, partner),
    narrowedProduct(partner, String(form.get("product") ?? "") || null, language),
  ]);
  const key = customerId ? `assistant:user:${customerId}` : `assistant:client:${context.clientAddress ?? "unknown"}`;
  const rule = customerId ? ASSISTANT_LIMIT : { ...ASSISTANT_LIMIT, limit: ASSISTANT_LIMIT.limit * config.clientRateLimitFactor };
  const limited = await hitRateLimit(key, rule);
  if (!limited.allowed) {
    return data<ActionResult>(
      { exchanges: history, error: "rateLimited", question, retryAfterSeconds: limited.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }

  const answer = await assistant().answer({
    question,
    language,
    user,
    partner: { id: partner.config.id, name: partner.config.name },
    userId: customerId,
    productType: product?.type ?? null,
    history: history.map((exchange) => ({ question: exchange.q, answer: exchange.a })),
  });
  return data<ActionResult>({ exchanges: [...history, toExchange(question, answer)].slice(-HISTORY_MAX), error: null, question: "" });
}

export default function SupportAssistant() {
  const { product, user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("assistant");
  const navigation = useNavigation();
  const asking = navigation.state === "submitting";
  const exchanges = result?.exchanges ?? [];
  const latest = result && !result.error ? exchanges.at(-1) : undefined;
  const earlier = latest ? exchanges.slice(0, -1) : exchanges;
  const fieldError = result?.error && result.error !== "rateLimited" ? result.error : null;
  const questionRef = useRef<HTMLTextAreaElement>(null);

  // After an answer the field is new and empty (keyed by the answers, so it is empty in the same
  // render that shows the answer: nothing typed after that is cleared later) and has the focus.
  useEffect(() => {
    if (latest) questionRef.current?.focus();
  }, [latest]);

  return (
    <section className="page support-assistant" aria-labelledby="assistant-title">
      <h1 id="assistant-title">{product ? t("titleProduct", { product: product.name }) : t("title")}</h1>
      <p className="lead">{t("intro")}</p>
      <p className="assistant-greeting">{user ? t("greeting", { name: user.name, email: user.email }) : t("greetingGuest")}</p>
      {product ? (
        <p>
          {t("narrowed", { product: product.name })} <Link to="/support/assistant">{t("allProducts")}</Link>
        </p>
      ) : null}

      {earlier.length > 0 ? (
        <section aria-label={t("conversation")}>
          <ol className="assistant-conversation">
            {earlier.map((exchange, index) => (
              <li key={index}>
                <ExchangeView exchange={exchange} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {/* The live region: the newest answer is read out when it arrives. */}
      <div className="assistant-answer" role="status" aria-live="polite" aria-busy={asking} aria-label={t("latestAnswer")}>
        {latest ? <ExchangeView exchange={latest} /> : null}
        {result?.error === "rateLimited" ? <p className="notice">{t("rateLimited", { seconds: result.retryAfterSeconds ?? 60 })}</p> : null}
      </div>

      <Form method="post" className="assistant-form">
        <input type="hidden" name="history" value={JSON.stringify(exchanges)} />
        {product ? <input type="hidden" name="product" value={product.type} /> : null}
        <label htmlFor="assistant-question">{t("questionLabel")}</label>
        <p id="assistant-question-hint" className="hint">
          {t("questionHint")}
        </p>
        <textarea
          key={exchanges.length}
          ref={questionRef}
          id="assistant-question"
          name="question"
          rows={3}
          maxLength={QUESTION_MAX}
          required
          defaultValue={result?.error ? result.question : ""}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "assistant-question-hint assistant-question-error" : "assistant-question-hint"}
        />
        {fieldError ? (
          <p id="assistant-question-error" className="field-error">
            {t(fieldError)}
          </p>
        ) : null}
        <button type="submit" className="button button-solid" disabled={asking}>
          {asking ? t("asking") : t("ask")}
        </button>
      </Form>
    </section>
  );
}

function ExchangeView({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation("assistant");
  return (
    <div className="assistant-exchange">
      <p className="assistant-question">
        <strong>{t("you")}:</strong> {exchange.q}
      </p>
      <div className="assistant-reply">
        <strong>{t("assistant")}:</strong>
        {exchange.a.split("\n\n").map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {exchange.s.length > 0 ? (
          <>
            <p className="assistant-sources-label">{t("sources")}</p>
            <ul className="assistant-sources">
              {exchange.s.map((source) => (
                <li key={source.id}>
                  {t(`sourceKinds.${source.kind}`)}: <a href={source.url}>{source.title}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {exchange.h ? (
          <>
            <p className="assistant-handover-label">{t("handoverLead")}</p>
            <ul className="assistant-handover">
              {HANDOVER_CHANNELS.map((channel) => (
                <li key={channel.kind}>
                  <a href={channel.url}>{t(`channels.${channel.kind}`)}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
