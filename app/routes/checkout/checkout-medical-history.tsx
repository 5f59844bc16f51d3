// Checkout, step "medical history" of the aov flow (spec sections 4 and 5): the yes/no medical
// questions and the customer's height and weight for the BMI. A BMI outside 18-33, or an
// answer that refuses every product, ends the checkout with an adviser referral; a "yes" that
// needs the insurer's medical assessment lets the purchase go on, the policy waiting for it.
import { formInput, runFlowChecks } from "~/domain/checkout/flows/flow-checks";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { QuestionInput, requiredMessage } from "~/components/funnel/question-input";
import { questionsForStep } from "~/domain/checkout/flows/flow-steps";
import { orderQuestions } from "~/domain/catalogue/question-flow";
import { pickTranslation } from "~/domain/platform/translated-text";
import { isHardDropOut } from "~/domain/catalogue/underwriting";
import { HARD_DROP_OUT_PATH } from "~/domain/checkout/flows/outcome-paths";
import { questionFieldName } from "~/domain/catalogue/question-fields";
import { visitorAnswers } from "~/server/checkout/cart.server";
import { endCheckoutAsHardDropOut, quoteCheckout } from "~/server/checkout/checkout.server";
import { nextStepPath, requireFlowStep, stepBarOf, type FlowStepContext } from "~/server/checkout/checkout-flow.server";
import { formDataOf } from "~/server/platform/guards.server";
import { answerDetailsOf, explanationsOf, keepAnswerDocuments, receiveAnswerDocumentsForm } from "~/server/checkout/answer-details.server";
import { AnswerDetailsFields } from "~/components/checkout/answer-details-fields";
import { saveMedicalHistory, savedBodyOf } from "~/server/checkout/medical-history.server";
import { heightFieldName, weightFieldName } from "~/domain/checkout/knowledge-test";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "medicalHistory");

function stepQuestions(context: FlowStepContext) {
  return orderQuestions(context.products.flatMap((product) => questionsForStep(context.flow, context.step, product.questions)));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const [answers, details] = await Promise.all([
    visitorAnswers(context.visitor.id),
    answerDetailsOf(context.visitor.id, stepQuestions(context)),
  ]);
  const questions = stepQuestions(context).map((question) => {
    const answer = answers.get(question.id);
    const base = { id: question.id, text: pickTranslation(question.texts, context.language) };
    if (question.type === "bmi") {
      const body = savedBodyOf(answer?.textValue);
      return {
        ...base,
        kind: "bmi" as const,
        heightName: heightFieldName(question.id),
        weightName: weightFieldName(question.id),
        height: body.height,
        weight: body.weight,
      };
    }
    return {
      ...base,
      kind: "option" as const,
      name: questionFieldName(question.id),
      value: answer?.optionId ?? "",
      options: question.options.map((option) => ({
        id: option.id,
        label: pickTranslation(option.labels, context.language),
        asksDetails: option.asksDetails,
      })),
      details: details.get(question.id) ?? null,
    };
  });
  return { stepBar: stepBarOf(context), questions };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const questions = stepQuestions(context);
  // With documents the form is multipart and arrives as a stream; a plain post carries none.
  const upload = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")
    ? await receiveAnswerDocumentsForm(request)
    : null;
  try {
    const form = upload ? upload.fields : await formDataOf(request);
    const documentErrors = upload ? await keepAnswerDocuments(context.visitor.id, questions, upload) : {};
    const details = explanationsOf(questions, form);
    const checkErrors = { ...runFlowChecks(context.flow, context.step, formInput(questions, form)), ...details.errors, ...documentErrors };
    const { errors, values, refer } = await saveMedicalHistory(context.visitor.id, questions, form, checkErrors, details.explanations);
    if (Object.keys(errors).length > 0) {
      // The documents kept by this post, shown at once (a refused post reloads no loader data).
      const saved = Object.fromEntries(await answerDetailsOf(context.visitor.id, questions));
      return data({ errors, values: { ...values, ...details.values }, saved }, { status: 400 });
    }
    return await afterMedicalHistory(context, refer);
  } finally {
    await upload?.dispose();
  }
}

async function afterMedicalHistory(context: FlowStepContext, refer: boolean) {
  const quotes = refer ? [] : await quoteCheckout(context.visitor, context.partner, context.products);
  if (refer || isHardDropOut(quotes.map(({ quote }) => quote.outcome))) {
    await endCheckoutAsHardDropOut(context.visitor, context.checkout.id);
    return redirect(HARD_DROP_OUT_PATH);
  }
  return redirect(await nextStepPath(context));
}

export default function CheckoutMedicalHistory() {
  const { questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};

  const input = (name: string, label: string, saved: string, unit: string) => {
    const error = errors[name];
    const errorId = `${name}-error`;
    return (
      <div className="form-field">
        <label htmlFor={name}>{label}</label>
        <input
          id={name}
          name={name}
          type="text"
          inputMode="decimal"
          defaultValue={values[name] ?? saved}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${name}-unit` : `${name}-unit`}
        />
        <span id={`${name}-unit`} className="field-hint">
          {unit}
        </span>
        {error ? (
          <p id={errorId} className="field-error">
            {tAll(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="page" aria-labelledby="medical-history-title">
      <h1 id="medical-history-title">{t("medicalHistory.title")}</h1>
      <p className="lead">{t("medicalHistory.intro")}</p>
      <ErrorSummary
        errors={Object.entries(errors).map(([name, message]) => ({
          id: name,
          message: questions.some((question) => question.kind === "option" && question.name === name)
            ? requiredMessage({ input: "option", field: null }, message)
            : message,
        }))}
        failed={actionData?.errors}
      />
      <Form method="post" encType="multipart/form-data" noValidate>
        {questions.map((question) => {
          if (question.kind === "bmi") {
            return (
              <fieldset key={question.id} className="question">
                <legend className="question-title">{question.text}</legend>
                {input(question.heightName, t("medicalHistory.height"), question.height, t("medicalHistory.cm"))}
                {input(question.weightName, t("medicalHistory.weight"), question.weight, t("medicalHistory.kg"))}
              </fieldset>
            );
          }
          return (
            <QuestionInput
              key={question.id}
              question={{ ...question, type: "medical", input: "option", field: null, required: true }}
              value={values[question.name] ?? question.value}
              error={errors[question.name]}
            >
              {question.details ? (
                <AnswerDetailsFields details={actionData?.saved?.[question.id] ?? question.details} errors={errors} values={values} />
              ) : null}
            </QuestionInput>
          );
        })}
        <div className="form-actions">
          <button type="submit" className="button button-solid">
            {t("common.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
