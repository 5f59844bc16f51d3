// The support assistant (spec section 1; decision 0048): ask about products, cover, prices and
// your own policies; answers cite their sources and hand over to a person when unsure or asked.
// ?product=<type> narrows it to one product type (the `{product}-ai` channel). Works without
// JavaScript: the conversation so far rides along in the form, checked and size-limited here.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AssistantExchange } from "~/components/support/assistant-exchange";
import { pageMeta } from "~/domain/platform/page-meta";
import { HISTORY_MAX, parseHistory, QUESTION_MAX, toExchange, type Exchange } from "~/domain/support/assistant-conversation";
import { assistant, assistantUser, narrowedProduct } from "~/server/support/assistant.server";
import { visitorPricing } from "~/server/checkout/cart.server";
import { findCustomer } from "~/server/account/auth.server";
import { config } from "~/server/platform/config.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import type { LoadedPartner } from "~/server/platform/partner.server";
import { findVisitor } from "~/server/platform/session.server";
import { hitRateLimit } from "~/server/platform/rate-limit.server";

const ASSISTANT_LIMIT = { limit: 30, windowSeconds: 600 };

/** The signed-in customer the assistant greets (and answers about their policies), or nobody. */
async function greetingUser(request: Request, partner: LoadedPartner) {
  const customer = await findCustomer(request, partner);
  if (!customer) return { customerId: null, user: null };
  return { customerId: customer.id, user: await assistantUser(partner.config.id, customer.id) };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "supportAssistant");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const url = new URL(request.url);
  const [product, { user }] = await Promise.all([
    narrowedProduct(partner.config.id, url.searchParams.get("product"), language),
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

  const [{ customerId, user }, product, pricing] = await Promise.all([
    greetingUser(request, partner),
    narrowedProduct(partner.config.id, String(form.get("product") ?? "") || null, language),
    // Prices as the asker's own cards show them (decision 0086); a new visitor's without a session.
    findVisitor(request, partner).then((visitor) => (visitor ? visitorPricing(visitor, partner) : null)),
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
    pricing,
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
                <AssistantExchange exchange={exchange} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {/* The live region: the newest answer is read out when it arrives. */}
      <div className="assistant-answer" role="status" aria-live="polite" aria-busy={asking} aria-label={t("latestAnswer")}>
        {latest ? <AssistantExchange exchange={latest} /> : null}
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
