// Checkout question screens (/checkout/questions and, in the consumer flows,
// /checkout/final-questions): the questions the flow puts on this step (flows/flow-steps.ts),
// and the look-back formalities where the flow puts them here. The premium is always computed
// on the server: "Update premium" (or any change, with JavaScript) asks for a preview;
// "Continue" saves the answers and goes to the flow's next open step.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { FormalitiesQuestions } from "~/components/funnel/formalities-questions";
import { ProductQuestions } from "~/components/funnel/product-questions";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { QuestionInput, requiredMessage } from "~/components/funnel/question-input";
import { formatMoney, parseMoneyCents } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { ADDRESS_PART_NAMES } from "~/domain/catalogue/question-fields";
import type { QuestionView } from "~/domain/checkout/question-view";
import type { PremiumPreview } from "~/server/checkout/checkout.server";
import { requireFlowStep } from "~/server/checkout/checkout-flow.server";
import { questionScreen } from "~/server/checkout/question-screen.server";
import { submitQuestionScreen } from "~/server/checkout/question-submit.server";
import { formDataOf } from "~/server/platform/guards.server";
import type { loader as previewLoader } from "./checkout-premium-preview";

export const meta: MetaFunction = (args) => pageMeta(args, "questions");

export async function loader({ request }: LoaderFunctionArgs) {
  return questionScreen(await requireFlowStep(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitQuestionScreen(await requireFlowStep(request), await formDataOf(request), request);
}

export default function CheckoutQuestions() {
  const { shared, products, formalities, formalityExplanations, numberplate, incomeCapCents, analytics, priced, variant } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof previewLoader>();
  const { t } = useTranslation("funnel");
  // The newest premium answer counts, whether the preview fetcher's or the form's.
  const [preview, setPreview] = useState<PremiumPreview | null>(actionData?.preview ?? null);
  useEffect(() => {
    if (fetcher.data) setPreview(fetcher.data.preview);
  }, [fetcher.data]);
  useEffect(() => {
    setPreview(actionData?.preview ?? null);
  }, [actionData]);
  // Before each price request the refusal shown is cleared; the answer sets it again (spec section 4).
  const pricing = fetcher.state === "loading";
  // Until a submission's answer is on screen, the price shown may be an older one.
  const navigation = useNavigation();
  const priceBusy = pricing || navigation.state !== "idle";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  // The summary links each error to its field: a date to its day, a choice to its first option.
  const asked = [...shared, ...products.flatMap((product) => product.questions)];
  const summary = Object.entries(errors).map(([name, message]) => {
    const question = asked.find((candidate) => candidate.name === name);
    return { id: question?.input === "date" ? `${name}-day` : name, message: question ? requiredMessage(question, message) : message };
  });
  const valueOf = (question: QuestionView) =>
    question.input === "address" && values[ADDRESS_PART_NAMES[0]!] !== undefined
      ? ADDRESS_PART_NAMES.map((name) => values[name] ?? "").join("|")
      : (values[question.name] ?? question.value);

  function askPreview(form: HTMLFormElement) {
    if (numberplate) return; // no price before the car is known
    // A GET load: a newer one cancels the older, and it revalidates nothing.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && /^[qf]-/.test(name)) params.append(name, value);
    fetcher.load(`/checkout/premium-preview?${params}`);
  }

  const renderQuestion = (question: QuestionView, currency: string, productId?: string) => {
    const value = valueOf(question);
    // The newest premium answer also prices each cover option for the answers on screen.
    const optionPrices = productId ? preview?.[productId]?.options?.[question.id] : undefined;
    if (optionPrices)
      question = {
        ...question,
        options: question.options.map((option) => ({ ...option, grossMonthlyCents: optionPrices[option.id] ?? option.grossMonthlyCents })),
      };
    const capped = !!question.hints?.insuredIncome && (parseMoneyCents(value) ?? 0) > incomeCapCents;
    return (
      <QuestionInput
        key={question.id}
        question={question}
        value={value}
        error={errors[question.name]}
        currency={currency}
        note={capped ? t("questions.incomeCapped", { amount: formatMoney(incomeCapCents, currency) }) : undefined}
      />
    );
  };

  const title = numberplate
    ? t("numberplate.title")
    : variant !== "default"
      ? t(`${variant}.questionsTitle`)
      : formalities && products.length === 0
        ? t("formalities.title")
        : t("questions.title");
  const intro = numberplate ? t("numberplate.intro") : variant !== "default" ? t(`${variant}.questionsIntro`) : t("questions.intro");
  return (
    <section className="page" aria-labelledby="questions-title">
      <h1 id="questions-title">{title}</h1>
      <p className="lead">{intro}</p>
      <ErrorSummary errors={summary} failed={actionData?.errors} />
      <Form
        // A preset fills the options: the form starts again from the values it returned.
        key={actionData?.presetApplied ? `preset-${actionData.presetApplied}` : "questions"}
        method="post"
        noValidate
        // Choosing an option or a cover is funnel_select (decision 0050).
        data-analytics-select=""
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.type === "radio" && /^[qf]-/.test(target.name)) askPreview(event.currentTarget);
        }}
        onBlur={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          // Leaving a field for a submit button: the submission prices the answers itself, and a
          // preview started now would race it.
          const next = event.relatedTarget as HTMLElement | null;
          if (next?.tagName === "BUTTON" && (next as HTMLButtonElement).type === "submit") return;
          // From a date's day to its month or year: the date is not whole yet, and a preview of a
          // half-typed date could answer after the one for the whole date.
          if (target.name.includes(".") && (next as HTMLInputElement | null)?.name?.startsWith(`${target.name.split(".")[0]}.`)) return;
          if (target.tagName === "INPUT" && target.type !== "radio" && /^[qf]-/.test(target.name)) askPreview(event.currentTarget);
        }}
      >
        {/* Enter in a field submits the first button: make that "continue", not a preset. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        {shared.length > 0 ? (
          <section className="question-product" aria-labelledby="shared-questions">
            <h2 id="shared-questions">{t("questions.shared")}</h2>
            {shared.map((question) => renderQuestion(question, products[0]?.currency ?? "EUR"))}
          </section>
        ) : null}
        {products.map((product) => (
          <ProductQuestions
            key={product.id}
            product={product}
            refusal={pricing ? null : preview ? (preview[product.id]?.refusal ?? null) : product.refusal}
            grossMonthlyCents={preview?.[product.id]?.grossMonthlyCents ?? product.grossMonthlyCents}
            pricing={priceBusy}
            showPrice={!numberplate && priced}
            presetChosen={actionData?.presetApplied ?? product.currentPreset}
            presetError={errors.preset}
            vehicleShown={!errors[product.questions[0]?.name ?? ""]}
            renderQuestion={renderQuestion}
          />
        ))}
        {formalities ? (
          <FormalitiesQuestions saved={formalities} explanations={formalityExplanations} values={values} errors={errors} />
        ) : null}
        <div className="form-actions">
          {/* Continue comes first: Enter in a field submits the first button. */}
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button-solid"
            data-analytics-event="funnel_button_click"
            data-analytics-label="continue"
          >
            {numberplate ? t("numberplate.find") : variant === "calculator" ? t("calculator.calculate") : t("common.continue")}
          </button>
          {products.length > 0 && !numberplate && priced ? (
            <button type="submit" name="intent" value="preview" className="button button-ghost">
              {t("questions.updatePremium")}
            </button>
          ) : null}
        </div>
      </Form>
      {/* Lazy route discovery finds rendered links up front: the preview route is known before the
          first preview, which otherwise could race a submission into a not-found page. */}
      <Link to="/checkout/premium-preview" hidden tabIndex={-1} aria-hidden="true" prefetch="none" />
      <AnalyticsEvents events={analytics} />
    </section>
  );
}
