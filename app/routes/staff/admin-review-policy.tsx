// /admin/review/:policyId (insurer admins only; decision 0045): a waiting policy's answers and
// reason, and the decision: accept (active), decline (never billed), or ask the customer for
// more information. Each is one conditional update (a second tab changes and sends nothing),
// audited; the customer gets an inbox message and a mail in their language. Plain form posts.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { pageMeta } from "~/domain/platform/page-meta";
import { VALIDATION_MESSAGES } from "~/domain/platform/field-checks";
import { askForInformation, decideReview, type ReviewOutcome } from "~/server/staff/back-office.server";
import { reviewPage } from "~/server/staff/review-page.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminReviewPolicy", { number: args.data?.policy.number ?? "" });

const QUESTION_MAX_LENGTH = 2000;
const DONE = ["accepted", "declined", "asked"] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const page = await reviewPage(params.policyId ?? "", language);
  if (!page) notFound();
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...page,
    done: (DONE as readonly string[]).includes(done ?? "") ? done : null,
  };
}

type ActionAnswer = { result: ReviewOutcome | "notWaiting" | null; question: string; errors: { question?: string[] } };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const policyId = params.policyId ?? "";
  const form = await formDataOf(request);
  const intent = String(form.get("intent") ?? "");
  const question = String(form.get("question") ?? "").trim();
  const answer = (status: number, result: ActionAnswer["result"], errors: ActionAnswer["errors"] = {}) =>
    data<ActionAnswer>({ result, question, errors }, { status });

  if (intent === "accept" || intent === "decline") {
    const outcome = await decideReview(staff, policyId, intent === "accept" ? "accepted" : "declined");
    if (outcome === "notFound") notFound();
    if (outcome !== "done") return answer(409, outcome);
    return redirect(`/admin/review/${encodeURIComponent(policyId)}?done=${intent === "accept" ? "accepted" : "declined"}`);
  }
  if (intent === "ask") {
    if (question === "") return answer(400, null, { question: [VALIDATION_MESSAGES.required] });
    if (question.length > QUESTION_MAX_LENGTH) return answer(400, null, { question: [VALIDATION_MESSAGES.tooLong] });
    const version = new Date(String(form.get("version") ?? ""));
    // A form without a readable version is from no page of ours: treat it as out of date.
    if (Number.isNaN(version.getTime())) return answer(409, "changed");
    const outcome = await askForInformation(staff, policyId, version, question);
    if (outcome === "notFound") notFound();
    if (outcome !== "done") return answer(409, outcome);
    return redirect(`/admin/review/${encodeURIComponent(policyId)}?done=asked`);
  }
  return answer(400, null);
}

export default function AdminReviewPolicy() {
  const { policy, answers, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("backoffice");
  const busy = navigation.state === "submitting";
  const questionErrors = actionData?.errors.question;
  const result = actionData?.result ?? null;
  return (
    <section className="page admin-page" aria-labelledby="review-policy-title">
      <p>
        <Link to="/admin/review">← {t("review.back")}</Link>
      </p>
      <h1 id="review-policy-title">{t("review.heading", { number: policy.number })}</h1>
      {done && !actionData ? (
        <p className="notice" role="status">
          {t(`review.results.${done}`)}
        </p>
      ) : null}
      {result ? (
        <p className="notice" role="alert">
          {t(`review.results.${result}`)}
        </p>
      ) : null}
      <dl className="policy-facts">
        <dt>{t("review.fields.product")}</dt>
        <dd>{policy.product}</dd>
        <dt>{t("review.fields.customer")}</dt>
        <dd>{policy.customer || "—"}</dd>
        <dt>{t("review.fields.email")}</dt>
        <dd>{policy.email || "—"}</dd>
        <dt>{t("review.fields.partner")}</dt>
        <dd>{policy.partner}</dd>
        <dt>{t("review.fields.status")}</dt>
        <dd>{t(`review.statuses.${policy.status}`, { defaultValue: policy.status })}</dd>
        <dt>{t("review.fields.reason")}</dt>
        <dd>
          {policy.reasons.length
            ? policy.reasons.map((reason) => t(`review.reasons.${reason}`, { defaultValue: reason, ...policy.identityNames })).join("; ")
            : "—"}
        </dd>
        {policy.due ? (
          <>
            <dt>{t("review.fields.due")}</dt>
            <dd>
              {policy.due}
              {policy.waiting && policy.left
                ? ` (${t(policy.left.overdue ? "review.overdue" : "review.left", { hours: policy.left.hours, minutes: policy.left.minutes })})`
                : null}
            </dd>
          </>
        ) : null}
        <dt>{t("review.fields.bought")}</dt>
        <dd>{policy.bought}</dd>
        <dt>{t("review.fields.start")}</dt>
        <dd>{policy.start}</dd>
        <dt>{t("review.fields.premium")}</dt>
        <dd>{policy.premium}</dd>
      </dl>

      <section aria-labelledby="answers-title">
        <h2 id="answers-title">{t("review.answers")}</h2>
        {answers.length === 0 ? (
          <p className="muted">{t("review.noAnswers")}</p>
        ) : (
          <table className="admin-table answers-table">
            <thead>
              <tr>
                <th scope="col">{t("review.question")}</th>
                <th scope="col">{t("review.answer")}</th>
              </tr>
            </thead>
            <tbody>
              {answers.map((line, index) => (
                <tr key={index}>
                  <th scope="row">{line.question}</th>
                  <td>
                    {line.value || "—"}
                    {line.explanation ? (
                      <p className="answer-explanation">
                        <strong>{t("review.explanation")}</strong> {line.explanation}
                      </p>
                    ) : null}
                    {line.documents.length > 0 ? (
                      <ul className="answer-documents-list" aria-label={t("review.documents")}>
                        {line.documents.map((document) => (
                          <li key={document.id}>
                            <a href={`/admin/review/${policy.id}/files/${document.id}`} download>
                              {document.fileName}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {policy.decision && policy.decidedAt ? (
        <p className="notice">
          {t("review.decided", {
            decision: t(`review.decisions.${policy.decision}`, { defaultValue: policy.decision }),
            at: policy.decidedAt,
          })}
        </p>
      ) : null}

      {policy.waiting ? (
        <>
          <section aria-labelledby="decide-title" className="review-decide">
            <h2 id="decide-title">{t("review.decide.title")}</h2>
            <Form method="post" className="inline-form">
              <input type="hidden" name="version" value={policy.version} />
              <p className="field-hint">{t("review.decide.acceptHint")}</p>
              <button type="submit" name="intent" value="accept" className="button button-solid" disabled={busy}>
                {t("review.decide.accept")}
              </button>
              <p className="field-hint">{t("review.decide.declineHint")}</p>
              <button type="submit" name="intent" value="decline" className="button button-ghost" disabled={busy}>
                {t("review.decide.decline")}
              </button>
            </Form>
          </section>
          <section aria-labelledby="ask-title" className="review-ask">
            <h2 id="ask-title">{t("review.ask.title")}</h2>
            <Form method="post" className="form-grid">
              <input type="hidden" name="version" value={policy.version} />
              <div className="form-field">
                <label htmlFor="review-question">{t("review.ask.question")}</label>
                <p id="review-question-hint" className="field-hint">
                  {t("review.ask.hint", { max: QUESTION_MAX_LENGTH })}
                </p>
                <textarea
                  id="review-question"
                  name="question"
                  rows={5}
                  defaultValue={actionData?.question ?? ""}
                  key={actionData ? `q-${actionData.question}` : "q"}
                  aria-invalid={questionErrors?.length ? true : undefined}
                  aria-describedby={questionErrors?.length ? "review-question-hint review-question-error" : "review-question-hint"}
                />
                <FieldError id="review-question-error" errors={questionErrors} />
              </div>
              <div className="form-actions">
                <button type="submit" name="intent" value="ask" className="button button-ghost" disabled={busy}>
                  {t("review.ask.submit")}
                </button>
              </div>
            </Form>
          </section>
        </>
      ) : !policy.decision ? (
        <p className="muted">{t("review.results.notWaiting")}</p>
      ) : null}
    </section>
  );
}
