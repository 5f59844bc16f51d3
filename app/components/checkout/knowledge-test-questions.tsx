// The knowledge test's questions (spec section 4): the start text, the attempts left, and the
// quiz as one form of radio groups, posted whole. On an error the answers given are kept.
import type { KnowledgeTestView } from "~/domain/checkout/knowledge-test";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { QuestionInput, requiredMessage } from "~/components/funnel/question-input";
import { KnowledgeTestAlert, type KnowledgeTestRefusal } from "./knowledge-test-end";

export function KnowledgeTestQuestions({
  test,
  message,
  errors,
  values,
}: {
  test: KnowledgeTestView;
  message?: KnowledgeTestRefusal;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const { t } = useTranslation("funnel");
  const errorCount = Object.keys(errors).length;
  return (
    <section className="page" aria-labelledby="knowledge-test-title">
      <h1 id="knowledge-test-title">{t("knowledgeTest.title")}</h1>
      <p className="lead">{t("knowledgeTest.intro", { product: test.productName, total: test.total, passMark: test.passMark })}</p>
      <p>{t("knowledgeTest.attemptsLeft", { count: test.attemptsLeft })}</p>
      <KnowledgeTestAlert message={message} />
      {/* Each unanswered question linked by its number (GOV.UK error summary, decision 0088). */}
      <ErrorSummary
        errors={test.questions.flatMap((question, index) => {
          const error = errors[question.name];
          if (!error) return [];
          const message = requiredMessage({ input: "option", field: null }, error);
          return [{ id: question.name, message, label: t("knowledgeTest.questionLabel", { number: index + 1 }) }];
        })}
        failed={errorCount > 0 ? errors : null}
      />
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
