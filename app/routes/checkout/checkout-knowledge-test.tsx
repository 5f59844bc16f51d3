// Checkout, step "knowledge test" of the aov flow (spec sections 2 and 4): a start text, the
// product's 11 quiz questions, and the end state: passed (on to the medical history), failed
// with an attempt left (try again), or failed twice (an alternative test is mailed; without an
// address on file the customer asks for it here). A submission the form cannot make (answers
// to other questions, an option of another question) is refused and nothing is stored.
import { formInput, runFlowChecks } from "~/domain/checkout/flows/flow-checks";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  attemptsLeft,
  exhaustedFailure,
  isForeignSubmission,
  passMarkFor,
  quizAnswersOfForm,
  scoreQuiz,
  type QuizFailure,
} from "~/domain/checkout/knowledge-test";
import { pickTranslation } from "~/domain/platform/translated-text";
import { checkEmail } from "~/domain/platform/field-checks";
import { FIELD_MESSAGES } from "~/domain/platform/validation";
import { questionFieldName } from "~/domain/catalogue/question-fields";
import { nextStepPath, requireFlowStep, stepBarOf } from "~/server/checkout/checkout-flow.server";
import { formDataOf } from "~/server/platform/guards.server";
import { currentKnowledgeTest, knowledgeTestsOf, recordQuizAttempt, requestAlternativeTest } from "~/server/checkout/knowledge-test.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { quizEvent } from "~/domain/platform/analytics";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";
import { KnowledgeTestQuestions } from "~/components/checkout/knowledge-test-questions";
import { type KnowledgeTestView } from "~/domain/checkout/knowledge-test";
import {
  AlternativeTestRequested,
  KnowledgeTestEnd,
  KnowledgeTestPassed,
  type KnowledgeTestRefusal,
} from "~/components/checkout/knowledge-test-end";

export const meta: MetaFunction = (args) => pageMeta(args, "knowledgeTest");

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { test, result } = await currentKnowledgeTest(context);
  const stepBar = stepBarOf(context);
  if (!test) return { stepBar, test: null, continueTo: await nextStepPath(context) };
  const { language } = context;
  const view: KnowledgeTestView = {
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
  };
  return { stepBar, continueTo: null, test: view };
}

type ActionResult = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: KnowledgeTestRefusal;
  failed?: QuizFailure;
  emailError?: string;
  email?: string;
  requested?: boolean;
};

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const form = await formDataOf(request);
  const productId = String(form.get("product") ?? "");
  const test = knowledgeTestsOf(context).find((candidate) => candidate.product.id === productId);
  if (!test) return data<ActionResult>({ message: "forged" }, { status: 400 });
  const mail = { request, partner: context.partner, language: context.language };

  if (form.get("intent") === "requestAlternative") {
    const email = String(form.get("email") ?? "").trim();
    const emailError = email === "" ? FIELD_MESSAGES.email : checkEmail(email);
    if (emailError) return data<ActionResult>({ emailError, email, failed: exhaustedFailure(test.questions.length) }, { status: 400 });
    const sent = await requestAlternativeTest(mail, { userId: context.visitor.id, productId, email });
    if (!sent.ok) return data<ActionResult>({ message: "notDue" }, { status: 409 });
    return data<ActionResult>({ requested: true });
  }

  const { submitted, values } = quizAnswersOfForm(form.entries());
  if (isForeignSubmission(test.questions, submitted)) return data<ActionResult>({ message: "forged" }, { status: 400 });
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

export default function CheckoutKnowledgeTest() {
  const { test, continueTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  if (!test) return <KnowledgeTestPassed continueTo={continueTo} />;
  if (actionData?.requested) return <AlternativeTestRequested />;
  const failed = actionData?.failed;
  // Out of attempts on arrival: the end state, without the questions.
  if (failed || test.attemptsLeft === 0) {
    return (
      <KnowledgeTestEnd
        test={test}
        failed={failed}
        message={actionData?.message}
        email={actionData?.email}
        emailError={actionData?.emailError}
      />
    );
  }
  return (
    <KnowledgeTestQuestions test={test} message={actionData?.message} errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} />
  );
}
