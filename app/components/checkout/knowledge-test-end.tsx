// The knowledge test's end states (spec section 4): all passed (on to the next step), failed
// with an attempt left (try again), failed twice (the alternative test was mailed, or the
// customer asks for it here), and the alternative test asked for. Plus the refusal notice.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import type { QuizFailure } from "~/domain/checkout/knowledge-test";
import { AlternativeTestRequestForm } from "./alternative-test-request";
import type { KnowledgeTestView } from "../../domain/checkout/knowledge-test";

/** Why the server refused a submission: forged, no attempt left, or the alternative test not due. */
export type KnowledgeTestRefusal = "forged" | "noAttemptsLeft" | "notDue";

export function KnowledgeTestAlert({ message }: { message?: KnowledgeTestRefusal }) {
  const { t } = useTranslation("funnel");
  if (!message) return null;
  return (
    <p className="form-error-summary" role="alert">
      {t(`knowledgeTest.${message}`)}
    </p>
  );
}

export function KnowledgeTestPassed({ continueTo }: { continueTo: string | null }) {
  const { t } = useTranslation("funnel");
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

export function AlternativeTestRequested() {
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="knowledge-test-title">
      <h1 id="knowledge-test-title">{t("knowledgeTest.endTitle")}</h1>
      <p className="lead" role="status">
        {t("knowledgeTest.alternativeSent")}
      </p>
    </section>
  );
}

/** Failed now (`failed`), or out of attempts on arrival (no `failed`): the score and what comes next. */
export function KnowledgeTestEnd({
  test,
  failed,
  message,
  email,
  emailError,
}: {
  test: KnowledgeTestView;
  failed?: QuizFailure;
  message?: KnowledgeTestRefusal;
  email?: string;
  emailError?: string;
}) {
  const { t } = useTranslation("funnel");
  const left = failed ? failed.attemptsLeft : 0;
  const alternativeSent = failed ? failed.alternative === "sent" : test.alternativeSent;
  return (
    <section className="page" aria-labelledby="knowledge-test-title">
      <h1 id="knowledge-test-title">{t("knowledgeTest.endTitle")}</h1>
      <KnowledgeTestAlert message={message} />
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
        <AlternativeTestRequestForm productId={test.productId} email={email} emailError={emailError} />
      )}
    </section>
  );
}
