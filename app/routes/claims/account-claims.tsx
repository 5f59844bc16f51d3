// My claims (/user/claims): the customer's claims with their status and files, and a form to
// report damage on one of their own policies with photos or documents (JPEG, PNG or PDF by
// content, at most 25 MB each, at most 10). Works without JavaScript (a multipart form post).
import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClaimFilesField } from "~/components/claims/claim-files-field";
import { DateInput } from "~/components/funnel/date-input";
import { FieldError } from "~/components/funnel/text-field-view";
import { CLAIM_DESCRIPTION_MAX_LENGTH, CLAIM_FILE_FIELD, claimFormSchema } from "~/domain/claims/claims";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { requireCustomer } from "~/server/account/auth.server";
import { claimQuotaMessageValues, reportClaimFromForm } from "~/server/claims/claim-form.server";
import { claimablePolicies, listClaims } from "~/server/claims/claims.server";
import { assertSameOrigin } from "~/server/platform/csrf.server";
import { claimSurveyPath } from "~/server/support/surveys.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "claims");

const FILE_FIELD = CLAIM_FILE_FIELD;

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const owner = { partnerId: partner.config.id, userId: customer.id };
  const [claims, policies] = await Promise.all([listClaims(owner, language), claimablePolicies(owner, language)]);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("policy");
  const reported = url.searchParams.get("reported");
  const reportedNumber = claims.some((claim) => claim.number === reported) ? reported : null;
  return {
    today: todayInAmsterdam(),
    claims,
    policies,
    selectedPolicyId: policies.some((policy) => policy.id === wanted) ? wanted : null,
    // Only a number of the customer's own claims is echoed back.
    reported: reportedNumber,
    // After reporting: how did it go? (the general survey with its claim step, decision 0053)
    surveyHref: reportedNumber ? await claimSurveyPath(owner, reportedNumber) : null,
    quota: claimQuotaMessageValues(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { partner, customer } = await requireCustomer(request);
  return reportClaimFromForm(request, { partnerId: partner.config.id, userId: customer.id }, todayInAmsterdam());
}

export default function AccountClaims() {
  const { today, claims, policies, selectedPolicyId, reported, surveyHref, quota } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("claims");
  const [form, fields] = useForm({
    id: "claim-form",
    lastResult: actionData?.result,
    defaultValue: { policyId: selectedPolicyId ?? (policies.length === 1 ? policies[0]!.id : "") },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: claimFormSchema(today) }),
  });
  const fileErrors = actionData?.result.error?.[FILE_FIELD] ?? null;
  const rejected = actionData?.rejected ?? [];
  const descriptionHintId = `${fields.description.id}-hint`;
  const descriptionProps = getTextareaProps(fields.description, { ariaAttributes: true });

  return (
    <section className="page claims" aria-labelledby="claims-title">
      <h1 id="claims-title">{t("claims.title")}</h1>
      {reported ? (
        <p className="notice claims-reported" role="status">
          {t("claims.reported", { number: reported })}
          {surveyHref ? (
            <>
              {" "}
              <Link to={surveyHref}>{t("surveys:afterClaim")}</Link>
            </>
          ) : null}
        </p>
      ) : null}

      <section aria-labelledby="claims-list-title">
        <h2 id="claims-list-title">{t("claims.listTitle")}</h2>
        {claims.length === 0 ? (
          <p className="muted">{t("claims.empty")}</p>
        ) : (
          <div className="claims-table-wrap">
            <table className="summary-table claims-table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t("claims.number")}</th>
                  <th scope="col">{t("claims.policy")}</th>
                  <th scope="col">{t("claims.occurredOn")}</th>
                  <th scope="col">{t("claims.reportedOn")}</th>
                  <th scope="col">{t("claims.status")}</th>
                  <th scope="col">{t("claims.files")}</th>
                  <th scope="col">{t("claims.history")}</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <tr key={claim.id}>
                    <th scope="row">{claim.number}</th>
                    <td data-label={t("claims.policy")}>
                      {claim.productName}
                      <span className="claims-policy-number">{claim.policyNumber}</span>
                    </td>
                    <td data-label={t("claims.occurredOn")}>{formatDate(claim.occurredOn)}</td>
                    <td data-label={t("claims.reportedOn")}>{formatDate(new Date(claim.reportedAt))}</td>
                    <td data-label={t("claims.status")}>
                      <span className={`claim-status claim-status-${claim.status}`}>{t(`claims.statuses.${claim.status}`)}</span>
                      {claim.approvedCents != null ? (
                        <span className="claim-approved">
                          {t("claims.approvedAmount", { amount: formatMoney(claim.approvedCents, claim.currency) })}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t("claims.files")}>
                      {claim.files.length === 0 ? (
                        <span className="muted">{t("claims.noFiles")}</span>
                      ) : (
                        <ul className="claim-files">
                          {claim.files.map((file) => (
                            <li key={file.id}>
                              <a href={`/user/claims/${claim.id}/files/${file.id}`} download={file.fileName}>
                                {file.fileName}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td data-label={t("claims.history")}>
                      <ol className="claim-history">
                        <li>
                          {formatDate(new Date(claim.reportedAt))}: {t("claims.historyReported")}
                        </li>
                        {claim.history.map((event) => (
                          <li key={event.id}>
                            {formatDate(new Date(event.at))}: {t(`claims.statuses.${event.status}`)}
                            {event.amountCents != null ? ` (${formatMoney(event.amountCents, claim.currency)})` : null}
                            {event.note ? <span className="claim-note">{event.note}</span> : null}
                          </li>
                        ))}
                      </ol>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="claim-form-title" className="claim-report">
        <h2 id="claim-form-title">{t("form.title")}</h2>
        {policies.length === 0 ? (
          <p>
            {t("form.noPolicies")} <Link to="/products/available-products">{t("form.toProducts")}</Link>
          </p>
        ) : (
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form-grid claim-form">
            {form.errors?.length ? (
              <div id={form.errorId} className="notice notice-error claim-form-error" role="alert">
                {form.errors.map((message) => (
                  <p key={message}>{t(message, quota)}</p>
                ))}
              </div>
            ) : null}
            <div className="form-field">
              <label htmlFor={fields.policyId.id}>{t("form.policy")}</label>
              <select {...getSelectProps(fields.policyId, { ariaAttributes: true })} key={fields.policyId.key}>
                <option value="">{t("form.choosePolicy")}</option>
                {policies.map((policy) => (
                  <option key={policy.id} value={policy.id}>
                    {t("form.policyOption", { product: policy.productName, number: policy.number })}
                  </option>
                ))}
              </select>
              <FieldError id={fields.policyId.errorId} errors={fields.policyId.errors} />
            </div>

            <div className="form-field">
              <label htmlFor={fields.description.id}>{t("form.description")}</label>
              <p id={descriptionHintId} className="field-hint">
                {t("form.descriptionHint", { max: CLAIM_DESCRIPTION_MAX_LENGTH })}
              </p>
              <textarea
                {...descriptionProps}
                key={fields.description.key}
                rows={6}
                aria-describedby={[descriptionProps["aria-describedby"], descriptionHintId].filter(Boolean).join(" ")}
              />
              <FieldError id={fields.description.errorId} errors={fields.description.errors} />
            </div>

            <DateInput
              key={fields.occurredOn.key}
              id={fields.occurredOn.id}
              name={fields.occurredOn.name}
              legend={t("form.occurredOn")}
              value={fields.occurredOn.initialValue}
              errors={fields.occurredOn.errors}
            />

            <ClaimFilesField
              id={`${form.id}-files`}
              name={FILE_FIELD}
              serverMessages={fileErrors}
              serverRejected={rejected}
              values={quota}
            />

            <div className="form-actions">
              <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
                {t("form.submit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </section>
  );
}
