// Surveys (/survey/:slug/:productId/<step>): purchase-policy (linked from the result page),
// cancel-policy (after cancelling, ?policy=<id>) and general. The steps of each survey are data
// (domain/surveys.ts); the rating step asks a 1-5 rating and optional feedback and stores a
// SurveyResponse for the partner, the signed-in customer (or nobody for a visitor) and the
// product; the thanks step ends it. Unknown surveys, steps and products of other partners: 404.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/form-field";
import { isSurveySlug, nextSurveyStep, RATING_VALUES, ratingFormSchema, SURVEY_FEEDBACK_MAX_LENGTH, surveyStep } from "~/domain/surveys";
import { pickTranslation } from "~/domain/translated-text";
import { findCustomer } from "~/server/auth.server";
import { partnerCatalogue } from "~/server/catalogue.server";
import { assertSameOrigin } from "~/server/csrf.server";
import { db } from "~/server/db.server";
import { formDataOf, notFound, requirePartner } from "~/server/guards.server";
import { pageMeta } from "~/domain/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "survey");

/** The survey, step and product the URL names, all checked against this partner; else 404. */
async function surveyOf(request: Request, params: LoaderFunctionArgs["params"]) {
  const context = await requirePartner(request);
  const slug = params.slug ?? "";
  if (!isSurveySlug(slug)) notFound();
  const step = surveyStep(slug, params["*"]);
  if (!step) notFound();
  const products = await partnerCatalogue(context.partner.config.id);
  const product = products.find((candidate) => candidate.id === params.productId);
  if (!product) notFound();
  return { ...context, slug, step, product };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language, slug, step, product } = await surveyOf(request, params);
  const customer = await findCustomer(request, partner);
  return {
    slug,
    step,
    productName: pickTranslation(product.names, language),
    signedIn: customer !== null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { partner, slug, step, product } = await surveyOf(request, params);
  if (step.kind !== "rating") throw data({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "GET" } });
  const formData = await formDataOf(request);
  formData.delete("__intent__"); // no form intents here; a forged one is not parsed
  const submission = parseWithZod(formData, { schema: ratingFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const customer = await findCustomer(request, partner);
  await db.surveyResponse.create({
    data: {
      partnerId: partner.config.id,
      userId: customer?.id ?? null,
      survey: slug,
      productId: product.id,
      rating: submission.value.rating,
      feedback: submission.value.feedback ?? null,
    },
  });
  const next = nextSurveyStep(slug, step.id);
  const search = new URL(request.url).search;
  return redirect(next ? `/survey/${slug}/${product.id}/${next.id}${search}` : "/");
}

export default function Survey() {
  const { slug, step, productName, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("claims");
  return (
    <section className="page survey" aria-labelledby="survey-title" data-survey={slug} data-step={step.id}>
      {step.kind === "rating" ? (
        <RatingStep slug={slug} productName={productName} />
      ) : (
        <>
          <h1 id="survey-title">{t("survey.thanksTitle")}</h1>
          <p className="lead">{t("survey.thanksText", { product: productName })}</p>
          <p>
            {signedIn ? (
              <Link to="/user/policies" className="button button-solid">
                {t("survey.toPolicies")}
              </Link>
            ) : (
              <Link to="/welcome" className="button button-solid">
                {t("survey.toWelcome")}
              </Link>
            )}
          </p>
        </>
      )}
    </section>
  );
}

function RatingStep({ slug, productName }: { slug: string; productName: string }) {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("claims");
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ratingFormSchema }),
  });
  const rating = fields.rating;
  const ratingInvalid = Boolean(rating.errors?.length);
  const scaleId = `${rating.id}-scale`;
  const feedbackHintId = `${fields.feedback.id}-hint`;
  const feedbackProps = getTextareaProps(fields.feedback, { ariaAttributes: true });
  return (
    <>
      <h1 id="survey-title">{t(`survey.titles.${slug}`, { product: productName })}</h1>
      <p className="lead">{t("survey.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="form-grid survey-form">
        <fieldset
          className="question survey-rating"
          aria-invalid={ratingInvalid ? true : undefined}
          aria-describedby={ratingInvalid ? `${scaleId} ${rating.errorId}` : scaleId}
        >
          <legend className="question-title">{t("survey.rating")}</legend>
          <div className="question-options survey-rating-options" key={rating.key}>
            {RATING_VALUES.map((value) => (
              <label key={value} className="question-option survey-rating-option">
                <input type="radio" name={rating.name} value={value} defaultChecked={rating.initialValue === String(value)} required />
                <span>{value}</span>
              </label>
            ))}
          </div>
          <p id={scaleId} className="field-hint">
            {t("survey.ratingScale")}
          </p>
          <FieldError id={rating.errorId} errors={rating.errors} />
        </fieldset>
        <div className="form-field">
          <label htmlFor={fields.feedback.id}>{t("survey.feedback")}</label>
          <p id={feedbackHintId} className="field-hint">
            {t("survey.feedbackHint", { max: SURVEY_FEEDBACK_MAX_LENGTH })}
          </p>
          <textarea
            {...feedbackProps}
            key={fields.feedback.key}
            rows={5}
            aria-describedby={[feedbackProps["aria-describedby"], feedbackHintId].filter(Boolean).join(" ")}
          />
          <FieldError id={fields.feedback.errorId} errors={fields.feedback.errors} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-solid">
            {t("survey.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
