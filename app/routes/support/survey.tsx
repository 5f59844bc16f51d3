// Surveys (/survey/:slug/:productId/<step>): purchase-policy (offered on the result page),
// cancel-policy (after cancelling, ?policy=<id>) and general (after a claim with
// ?policy=<id>&after=claim it asks about the claim first). The steps are data
// (domain/surveys.ts); one SurveyResponse per run is filled step by step (server/surveys.server.ts).
// Opening the intro of a half-done run continues where it was. Unknown surveys, steps,
// products of other partners and policies that are not the customer's own: 404.
import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import {
  compactAnswer,
  isAskingStep,
  isSurveySlug,
  previousSurveyStep,
  RATING_VALUES,
  resumeStep,
  stepSchema,
  SURVEY_QUESTIONS,
  surveyStep,
  surveySteps,
  type SurveyQuestion,
  type SurveySlug,
  type SurveyStepId,
} from "~/domain/support/surveys";
import { pickTranslation } from "~/domain/platform/translated-text";
import { findCustomer } from "~/server/account/auth.server";
import { partnerCatalogue } from "~/server/catalogue/catalogue.server";
import { formDataOf, notFound, requirePartner } from "~/server/platform/guards.server";
import { findSurveyRun, saveSurveyStep, startSurveyRun, surveyTarget, type SurveyTarget } from "~/server/support/surveys.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "survey");

/** The survey, step, product and policy the URL names, all checked against this partner and customer; else 404. */
async function surveyOf(request: Request, params: LoaderFunctionArgs["params"]) {
  const context = await requirePartner(request);
  const slug = params.slug ?? "";
  if (!isSurveySlug(slug)) notFound();
  const products = await partnerCatalogue(context.partner.config.id);
  const product = products.find((candidate) => candidate.id === params.productId);
  if (!product) notFound();
  const url = new URL(request.url);
  const customer = await findCustomer(request, context.partner);
  const target = await surveyTarget(url, context.partner, customer, slug, product.id);
  const step = surveyStep(slug, params["*"], target.context);
  if (!step) notFound();
  return { ...context, url, customer, target, slug, step, product };
}

function stepPath(target: SurveyTarget, step: SurveyStepId, url: URL): string {
  return `/survey/${target.slug}/${encodeURIComponent(target.productId)}/${step}${url.search}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { language, url, customer, target, slug, step, product } = await surveyOf(request, params);
  const run = await findSurveyRun(request, target);
  // A run answered in full is not asked again; a half-done one continues where it was.
  if (run?.completed && step !== "thanks") throw redirect(stepPath(target, "thanks", url));
  if (run && step === "intro" && Object.keys(run.answers).length > 0)
    throw redirect(stepPath(target, resumeStep(slug, run.answers, target.context), url));
  const steps = surveySteps(slug, target.context).filter(isAskingStep);
  const previous = previousSurveyStep(slug, step, target.context);
  return {
    slug,
    step,
    questions: SURVEY_QUESTIONS[step],
    productName: pickTranslation(product.names, language),
    signedIn: customer !== null,
    aboutPolicy: target.policyId !== null,
    afterClaim: Boolean(target.context.afterClaim),
    saved: run?.answers[step] ?? null,
    position: isAskingStep(step) ? { current: steps.indexOf(step) + 1, total: steps.length } : null,
    backTo: previous && step !== "thanks" ? stepPath(target, previous, url) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { url, target, slug, step } = await surveyOf(request, params);
  if (step === "thanks") throw data({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "GET" } });
  const formData = await formDataOf(request);
  const schema = stepSchema(step);
  const submission = schema ? parseWithZod(formData, { schema }) : null;
  if (submission && submission.status !== "success") return data(submission.reply(), { status: 400 });

  let run = await findSurveyRun(request, target);
  const headers = new Headers();
  if (!run) {
    const started = await startSurveyRun(target);
    run = started.run;
    if (started.setCookie) headers.append("Set-Cookie", started.setCookie);
  }
  if (run.completed) return redirect(stepPath(target, "thanks", url), { headers });
  if (!submission) return redirect(stepPath(target, resumeStep(slug, run.answers, target.context), url), { headers });
  const saved = await saveSurveyStep(run, target, step, compactAnswer(submission.value as Record<string, unknown>));
  const next = saved.completed ? "thanks" : resumeStep(slug, saved.answers, target.context);
  return redirect(stepPath(target, next, url), { headers });
}

export default function Survey() {
  const loaderData = useLoaderData<typeof loader>();
  const { slug, step, productName, signedIn } = loaderData;
  const { t } = useTranslation(["surveys", "claims"]);
  return (
    <section className="page survey" aria-labelledby="survey-title" data-survey={slug} data-step={step}>
      {step === "intro" ? (
        <>
          <h1 id="survey-title">{t(`surveys:intro.${slug}.title`, { product: productName })}</h1>
          <p className="lead">{t(`surveys:intro.${slug}.text`, { product: productName })}</p>
          <p className="muted">{t("claims:survey.intro")}</p>
          <Form method="post" className="form-actions">
            <button type="submit" className="button button-solid">
              {t("surveys:start")}
            </button>
            <Link to={signedIn ? "/user/policies" : "/welcome"}>{t("surveys:skip")}</Link>
          </Form>
        </>
      ) : step === "thanks" ? (
        <>
          <h1 id="survey-title">{t("claims:survey.thanksTitle")}</h1>
          <p className="lead">{t("claims:survey.thanksText", { product: productName })}</p>
          <p>
            {signedIn ? (
              <Link to="/user/policies" className="button button-solid">
                {t("claims:survey.toPolicies")}
              </Link>
            ) : (
              <Link to="/welcome" className="button button-solid">
                {t("claims:survey.toWelcome")}
              </Link>
            )}
          </p>
        </>
      ) : (
        <AskingStep key={step} {...loaderData} />
      )}
    </section>
  );
}

type StepProps = ReturnType<typeof useLoaderData<typeof loader>>;

function AskingStep({ slug, step, questions, productName, saved, position, backTo }: StepProps) {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["surveys", "claims"]);
  const schema = stepSchema(step);
  const [form, fields] = useForm<Record<string, string>>({
    id: `survey-${step}`,
    lastResult,
    defaultValue: saved ? Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, String(value)])) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (schema ? parseWithZod(formData, { schema }) : undefined) as never,
  });
  const title =
    step === "rating"
      ? t(`claims:survey.titles.${slug as SurveySlug}`, { product: productName })
      : t(`surveys:steps.${step}.title`, { product: productName });
  return (
    <>
      {position ? (
        <p className="muted survey-progress">{t("surveys:progress", { current: position.current, total: position.total })}</p>
      ) : null}
      <h1 id="survey-title">{title}</h1>
      <Form method="post" {...getFormProps(form)} className="form-grid survey-form">
        {questions.map((question) => (
          <Question key={question.id} question={question} field={fields[question.id]!} />
        ))}
        <div className="form-actions">
          <button type="submit" className="button button-solid">
            {position && position.current === position.total ? t("claims:survey.submit") : t("surveys:next")}
          </button>
          {backTo ? <Link to={backTo}>{t("surveys:back")}</Link> : null}
        </div>
      </Form>
    </>
  );
}

function Question({ question, field }: { question: SurveyQuestion; field: FieldMetadata<string> }) {
  const { t } = useTranslation("surveys");
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  if (question.kind === "text") {
    const props = getTextareaProps(field, { ariaAttributes: true });
    return (
      <div className="form-field">
        <label htmlFor={field.id}>{t(`questions.${question.id}.label`)}</label>
        <p id={hintId} className="field-hint">
          {t(`questions.${question.id}.hint`, { max: question.max })}
        </p>
        <textarea
          {...props}
          key={field.key}
          rows={question.rows}
          maxLength={question.max}
          aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
        />
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
    );
  }
  const options = question.kind === "scale" ? RATING_VALUES.map(String) : question.options;
  return (
    <fieldset
      className={`question survey-${question.kind}`}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${hintId} ${field.errorId}` : hintId}
    >
      <legend className="question-title">{t(`questions.${question.id}.label`)}</legend>
      <div
        className={question.kind === "scale" ? "question-options survey-rating-options" : "question-options survey-choice-options"}
        key={field.key}
      >
        {options.map((value) => (
          <label key={value} className={question.kind === "scale" ? "question-option survey-rating-option" : "question-option"}>
            <input type="radio" name={field.name} value={value} defaultChecked={field.initialValue === value} required />
            <span>{question.kind === "scale" ? value : t(`reasons.${value}`)}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="field-hint">
        {t(`questions.${question.id}.hint`)}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
