// Checkout, step "knowledge test" of the aov flow (spec sections 2 and 4): a start text, the
// product's 11 quiz questions, and the end state: passed (on to the medical history), failed
// with an attempt left (try again), or failed twice (an alternative test is mailed; without an
// address on file the customer asks for it here). A submission the form cannot make (answers
// to other questions, an option of another question) is refused and nothing is stored.
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { formInput, runFlowChecks } from "~/domain/checkout/flows/flow-checks";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuestionInput } from "~/components/funnel/question-input";
import { questionsForStep } from "~/domain/checkout/flows/flow-steps";
import { attemptsLeft, passMarkFor, scoreQuiz, type QuizAnswer } from "~/domain/checkout/knowledge-test";
import { orderQuestions } from "~/domain/catalogue/question-flow";
import { pickTranslation } from "~/domain/platform/translated-text";
import { checkEmail } from "~/domain/platform/field-checks";
import { questionFieldName } from "~/domain/catalogue/question-fields";
import { nextStepPath, requireFlowStep, stepBarOf, type FlowStepContext } from "~/server/checkout/checkout-flow.server";
import { formDataOf } from "~/server/platform/guards.server";
import { quizResultsOf, recordQuizAttempt, requestAlternativeTest } from "~/server/checkout/knowledge-test.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { quizEvent } from "~/domain/platform/analytics";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";

export const meta: MetaFunction = (args) => pageMeta(args, "knowledgeTest");

/** The checkout's products with a knowledge test, each with its quiz questions in order. */
function testsOf(context: FlowStepContext) {
  return context.products
    .map((product) => ({ product, questions: orderQuestions(questionsForStep(context.flow, context.step, product.questions)) }))
    .filter((test) => test.questions.length > 0);
}

/** The test to take now: the first not passed (null when all are). */
async function currentTest(context: FlowStepContext) {
  const tests = testsOf(context);
  const results = await quizResultsOf(
    context.visitor.id,
    tests.map((test) => test.product.id),
  );
  const test = tests.find((candidate) => !results.get(candidate.product.id)?.passed) ?? null;
  return { test, result: test ? (results.get(test.product.id) ?? null) : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { test, result } = await currentTest(context);
  const stepBar = stepBarOf(context);
  if (!test) return { stepBar, test: null, continueTo: await nextStepPath(context) };
  const { language } = context;
  return {
    stepBar,
    continueTo: null,
    test: {
      productId: test.product.id,
      productName: pickTranslation(test.product.names, language),
      total: test.questions.length,
      passMark: passMarkFor(test.questions.length),
      attemptsLeft: attemptsLeft(result),
      alternativeSent: !!result?.alternativeSentAt,
      lastScore: result && result.attempts > 0 ? result.lastScore : null,
      questions: test.questions.map((question) => ({
        id: question.id,
        name: questionFieldName(question.id),
        text: pickTranslation(question.texts, language),
        options: question.options.map((option) => ({ id: option.id, label: pickTranslation(option.labels, language) })),
      })),
    },
  };
}

type ActionResult = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: "forged" | "noAttemptsLeft" | "notDue";
  failed?: { score: number; total: number; passMark: number; attemptsLeft: number; alternative: "sent" | "needsEmail" | null };
  emailError?: string;
  email?: string;
  requested?: boolean;
};

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const form = await formDataOf(request);
  const productId = String(form.get("product") ?? "");
  const test = testsOf(context).find((candidate) => candidate.product.id === productId);
  if (!test) return data<ActionResult>({ message: "forged" }, { status: 400 });
  const mail = { request, partner: context.partner, language: context.language };

  if (form.get("intent") === "requestAlternative") {
    const email = String(form.get("email") ?? "").trim();
    const emailError = email === "" ? "validations:required" : checkEmail(email);
    if (emailError) return data<ActionResult>({ emailError, email, failed: exhausted(test.questions.length) }, { status: 400 });
    const sent = await requestAlternativeTest(mail, { userId: context.visitor.id, productId, email });
    if (!sent.ok) return data<ActionResult>({ message: "notDue" }, { status: 409 });
    return data<ActionResult>({ requested: true });
  }

  const submitted: QuizAnswer[] = [];
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("q-") || typeof value !== "string") continue;
    submitted.push({ questionId: name.slice(2), optionId: value });
    values[name] = value;
  }
  const known = new Set(test.questions.map((question) => question.id));
  const forged =
    submitted.some((answer) => !known.has(answer.questionId)) ||
    new Set(submitted.map((answer) => answer.questionId)).size !== submitted.length;
  if (forged) return data<ActionResult>({ message: "forged" }, { status: 400 });
  const errors = runFlowChecks(context.flow, context.step, formInput(test.questions, form));
  if (Object.keys(errors).length > 0) return data<ActionResult>({ errors, values }, { status: 400 });
  const scored = scoreQuiz(test.questions, submitted);
  if (!scored.ok) return data<ActionResult>({ message: "forged" }, { status: 400 });

  const outcome = await recordQuizAttempt(mail, {
    userId: context.visitor.id,
    productId,
    score: scored.score,
    total: scored.total,
    passed: scored.passed,
  });
  if (!outcome.ok) return data<ActionResult>({ message: "noAttemptsLeft" }, { status: 409 });
  // The test answered: quiz with its result (decision 0050), on the next page or this one again.
  const [priced] = (await checkoutAnalyticsProducts(context)).filter((item) => item.productId === productId);
  const headers = priced ? { "Set-Cookie": await analyticsFlashHeader([quizEvent(priced, outcome)]) } : undefined;
  if (outcome.passed) return redirect(await nextStepPath(context), { headers });
  return data<ActionResult>(
    {
      failed: {
        score: outcome.score,
        total: outcome.total,
        passMark: passMarkFor(outcome.total),
        attemptsLeft: outcome.attemptsLeft,
        alternative: outcome.alternative,
      },
    },
    { headers },
  );
}

function exhausted(total: number): NonNullable<ActionResult["failed"]> {
  return { score: 0, total, passMark: passMarkFor(total), attemptsLeft: 0, alternative: "needsEmail" };
}

export default function CheckoutKnowledgeTest() {
  const { test, continueTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();

  if (!test) {
    return (
      <section className="page" aria-labelledby="knowledge-test-title">
        <h1 id="knowledge-test-title">{t("knowledgeTest.passedTitle")}</h1>
        <p className="lead">{t("knowledgeTest.passedText")}</p>
        <p>
          <Link to={continueTo ?? "/checkout"} className="button button-solid">
            {t("common.continue")}
          </Link>
        </p>
      </section>
    );
  }

  const message = actionData?.message ? (
    <p className="form-error-summary" role="alert">
      {t(`knowledgeTest.${actionData.message}`)}
    </p>
  ) : null;

  if (actionData?.requested) {
    return (
      <section className="page" aria-labelledby="knowledge-test-title">
        <h1 id="knowledge-test-title">{t("knowledgeTest.endTitle")}</h1>
        <p className="lead" role="status">
          {t("knowledgeTest.alternativeSent")}
        </p>
      </section>
    );
  }

  const failed = actionData?.failed;
  // Out of attempts on arrival: the end state, without the questions.
  const outOfAttempts = !failed && test.attemptsLeft === 0;
  if (failed || outOfAttempts) {
    const left = failed ? failed.attemptsLeft : 0;
    const alternativeSent = failed ? failed.alternative === "sent" : test.alternativeSent;
    return (
      <section className="page" aria-labelledby="knowledge-test-title">
        <h1 id="knowledge-test-title">{t("knowledgeTest.endTitle")}</h1>
        {message}
        {failed && failed.alternative !== "needsEmail" ? (
          <p className="lead" role="status">
            {t("knowledgeTest.score", { score: failed.score, total: failed.total, passMark: failed.passMark })}
          </p>
        ) : test.lastScore !== null ? (
          <p className="lead">{t("knowledgeTest.score", { score: test.lastScore, total: test.total, passMark: test.passMark })}</p>
        ) : null}
        {left > 0 ? (
          <>
            <p>{t("knowledgeTest.attemptsLeft", { count: left })}</p>
            <p>
              <Link to={STEP_PATHS.knowledgeTest} className="button button-solid">
                {t("knowledgeTest.tryAgain")}
              </Link>
            </p>
          </>
        ) : alternativeSent ? (
          <p>{t("knowledgeTest.alternativeSent")}</p>
        ) : (
          <Form method="post" noValidate aria-labelledby="request-title">
            <h2 id="request-title">{t("knowledgeTest.requestTitle")}</h2>
            <p>{t("knowledgeTest.requestText")}</p>
            <input type="hidden" name="product" value={test.productId} />
            <div className="form-field">
              <label htmlFor="alternative-email">{t("knowledgeTest.emailLabel")}</label>
              <input
                id="alternative-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={actionData?.email ?? ""}
                aria-invalid={actionData?.emailError ? true : undefined}
                aria-describedby={actionData?.emailError ? "alternative-email-error" : undefined}
              />
              {actionData?.emailError ? (
                <p id="alternative-email-error" className="field-error">
                  {tAll(actionData.emailError)}
                </p>
              ) : null}
            </div>
            <div className="form-actions">
              <button type="submit" name="intent" value="requestAlternative" className="button button-solid">
                {t("knowledgeTest.requestSubmit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    );
  }

  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const errorCount = Object.keys(errors).length;
  return (
    <section className="page" aria-labelledby="knowledge-test-title">
      <h1 id="knowledge-test-title">{t("knowledgeTest.title")}</h1>
      <p className="lead">{t("knowledgeTest.intro", { product: test.productName, total: test.total, passMark: test.passMark })}</p>
      <p>{t("knowledgeTest.attemptsLeft", { count: test.attemptsLeft })}</p>
      {message}
      {errorCount > 0 ? (
        <p className="form-error-summary" role="alert">
          {t("knowledgeTest.errorSummary")}
        </p>
      ) : null}
      <Form method="post" noValidate>
        <input type="hidden" name="product" value={test.productId} />
        {test.questions.map((question, index) => (
          <QuestionInput
            key={question.id}
            question={{
              ...question,
              type: "quiz",
              input: "option",
              field: null,
              required: true,
              value: "",
              text: t("knowledgeTest.questionNumber", { number: index + 1, total: test.total, text: question.text }),
            }}
            value={values[question.name] ?? ""}
            error={errors[question.name]}
          />
        ))}
        <div className="form-actions">
          <button type="submit" name="intent" value="submit" className="button button-solid">
            {t("knowledgeTest.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
