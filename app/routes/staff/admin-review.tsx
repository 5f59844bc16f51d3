// /admin/review (insurer admins only; decision 0045): policies waiting for the insurer, in the
// order of the time left before the contact the customer was promised, overdue first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { pageMeta } from "~/domain/platform/page-meta";
import { durationParts, timeLeftMs } from "~/domain/staff/review-queue";
import { reviewQueue } from "~/server/staff/back-office.server";
import { waitingChanges } from "~/server/account/policy-admin.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminReview");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const now = new Date();
  const rows = await reviewQueue(language);
  // Changes of running policies wait on a page of their own (decision 0078).
  const changesWaiting = (await waitingChanges(language)).length;
  return {
    changesWaiting,
    rows: rows.map((row) => ({
      ...row,
      due: formatDateTime(new Date(row.dueAt)).slice(0, 16),
      left: durationParts(timeLeftMs(new Date(row.dueAt), now)),
    })),
  };
}

export default function AdminReview() {
  const { rows, changesWaiting } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backoffice");
  const { t: tBilling } = useTranslation("billing");
  return (
    <section className="page admin-page" aria-labelledby="review-title">
      <h1 id="review-title">{t("review.title")}</h1>
      <p>{t("review.intro")}</p>
      <p>
        <Link to="/admin/policy-changes">{tBilling("policyChanges.reviewLink", { count: changesWaiting })}</Link>
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t("review.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table review-table">
            <caption className="visually-hidden">{t("review.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("review.columns.policy")}</th>
                <th scope="col">{t("review.columns.product")}</th>
                <th scope="col">{t("review.columns.customer")}</th>
                <th scope="col">{t("review.columns.partner")}</th>
                <th scope="col">{t("review.columns.reason")}</th>
                <th scope="col">{t("review.columns.due")}</th>
                <th scope="col">{t("review.columns.timeLeft")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const waiting = row.reasons.includes("info_requested");
                return (
                  <tr key={row.id} className={row.left.overdue && !waiting ? "review-overdue" : undefined}>
                    <th scope="row">
                      <Link to={`/admin/review/${row.id}`}>{row.number}</Link>
                    </th>
                    <td>{row.product}</td>
                    <td>
                      {row.customer}
                      <span className="table-muted"> {row.customerEmail}</span>
                    </td>
                    <td>{row.partner}</td>
                    <td>
                      {row.reasons
                        .map((reason) => t(`review.reasons.${reason}`, { defaultValue: reason, ...row.identityNames }))
                        .join("; ")}
                    </td>
                    <td>
                      <time dateTime={row.dueAt}>{row.due}</time>
                    </td>
                    <td>{t(row.left.overdue ? "review.overdue" : "review.left", { hours: row.left.hours, minutes: row.left.minutes })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
