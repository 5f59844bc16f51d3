// /admin/claims/:claimId (insurer admins only; decision 0045): a claim with its files, its
// history and a form to move it on (domain/claims.ts CLAIM_TRANSITIONS). Approving needs an
// amount in euros, more than zero and at most the policy's cover per claim; asking for more
// information or rejecting needs a note to the customer. The form posts the status it showed,
// so a change made meanwhile (another tab) is refused, not repeated. Errors at the field,
// what was typed kept, never a 500.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { CLAIM_AMOUNT_MESSAGES, CLAIM_TRANSITIONS, canMoveClaim, checkApprovedAmount, claimStatus, isClaimStatus } from "~/domain/claims/claims";
import { formatDate, formatDateTime, formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { pickTranslation } from "~/domain/platform/translated-text";
import { VALIDATION_MESSAGES } from "~/domain/platform/field-checks";
import { moveClaim, staffClaim } from "~/server/staff/back-office.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminClaim", { number: args.data?.claim.number ?? "" });

const NOTE_MAX_LENGTH = 1000;
const NOTE_REQUIRED = new Set(["more_info", "rejected"]);
const NOTE_MESSAGE = "backoffice:claims.errors.noteRequired";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const claim = await staffClaim(params.claimId ?? "");
  if (!claim) notFound();
  const done = new URL(request.url).searchParams.get("done");
  const status = claimStatus(claim.status);
  const currency = claim.policy.currency;
  return {
    claim: {
      id: claim.id,
      number: claim.number,
      status,
      description: claim.description,
      occurredOn: formatDate(claim.occurredOn),
      reported: formatDateTime(claim.createdAt).slice(0, 16),
      product: pickTranslation(claim.policy.product.names, language),
      policyNumber: claim.policy.number,
      perClaim: claim.policy.perClaimCents != null ? formatMoney(claim.policy.perClaimCents, currency) : null,
      approved: claim.approvedCents != null ? formatMoney(claim.approvedCents, currency) : null,
      customer: [claim.user.firstName, claim.user.lastName].filter(Boolean).join(" ") || claim.user.email || "—",
      partner: claim.partner.displayName,
      files: claim.files,
      history: claim.events.map((event) => ({
        id: event.id,
        status: claimStatus(event.status),
        note: event.note,
        amount: event.amountCents != null ? formatMoney(event.amountCents, currency) : null,
        at: formatDateTime(event.createdAt).slice(0, 16),
      })),
      next: CLAIM_TRANSITIONS[status],
    },
    done: done && isClaimStatus(done) ? done : null,
  };
}

type Values = { to: string; amount: string; note: string };
type ActionAnswer = { values: Values; errors: Partial<Record<keyof Values, string[]>>; changed: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const claim = await staffClaim(params.claimId ?? "");
  if (!claim) notFound();
  const form = await formDataOf(request);
  const values: Values = {
    to: String(form.get("to") ?? ""),
    amount: String(form.get("amount") ?? ""),
    note: String(form.get("note") ?? "").trim(),
  };
  const from = String(form.get("from") ?? "");
  const errors: ActionAnswer["errors"] = {};
  const refuse = (status: number, changed = false) => data<ActionAnswer>({ values, errors, changed }, { status });

  if (values.to === "") errors.to = [VALIDATION_MESSAGES.required];
  else if (!canMoveClaim(from, values.to)) errors.to = [CLAIM_AMOUNT_MESSAGES.transition];
  let amountCents: number | null = null;
  if (values.to === "approved") {
    const checked = checkApprovedAmount(values.amount.slice(0, 40), claim.policy.perClaimCents);
    if ("error" in checked) errors.amount = [checked.error];
    else amountCents = checked.cents;
  }
  if (values.note.length > NOTE_MAX_LENGTH) errors.note = [VALIDATION_MESSAGES.tooLong];
  else if (values.note === "" && NOTE_REQUIRED.has(values.to)) errors.note = [NOTE_MESSAGE];
  if (Object.keys(errors).length > 0) return refuse(400);
  // The form showed another status than the claim has now: someone changed it meanwhile.
  if (from !== claim.status) return refuse(409, true);

  const outcome = await moveClaim(staff, claim.id, { from, to: claimStatus(values.to), amountCents, note: values.note || null });
  if (outcome === "notFound") notFound();
  if (outcome === "changed") return refuse(409, true);
  if (outcome === "notAllowed") {
    errors.to = [CLAIM_AMOUNT_MESSAGES.transition];
    return refuse(400);
  }
  return redirect(`/admin/claims/${encodeURIComponent(claim.id)}?done=${encodeURIComponent(values.to)}`);
}

export default function AdminClaim() {
  const { claim, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("backoffice");
  const { t: tc } = useTranslation("claims");
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? { to: "", amount: "", note: "" };
  const described = (id: string, hint: string | null, invalid: boolean) =>
    [hint, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  // A new key after each answer resets the uncontrolled fields to what was posted.
  const formKey = actionData ? JSON.stringify(values) : "fresh";
  return (
    <section className="page admin-page" aria-labelledby="staff-claim-title">
      <p>
        <Link to="/admin/claims">← {t("claims.back")}</Link>
      </p>
      <h1 id="staff-claim-title">{t("claims.heading", { number: claim.number })}</h1>
      {done && !actionData ? (
        <p className="notice" role="status">
          {t("claims.results.done", { status: tc(`claims.statuses.${done}`) })}
        </p>
      ) : null}
      {actionData?.changed ? (
        <p className="notice" role="alert">
          {t("claims.results.changed")}
        </p>
      ) : null}
      <dl className="policy-facts">
        <dt>{t("claims.fields.status")}</dt>
        <dd>{tc(`claims.statuses.${claim.status}`)}</dd>
        <dt>{t("claims.fields.policy")}</dt>
        <dd>
          {claim.product} ({claim.policyNumber})
        </dd>
        <dt>{t("claims.fields.customer")}</dt>
        <dd>{claim.customer}</dd>
        <dt>{t("claims.fields.partner")}</dt>
        <dd>{claim.partner}</dd>
        <dt>{t("claims.fields.occurredOn")}</dt>
        <dd>{claim.occurredOn}</dd>
        <dt>{t("claims.fields.reported")}</dt>
        <dd>{claim.reported}</dd>
        <dt>{t("claims.fields.perClaim")}</dt>
        <dd>{claim.perClaim ?? t("claims.fields.noLimit")}</dd>
        {claim.approved ? (
          <>
            <dt>{t("claims.fields.approved")}</dt>
            <dd>{claim.approved}</dd>
          </>
        ) : null}
        <dt>{t("claims.fields.description")}</dt>
        <dd className="claim-description">{claim.description}</dd>
      </dl>

      <section aria-labelledby="staff-claim-files">
        <h2 id="staff-claim-files">{t("claims.files")}</h2>
        {claim.files.length === 0 ? (
          <p className="muted">{t("claims.noFiles")}</p>
        ) : (
          <ul className="claim-files">
            {claim.files.map((file) => (
              <li key={file.id}>
                <a href={`/admin/claims/${claim.id}/files/${file.id}`} download={file.fileName}>
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="staff-claim-history">
        <h2 id="staff-claim-history">{t("claims.history")}</h2>
        <ol className="claim-history">
          <li>
            {claim.reported}: {t("claims.historyReported")}
          </li>
          {claim.history.map((event) => (
            <li key={event.id}>
              {event.at}: {tc(`claims.statuses.${event.status}`)}
              {event.amount ? ` — ${t("claims.historyAmount", { amount: event.amount })}` : null}
              {event.note ? <p className="claim-note">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="staff-claim-move">
        <h2 id="staff-claim-move">{t("claims.move.title")}</h2>
        {claim.next.length === 0 ? (
          <p className="muted">{t("claims.move.final", { status: tc(`claims.statuses.${claim.status}`) })}</p>
        ) : (
          <Form method="post" className="form-grid" key={formKey}>
            <input type="hidden" name="from" value={claim.status} />
            <div className="form-field">
              <label htmlFor="claim-to">{t("claims.move.to")}</label>
              <select
                id="claim-to"
                name="to"
                defaultValue={values.to}
                aria-invalid={errors.to?.length ? true : undefined}
                aria-describedby={described("claim-to", null, Boolean(errors.to?.length))}
              >
                <option value="">{t("claims.move.choose")}</option>
                {claim.next.map((status) => (
                  <option key={status} value={status}>
                    {tc(`claims.statuses.${status}`)}
                  </option>
                ))}
              </select>
              <FieldError id="claim-to-error" errors={errors.to} />
            </div>
            <div className="form-field">
              <label htmlFor="claim-amount">{t("claims.move.amount")}</label>
              <p id="claim-amount-hint" className="field-hint">
                {claim.perClaim ? t("claims.move.amountHint", { max: claim.perClaim }) : t("claims.move.amountHintNoLimit")}
              </p>
              <input
                id="claim-amount"
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values.amount}
                aria-invalid={errors.amount?.length ? true : undefined}
                aria-describedby={described("claim-amount", "claim-amount-hint", Boolean(errors.amount?.length))}
              />
              <FieldError id="claim-amount-error" errors={errors.amount} />
            </div>
            <div className="form-field">
              <label htmlFor="claim-note">{t("claims.move.note")}</label>
              <p id="claim-note-hint" className="field-hint">
                {t("claims.move.noteHint", { max: NOTE_MAX_LENGTH })}
              </p>
              <textarea
                id="claim-note"
                name="note"
                rows={4}
                defaultValue={values.note}
                aria-invalid={errors.note?.length ? true : undefined}
                aria-describedby={described("claim-note", "claim-note-hint", Boolean(errors.note?.length))}
              />
              <FieldError id="claim-note-error" errors={errors.note} />
            </div>
            <div className="form-actions">
              <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
                {t("claims.move.submit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </section>
  );
}
