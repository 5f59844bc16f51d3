// /admin/claims/:claimId (insurer admins only; decision 0045): a claim with its files, its
// history and a form to move it on (domain/claims.ts CLAIM_TRANSITIONS). Approving needs an
// amount in euros, more than zero and at most the policy's cover per claim; asking for more
// information or rejecting needs a note to the customer. The form posts the status it showed,
// so a change made meanwhile (another tab) is refused, not repeated. Errors at the field,
// what was typed kept, never a 500.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClaimMoveForm } from "~/components/claims/claim-move-form";
import {
  CLAIM_AMOUNT_MESSAGES,
  CLAIM_TRANSITIONS,
  checkClaimMove,
  claimStatus,
  isClaimStatus,
  type ClaimMoveErrors,
  type ClaimMoveValues,
} from "~/domain/claims/claims";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { pageMeta } from "~/domain/platform/page-meta";
import { pickTranslation } from "~/domain/platform/translated-text";
import { moveClaim, staffClaim } from "~/server/staff/back-office.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminClaim", { number: args.data?.claim.number ?? "" });

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

type ActionAnswer = { values: ClaimMoveValues; errors: ClaimMoveErrors; changed: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const claim = await staffClaim(params.claimId ?? "");
  if (!claim) notFound();
  const form = await formDataOf(request);
  const values: ClaimMoveValues = {
    to: String(form.get("to") ?? ""),
    amount: String(form.get("amount") ?? ""),
    note: String(form.get("note") ?? "").trim(),
  };
  const from = String(form.get("from") ?? "");
  const { errors, amountCents } = checkClaimMove(values, from, claim.policy.perClaimCents);
  const refuse = (status: number, changed = false) => data<ActionAnswer>({ values, errors, changed }, { status });
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
  const { t } = useTranslation("backoffice");
  const { t: tc } = useTranslation("claims");
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? { to: "", amount: "", note: "" };
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
        <ClaimMoveForm
          status={claim.status}
          next={claim.next}
          perClaim={claim.perClaim}
          values={values}
          errors={errors}
          formKey={actionData ? JSON.stringify(values) : "fresh"}
        />
      </section>
    </section>
  );
}
