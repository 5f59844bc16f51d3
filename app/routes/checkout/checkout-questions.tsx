// Checkout question screens (/checkout/questions and, in the consumer flows,
// /checkout/final-questions): the questions the flow puts on this step (flows/flow-steps.ts),
// and the look-back formalities where the flow puts them here. The premium is always computed
// on the server: "Update premium" (or any change, with JavaScript) asks for a preview;
// "Continue" saves the answers and goes to the flow's next open step.
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { QuestionInput, type QuestionView } from "~/components/funnel/question-input";
import { InsuredObjectSummary } from "~/components/funnel/insured-object-summary";
import { RefusalNotice } from "~/components/funnel/refusal-notice";
import { insuredAddressOf, insuredObjectOf } from "~/domain/catalogue/insured-object";
import { refusalMessage } from "~/domain/catalogue/car-underwriting";
import { analyticsItemAttributes, ecommerceEvent } from "~/domain/platform/analytics";
import { questionsForStep } from "~/domain/checkout/flows/flow-steps";
import { formatMoney, parseMoneyCents } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { matchingPreset, presetAnswers, presetNames } from "~/domain/checkout/aov-presets";
import { coverOptionPremiums, insuredMonthlyCents, quoteProduct, type AnswerLike } from "~/domain/catalogue/product-quote";
import {
  ADDRESS_PART_NAMES,
  answerFieldName,
  answerInput,
  fieldMeaning,
  isSharedField,
  MULTISELECT_SEPARATOR,
  questionWithMeaning,
} from "~/domain/catalogue/question-fields";
import { orderQuestions } from "~/domain/catalogue/question-flow";
import { pickTranslation } from "~/domain/platform/translated-text";
import { FORMALITIES, isHardDropOut, type FormalityKey } from "~/domain/catalogue/underwriting";
import { HARD_DROP_OUT_PATH } from "~/domain/checkout/flows/outcome-paths";
import { withPassedOnQuery } from "~/domain/platform/navigation";
import { LIMITS } from "~/domain/platform/field-checks";
import { formInput, runFlowChecks } from "~/domain/checkout/flows/flow-checks";
import { checkAnswers, storeAnswers, type AskedQuestion } from "~/server/checkout/answers.server";
import { discountPercentFor, visitorAnswers, visitorRiskClass } from "~/server/checkout/cart.server";
import type { CatalogueProduct } from "~/server/catalogue/catalogue.server";
import {
  endCheckoutAsHardDropOut,
  previewOf,
  previewPremiums,
  quoteCheckout,
  saveFormalities,
  type PremiumPreview,
} from "~/server/checkout/checkout.server";
import { nextStepPath, requireFlowStep, stepBarOf, type FlowStepContext } from "~/server/checkout/checkout-flow.server";
import { formDataOf } from "~/server/platform/guards.server";
import type { loader as previewLoader } from "./checkout-premium-preview";

export const meta: MetaFunction = (args) => pageMeta(args, "questions");

/** How a saved answer goes back into its input: a shared field's option by value, an address by its parts. */
function savedValue(question: CatalogueProduct["questions"][number], answer: AnswerLike | undefined): string {
  if (!answer) return "";
  if (Array.isArray(answer.multiSelectOptions)) return answer.multiSelectOptions.join(MULTISELECT_SEPARATOR);
  if (answer.optionId)
    return isSharedField(question.field)
      ? (question.options.find((option) => option.id === answer.optionId)?.value ?? "")
      : answer.optionId;
  if (answerInput(question) === "address") {
    const [postcode = "", houseNumber = "", ...addition] = (answer.textValue ?? "").split(" ");
    return [postcode, houseNumber, addition.join(" ")].join("|");
  }
  if (answer.dateValue) return answer.dateValue;
  if (answer.moneyValueCents != null) return String(answer.moneyValueCents / 100);
  if (answer.floatValue != null) return String(answer.floatValue);
  return answer.textValue ?? "";
}

/** The questions of this screen, per product, in asking order (price first). */
function askedOnStep(context: FlowStepContext): { product: CatalogueProduct; questions: AskedQuestion[] }[] {
  return context.products.map((product) => ({
    product,
    questions: questionsForStep(context.flow, context.step, orderQuestions(product.questions)).map((question) => ({
      question,
      productType: product.type,
    })),
  }));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, language, visitor, checkout, products, step, flow, today } = context;
  const [answers, quotes, riskClass] = await Promise.all([
    visitorAnswers(visitor.id),
    quoteCheckout(visitor, partner, products),
    visitorRiskClass(visitor),
  ]);
  const discountPercent = discountPercentFor(visitor, partner);
  // The numberplate screen: a step of its own for the question a vehicle is looked up by.
  const numberplate = !!step.fields?.some((field) => fieldMeaning(field).lookup === "vehicle");
  // Consumers compare covers by price (spec: coverage prices per option).
  const coverPrices = new Map(
    flow.customer === "personal"
      ? products.map((product) => [product.id, coverOptionPremiums(product, { riskClass, answers, today, discountPercent })])
      : [],
  );
  const asked = askedOnStep(context);
  // With several products on one screen, what describes the customer or the home is asked once, above them.
  const sharedOnTop = asked.filter(({ questions }) => questions.length > 0).length > 1;
  const shared: QuestionView[] = [];
  const questionView = (product: CatalogueProduct, question: CatalogueProduct["questions"][number]): QuestionView => {
    const byValue = isSharedField(question.field);
    const meaning = fieldMeaning(question.field);
    return {
      id: question.id,
      name: answerFieldName(question),
      type: question.type,
      input: answerInput(question),
      field: question.field,
      required: question.required,
      text: pickTranslation(question.texts, language),
      value: savedValue(question, answers.get(question.id)),
      options: question.options.map((option) => ({
        id: byValue ? option.value : option.id,
        label: pickTranslation(option.labels, language),
        grossMonthlyCents: coverPrices.get(product.id)?.[question.id]?.[option.id] ?? null,
      })),
      found: meaning.lookup === "address" ? insuredAddressOf(answers.get(question.id)) : null,
      hints: {
        explanation: !!meaning.explanationOf,
        capitals: meaning.lookup === "vehicle",
        insuredIncome: meaning.ratingInput === "insured-income",
      },
    };
  };
  const view = asked.map(({ product, questions }, index) => {
    const own: QuestionView[] = [];
    for (const { question } of questions) {
      if (sharedOnTop && isSharedField(question.field)) {
        if (!shared.some((candidate) => candidate.field === question.field)) shared.push(questionView(product, question));
      } else own.push(questionView(product, question));
    }
    const quote = quotes[index]!.quote;
    return {
      id: product.id,
      analyticsId: products[index]!.analyticsId,
      name: pickTranslation(product.names, language),
      currency: product.currency,
      grossMonthlyCents: quote.premium.grossMonthlyCents,
      refusal: refusalMessage(quote.refusal),
      insuredMonthlyCents: insuredMonthlyCents(product.questions, answers, today),
      // The vehicle found by its plate, on the screens after the numberplate screen.
      insured: numberplate || !questionWithMeaning(product.questions, "lookup", "vehicle") ? null : insuredObjectOf(product, answers),
      clause: step.questionGroups?.includes("price") && product.clause ? pickTranslation(product.clause, language) : null,
      // The option sets of the premium screen (aov: short, medium, large), each with its price.
      presets: questions.some(({ question }) => question.group === "price")
        ? presetNames(product.presets).map((preset) => {
            const chosen = presetAnswers(product, preset);
            const overlaid = new Map(answers);
            if (chosen.ok) for (const [questionId, optionId] of chosen.answers) overlaid.set(questionId, { optionId });
            return {
              name: preset,
              grossMonthlyCents: quoteProduct(product, { riskClass, answers: overlaid, today, discountPercent }).premium.grossMonthlyCents,
            };
          })
        : [],
      currentPreset: matchingPreset(product, answers),
      questions: own,
      // The numberplate screen: what the plate found, once saved.
      vehicle: numberplate ? insuredObjectOf(product, answers) : null,
      asksQuestions: questions.length > 0,
    };
  });
  const analytics = [
    ecommerceEvent(
      "begin_checkout",
      view.map((product, index) => ({
        analyticsId: products[index]!.analyticsId,
        name: product.name,
        grossMonthlyCents: product.grossMonthlyCents,
        currency: product.currency,
      })),
      checkout.id,
    ),
  ];
  return {
    stepBar: stepBarOf(context),
    // The check-in prices nothing and sells nothing: no premiums, no cart beside it.
    priced: flow.pricing !== "none",
    hideCart: flow.pricing === "none",
    variant: checkout.variant,
    shared,
    products: view.filter((product) => product.asksQuestions),
    formalities: step.formalities ? (checkout.formalities ?? {}) : null,
    numberplate,
    // Above it an income counts as the cap (spec section 5); sent, so the page needs no field checks.
    incomeCapCents: LIMITS.MAX_INCOME_EUR * 100,
    analytics,
  };
}

function checkFormalities(form: FormData) {
  const answers = {} as Record<FormalityKey, boolean>;
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const { key } of FORMALITIES) {
    const value = form.get(key);
    values[key] = typeof value === "string" ? value : "";
    if (value === "yes" || value === "no") answers[key] = value === "yes";
    else errors[key] = "validations:required";
  }
  return { answers, errors, values };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, checkout, products, today, step, flow } = context;
  const form = await formDataOf(request);
  const asked = askedOnStep(context).flatMap(({ questions }) => questions);

  const preset = form.get("preset");
  if (typeof preset === "string") {
    // A preset fills the options on screen (nothing saved); free choice after that.
    const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
    delete values.preset;
    for (const product of products) {
      if (!product.presets) continue;
      const chosen = presetAnswers(product, preset);
      if (!chosen.ok)
        return data(
          {
            preview: null as PremiumPreview | null,
            errors: { preset: chosen.error } as Record<string, string>,
            values,
            presetApplied: null,
          },
          { status: 400 },
        );
      for (const [questionId, optionId] of chosen.answers) {
        const question = product.questions.find((candidate) => candidate.id === questionId);
        if (question)
          values[answerFieldName(question)] = isSharedField(question.field)
            ? (question.options.find((option) => option.id === optionId)?.value ?? "")
            : optionId;
      }
    }
    const preview = await previewPremiums(visitor, partner, products, new URLSearchParams(values));
    return data({ preview, errors: null, values, presetApplied: preset as string | null });
  }

  if (form.get("intent") === "preview") {
    // Without JavaScript: the premium for the answers on screen, nothing saved.
    const preview = await previewPremiums(visitor, partner, products, form);
    const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
    return data({ preview, errors: null, values, presetApplied: null });
  }

  const checked = await checkAnswers(asked, form, today, request.signal);
  const formalities = step.formalities ? checkFormalities(form) : null;
  const errors = {
    ...checked.errors,
    ...(formalities?.errors ?? {}),
    ...runFlowChecks(
      flow,
      step,
      formInput(
        asked.map(({ question }) => question),
        form,
      ),
    ),
  };
  const values = { ...checked.values, ...(formalities?.values ?? {}) };
  if (Object.keys(errors).length > 0) return data({ preview: null, errors, values, presetApplied: null }, { status: 400 });

  // The insurer's acceptance rules run before anything is stored: a refused car says why at once.
  const overlay = new Map(checked.parsed.flatMap(({ question, value }) => (value ? [[question.id, value] as const] : [])));
  const attempted = await quoteCheckout(visitor, partner, products, { overlay });
  if (attempted.some(({ quote }) => quote.refusal))
    return data({ preview: previewOf(attempted), errors: null, values, presetApplied: null }, { status: 400 });

  await storeAnswers(visitor.id, checked.parsed);
  if (formalities) await saveFormalities(visitor, checkout.id, formalities.answers);
  const quotes = await quoteCheckout(visitor, partner, products);
  if (isHardDropOut(quotes.map(({ quote }) => quote.outcome))) {
    await endCheckoutAsHardDropOut(visitor, checkout.id);
    return redirect(HARD_DROP_OUT_PATH);
  }
  const next = await nextStepPath(context);
  // The check-in passes its query on from page to page (spec section 2: platform, returnURL, ...).
  return redirect(checkout.variant === "checkin" ? withPassedOnQuery(next, new URL(request.url).searchParams) : next);
}

export default function CheckoutQuestions() {
  const { shared, products, formalities, numberplate, incomeCapCents, analytics, priced, variant } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof previewLoader>();
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
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
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const errorCount = Object.keys(errors).length;
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
      {errorCount > 0 ? (
        <p className="form-error-summary" role="alert">
          {t("questions.errorSummary", { count: errorCount })}
        </p>
      ) : null}
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
        {products.map((product) => {
          const refusal = pricing ? null : preview ? (preview[product.id]?.refusal ?? null) : product.refusal;
          return (
            <section
              key={product.id}
              className="question-product"
              aria-labelledby={`product-${product.id}`}
              {...analyticsItemAttributes(product)}
            >
              <div className="question-product-heading">
                <h2 id={`product-${product.id}`}>{product.name}</h2>
                {numberplate || !priced ? null : (
                  <p className="product-price" aria-live="polite" data-testid={`premium-${product.id}`}>
                    {t("cart.perMonth", {
                      price: formatMoney(preview?.[product.id]?.grossMonthlyCents ?? product.grossMonthlyCents, product.currency),
                    })}
                  </p>
                )}
              </div>
              {product.insured ? (
                <div className="insured-object">
                  <InsuredObjectSummary object={product.insured} currency={product.currency} />
                  <Link to={STEP_PATHS.numberplate}>{t("numberplate.change")}</Link>
                </div>
              ) : null}
              {product.insuredMonthlyCents != null ? (
                <p className="notice" data-testid={`insured-${product.id}`}>
                  {t("questions.insuredPerMonth", { amount: formatMoney(product.insuredMonthlyCents, product.currency) })}
                </p>
              ) : null}
              {product.presets.length > 0 ? (
                <fieldset className="question" aria-describedby={errors.preset ? "preset-error" : undefined}>
                  <legend className="question-title">{t("questions.presets")}</legend>
                  <div className="preset-choice">
                    {product.presets.map((preset) => (
                      <button
                        key={preset.name}
                        type="submit"
                        name="preset"
                        value={preset.name}
                        formNoValidate
                        className={
                          (actionData?.presetApplied ?? product.currentPreset) === preset.name
                            ? "button button-solid"
                            : "button button-ghost"
                        }
                        aria-pressed={(actionData?.presetApplied ?? product.currentPreset) === preset.name}
                      >
                        {t(`questions.preset.${preset.name}`, { defaultValue: preset.name })} —{" "}
                        {t("cart.perMonth", { price: formatMoney(preset.grossMonthlyCents, product.currency) })}
                      </button>
                    ))}
                  </div>
                  <p className="field-hint">{t("questions.presetsHint")}</p>
                  {errors.preset ? (
                    <p id="preset-error" className="field-error">
                      {tAll(errors.preset)}
                    </p>
                  ) : null}
                </fieldset>
              ) : null}
              {product.questions.map((question) => renderQuestion(question, product.currency, product.id))}
              {product.vehicle && !errors[product.questions[0]?.name ?? ""] ? (
                <div className="insured-object" role="status">
                  <InsuredObjectSummary object={product.vehicle} currency={product.currency} />
                </div>
              ) : null}
              {refusal ? <RefusalNotice refusal={refusal} /> : null}
              {product.clause ? (
                <section className="notice clause" aria-labelledby={`clause-${product.id}`}>
                  <h3 id={`clause-${product.id}`}>{t("questions.clause")}</h3>
                  <p>{product.clause}</p>
                </section>
              ) : null}
            </section>
          );
        })}
        {formalities ? (
          <section className="question-product" aria-labelledby="formalities-title">
            <h2 id="formalities-title">{t("formalities.title")}</h2>
            <p>{t("formalities.intro")}</p>
            {FORMALITIES.map(({ key, years }) => {
              const saved = (formalities as Partial<Record<FormalityKey, boolean>>)[key];
              const value = values[key] ?? (saved === undefined ? "" : saved ? "yes" : "no");
              const error = errors[key];
              return (
                <fieldset
                  key={key}
                  className="question"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${key}-error` : undefined}
                >
                  <legend className="question-title">{t(`formalities.${key}`, { years })}</legend>
                  <div className="question-options">
                    {(["no", "yes"] as const).map((option) => (
                      <label key={option} className="question-option">
                        <input type="radio" name={key} value={option} defaultChecked={value === option} required />
                        <span>{t(`common.${option}`)}</span>
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p id={`${key}-error`} className="field-error">
                      {tAll(error)}
                    </p>
                  ) : null}
                </fieldset>
              );
            })}
          </section>
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
