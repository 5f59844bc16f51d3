// Checkout, step "insurance": the questions of each product in the checkout cart, by group
// (price first). The premium is always computed on the server: "Update premium" (or any
// change, with JavaScript) asks for a preview; "Continue" saves the answers.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { ecommerceEvent } from "~/domain/analytics";
import { formatMoney } from "~/domain/formatting";
import type { AnswerLike } from "~/domain/product-quote";
import { answerKind, orderQuestions } from "~/domain/question-flow";
import { pickTranslation } from "~/domain/translated-text";
import { isHardDropOut, RESULT_TYPE } from "~/domain/underwriting";
import { answerFieldName, saveAnswers } from "~/server/answers.server";
import { visitorAnswers } from "~/server/cart.server";
import { endCheckoutAsHardDropOut, previewPremiums, quoteCheckout } from "~/server/checkout.server";
import { requireCheckout } from "~/server/checkout-flow.server";
import { formDataOf } from "~/server/guards.server";
import type { FunnelHandle } from "./funnel-layout";
import type { loader as previewLoader } from "./checkout-premium-preview";
import { pageMeta } from "~/domain/page-meta";

export const handle: FunnelHandle = { step: "insurance" };
export const meta: MetaFunction = (args) => pageMeta(args, "questions");

function savedValue(answer: AnswerLike | undefined): string {
  if (!answer) return "";
  if (answer.optionId) return answer.optionId;
  if (answer.dateValue) return answer.dateValue;
  if (answer.moneyValueCents != null) return String(answer.moneyValueCents / 100);
  if (answer.floatValue != null) return String(answer.floatValue);
  return answer.textValue ?? "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, visitor, checkout, products } = await requireCheckout(request);
  const [answers, quotes] = await Promise.all([visitorAnswers(visitor.id), quoteCheckout(visitor, partner, products)]);
  const view = quotes.map(({ product, quote }) => ({
    id: product.id,
    name: pickTranslation(product.names, language),
    currency: product.currency,
    grossMonthlyCents: quote.premium.grossMonthlyCents,
    questions: orderQuestions(product.questions).map((question) => ({
      id: question.id,
      name: answerFieldName(question.id),
      group: question.group,
      kind: answerKind(question),
      field: question.field,
      required: question.required,
      text: pickTranslation(question.texts, language),
      value: savedValue(answers.get(question.id)),
      options: question.options.map((option) => ({ id: option.id, label: pickTranslation(option.labels, language) })),
    })),
  }));
  const analytics = [
    ecommerceEvent(
      "begin_checkout",
      view.map((product, index) => ({ analyticsId: quotes[index]!.product.analyticsId, name: product.name, grossMonthlyCents: product.grossMonthlyCents, currency: product.currency })),
      checkout.id,
    ),
  ];
  return { products: view, analytics };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, visitor, checkout, products, today } = await requireCheckout(request);
  const form = await formDataOf(request);

  if (form.get("intent") === "preview") {
    // Without JavaScript: the premium for the options on screen, nothing saved.
    const preview = await previewPremiums(visitor, partner, products, form);
    const values = Object.fromEntries([...form.entries()].filter(([name, value]) => name.startsWith("q-") && typeof value === "string")) as Record<string, string>;
    return data({ preview, errors: null, values });
  }

  const { errors, values } = await saveAnswers(visitor.id, products, form, today);
  if (Object.keys(errors).length > 0) return data({ preview: null, errors, values }, { status: 400 });

  const quotes = await quoteCheckout(visitor, partner, products);
  if (isHardDropOut(quotes.map(({ quote }) => quote.outcome))) {
    await endCheckoutAsHardDropOut(visitor, checkout.id);
    return redirect(`/result?type=${RESULT_TYPE.hard_drop_out}`);
  }
  return redirect("/checkout/personalise");
}

export default function CheckoutQuestions() {
  const { products, analytics } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof previewLoader>();
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  const preview = fetcher.data?.preview ?? actionData?.preview ?? null;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const errorCount = Object.keys(errors).length;

  return (
    <section className="page" aria-labelledby="questions-title">
      <h1 id="questions-title">{t("questions.title")}</h1>
      <p className="lead">{t("questions.intro")}</p>
      {errorCount > 0 ? (
        <p className="form-error-summary" role="alert">
          {t("questions.errorSummary", { count: errorCount })}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.type === "radio") {
            // A GET load: a newer one cancels the older, and it revalidates nothing.
            const params = new URLSearchParams();
            for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && name.startsWith("q-")) params.append(name, value);
            fetcher.load(`/checkout/premium-preview?${params}`);
          }
        }}
      >
        {products.map((product) => (
          <section key={product.id} className="question-product" aria-labelledby={`product-${product.id}`}>
            <div className="question-product-heading">
              <h2 id={`product-${product.id}`}>{product.name}</h2>
              <p className="product-price" aria-live="polite" data-testid={`premium-${product.id}`}>
                {t("cart.perMonth", { price: formatMoney(preview?.[product.id] ?? product.grossMonthlyCents, product.currency) })}
              </p>
            </div>
            {product.questions.map((question) => {
              const error = errors[question.name];
              const value = values[question.name] ?? question.value;
              const errorId = `${question.name}-error`;
              if (question.kind === "option") {
                return (
                  <fieldset
                    key={question.id}
                    className="question"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  >
                    <legend className="question-title">{question.text}</legend>
                    <div className="question-options">
                      {question.options.map((option) => (
                        <label key={option.id} className="question-option">
                          <input type="radio" name={question.name} value={option.id} defaultChecked={value === option.id} required={question.required} />
                          <span>{option.label}</span>
                        </label>
                      ))}
                    </div>
                    {error ? (
                      <p id={errorId} className="field-error">
                        {tAll(error)}
                      </p>
                    ) : null}
                  </fieldset>
                );
              }
              return (
                <div key={question.id} className="question form-field">
                  <label htmlFor={question.name} className="question-title">
                    {question.text}
                  </label>
                  <input
                    id={question.name}
                    name={question.name}
                    type={question.kind === "date" ? "date" : "text"}
                    inputMode={question.kind === "money" || question.kind === "number" ? "numeric" : undefined}
                    defaultValue={value}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  {error ? (
                    <p id={errorId} className="field-error">
                      {tAll(error)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </section>
        ))}
        <div className="form-actions">
          {/* Continue comes first: Enter in a field submits the first button. */}
          <button type="submit" name="intent" value="save" className="button button-solid">
            {t("common.continue")}
          </button>
          <button type="submit" name="intent" value="preview" className="button button-ghost">
            {t("questions.updatePremium")}
          </button>
        </div>
      </Form>
      <AnalyticsEvents events={analytics} />
    </section>
  );
}
