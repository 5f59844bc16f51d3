// Cancelling a policy (spec sections 4, 5, 9): the customer picks the last insured day, at
// least tomorrow and at most the next billing date (never more than 30 days ahead); the
// overpaid premium is refunded within 14 days of the final debit. The policy is cancelled
// once (a conditional update), an inbox message confirms it and the cancel-policy survey
// follows. A policy that is not active, or already cancelled, is explained and left alone.
// The overpaid premium becomes a credit invoice and a refund (refunds.server.ts).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateInput } from "~/components/funnel/date-input";
import { formatDate } from "~/domain/platform/formatting";
import {
  cancellationRefusal,
  cancellationWindow,
  cancelPolicyFormSchema,
  REFUND_DAYS_AFTER_FINAL_DEBIT,
  type CancellationRefusal,
} from "~/domain/account/policy-cancellation";
import { surveyPath } from "~/domain/support/surveys";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { findOwnPolicy, productName } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { cancelPolicy } from "~/server/billing/refunds.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { partnerT } from "~/server/platform/partner.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "cancelPolicy", { name: args.data?.policy.name ?? "" });

async function cancelContext(request: Request, policyId: string | undefined) {
  const context = await requireCustomer(request);
  const policy = await findOwnPolicy(context.customer, context.partner, policyId);
  if (!policy) notFound();
  const today = todayInAmsterdam();
  return { ...context, policy, today, window: cancellationWindow(policy.startDate, today), refusal: cancellationRefusal(policy, today) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { policy, language, window, refusal } = await cancelContext(request, params.policyId);
  const name = productName(policy.product, language);
  return {
    policy: { id: policy.id, number: policy.number, name },
    window: { min: window.min, max: window.max },
    refusal,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { partner, customer, language, policy, window, refusal } = await cancelContext(request, params.policyId);
  const formData = await formDataOf(request);
  if (refusal) return data({ refusal, result: undefined }, { status: 409 });
  const submission = parseWithZod(formData, { schema: cancelPolicyFormSchema(window) });
  if (submission.status !== "success") return data({ refusal: null, result: submission.reply() }, { status: 400 });
  const endDate = submission.value.end_date;

  const t = await partnerT(partner, language, "account");
  const name = productName(policy.product, language);
  // One transaction (refunds.server.ts): the policy ends once, the confirmation is written in
  // the customer's language, and the overpaid premium becomes a credit and a refund.
  const result = await cancelPolicy({
    policyId: policy.id,
    userId: customer.id,
    partnerId: partner.config.id,
    endDate,
    today: todayInAmsterdam(),
    message: {
      subject: t("cancel.message.subject", { product: name }),
      body: t("cancel.message.body", {
        product: name,
        number: policy.number,
        endDate: formatDate(endDate),
        days: REFUND_DAYS_AFTER_FINAL_DEBIT,
      }),
    },
  });
  const cancelled = result.cancelled;
  if (!cancelled) return data({ refusal: "alreadyCancelled" as CancellationRefusal, result: undefined }, { status: 409 });
  // The cancel-policy survey about this policy follows (decision 0053); it can be skipped.
  return redirect(surveyPath("cancel-policy", policy.productId, { policyId: policy.id }));
}

export default function CancelPolicy() {
  const { policy, window, refusal: refusedOnLoad } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const refusal = actionData?.refusal ?? refusedOnLoad;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cancelPolicyFormSchema(window) }),
  });
  return (
    <section className="page" aria-labelledby="cancel-title">
      <p>
        <Link to={`/user/policies/${policy.id}`}>← {t("cancel.back", { product: policy.name })}</Link>
      </p>
      <h1 id="cancel-title">{t("cancel.title", { product: policy.name })}</h1>
      <p className="muted">
        {t("policy.number")}: {policy.number}
      </p>
      {refusal ? (
        <div className="notice" role="alert">
          <p>{t(`cancel.refusal.${refusal}`)}</p>
        </div>
      ) : (
        <>
          <p>{t("cancel.intro", { max: formatDate(window.max) })}</p>
          <p className="cancel-refund">{t("cancel.refund", { days: REFUND_DAYS_AFTER_FINAL_DEBIT })}</p>
          <Form method="post" {...getFormProps(form)} className="form-grid">
            <DateInput
              id={fields.end_date.id}
              name={fields.end_date.name}
              legend={t("cancel.endDate")}
              value={fields.end_date.initialValue}
              errors={fields.end_date.errors}
              hint={t("cancel.endDateHint", { min: formatDate(window.min), max: formatDate(window.max) })}
            />
            <div className="form-actions">
              <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
                {t("cancel.submit")}
              </button>
              <Link to={`/user/policies/${policy.id}`}>{t("cancel.keep")}</Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
