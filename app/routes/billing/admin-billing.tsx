// /admin/billing (issue 14): insurer admins run the monthly billing for a day (invoices and
// pain.008 files; optionally for one partner), download the files for the bank, and read the
// bank's answer (camt.054) back, seeing what became of each booking. Partner admins get 403.
// Plain forms: everything works without JavaScript; bad input is answered at its field.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BankAnswerResults } from "~/components/billing/bank-answer-results";
import { BillingRunSummary } from "~/components/billing/billing-run-summary";
import { PaymentFilesTable } from "~/components/billing/payment-files-table";
import { BANK_ANSWER_FIELD, BANK_ANSWER_MAX_LABEL } from "~/domain/billing/sepa-bank-answer";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { pageMeta } from "~/domain/platform/page-meta";
import {
  importBankAnswerUpload,
  recentPaymentFiles,
  runBillingFromForm,
  type BankAnswerResult,
  type BillingRunResult,
} from "~/server/billing/admin-billing.server";
import { formDataOf } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminBilling");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  return { today: todayInAmsterdam(), files: await recentPaymentFiles() };
}

type ActionResult = BillingRunResult | BankAnswerResult;

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  // The upload form is multipart; the run form is a plain form.
  const result: ActionResult = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")
    ? await importBankAnswerUpload(request, staff)
    : await runBillingFromForm(await formDataOf(request), staff);
  return data<ActionResult>(result, { status: Object.keys(result.errors).length > 0 ? 400 : 200 });
}

function FieldMessage({ id, message, values }: { id: string; message?: string; values?: Record<string, string> }) {
  const { t } = useTranslation("billing");
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(message, values)}
    </p>
  );
}

export default function AdminBilling() {
  const { today, files } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("billing");
  const run = result?.intent === "run" ? result : null;
  const answer = result?.intent === "answer" ? result : null;
  const busy = navigation.state === "submitting";
  return (
    <section className="page" aria-labelledby="billing-title">
      <h1 id="billing-title">{t("title")}</h1>
      <p className="lead">{t("intro")}</p>

      <section aria-labelledby="run-heading">
        <h2 id="run-heading">{t("run.heading")}</h2>
        <Form method="post" noValidate>
          <div className="form-field">
            <label htmlFor="runDate">{t("run.date")}</label>
            <p id="runDate-hint" className="field-hint">
              {t("run.dateHint")}
            </p>
            <input
              id="runDate"
              name="runDate"
              type="date"
              required
              defaultValue={run?.values.runDate ?? today}
              aria-invalid={run?.errors.runDate ? true : undefined}
              aria-describedby={["runDate-hint", run?.errors.runDate ? "runDate-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="runDate-error" message={run?.errors.runDate} />
          </div>
          <div className="form-field">
            <label htmlFor="partner">{t("run.partner")}</label>
            <p id="partner-hint" className="field-hint">
              {t("run.partnerHint")}
            </p>
            <input
              id="partner"
              name="partner"
              type="text"
              autoComplete="off"
              spellCheck={false}
              defaultValue={run?.values.partner ?? ""}
              aria-invalid={run?.errors.partner ? true : undefined}
              aria-describedby={["partner-hint", run?.errors.partner ? "partner-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="partner-error" message={run?.errors.partner} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("run.submit")}
          </button>
        </Form>
        {run?.summary ? <BillingRunSummary summary={run.summary} /> : null}
      </section>

      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t("files.heading")}</h2>
        <PaymentFilesTable files={files} />
      </section>

      <section aria-labelledby="answer-heading">
        <h2 id="answer-heading">{t("answer.heading")}</h2>
        <Form method="post" encType="multipart/form-data" noValidate>
          <div className="form-field">
            <label htmlFor={BANK_ANSWER_FIELD}>{t("answer.file")}</label>
            <p id="answer-hint" className="field-hint">
              {t("answer.fileHint", { max: BANK_ANSWER_MAX_LABEL })}
            </p>
            <input
              id={BANK_ANSWER_FIELD}
              name={BANK_ANSWER_FIELD}
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-invalid={answer?.errors.answer ? true : undefined}
              aria-describedby={["answer-hint", answer?.errors.answer ? "answer-error" : null].filter(Boolean).join(" ")}
            />
            <FieldMessage id="answer-error" message={answer?.errors.answer} values={answer?.errorValues} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("answer.submit")}
          </button>
        </Form>
        {answer ? <BankAnswerResults result={answer} /> : null}
      </section>
    </section>
  );
}
