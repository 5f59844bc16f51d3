// /admin/claims (insurer admins only; decision 0045): every partner's claims, oldest first,
// filtered by status with a plain GET form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CLAIM_STATUSES, isClaimStatus } from "~/domain/claims/claims";
import { formatDate } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { staffClaims } from "~/server/staff/back-office.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminClaims");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const wanted = new URL(request.url).searchParams.get("status") ?? "";
  // Anything but a known status shows all claims.
  const status = isClaimStatus(wanted) ? wanted : null;
  const rows = await staffClaims(status, language);
  return {
    status,
    rows: rows.map((row) => ({ ...row, reported: formatDate(new Date(row.reportedAt)), occurred: formatDate(row.occurredOn) })),
  };
}

export default function AdminClaims() {
  const { status, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backoffice");
  const { t: tc } = useTranslation("claims");
  return (
    <section className="page admin-page" aria-labelledby="staff-claims-title">
      <h1 id="staff-claims-title">{t("claims.title")}</h1>
      <p>{t("claims.intro")}</p>
      <Form method="get" className="inline-form claims-filter">
        <label htmlFor="claims-status">{t("claims.filterLabel")}</label>
        <select id="claims-status" name="status" defaultValue={status ?? ""}>
          <option value="">{t("claims.all")}</option>
          {CLAIM_STATUSES.map((option) => (
            <option key={option} value={option}>
              {tc(`claims.statuses.${option}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-ghost button-small">
          {t("claims.filter")}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="muted">{t("claims.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table staff-claims-table">
            <caption className="visually-hidden">{t("claims.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("claims.columns.number")}</th>
                <th scope="col">{t("claims.columns.reported")}</th>
                <th scope="col">{t("claims.columns.occurredOn")}</th>
                <th scope="col">{t("claims.columns.product")}</th>
                <th scope="col">{t("claims.columns.customer")}</th>
                <th scope="col">{t("claims.columns.partner")}</th>
                <th scope="col">{t("claims.columns.status")}</th>
                <th scope="col">{t("claims.columns.files")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/admin/claims/${row.id}`}>{row.number}</Link>
                  </th>
                  <td>{row.reported}</td>
                  <td>{row.occurred}</td>
                  <td>
                    {row.product} <span className="table-muted">{row.policyNumber}</span>
                  </td>
                  <td>{row.customer}</td>
                  <td>{row.partner}</td>
                  <td>{tc(`claims.statuses.${row.status}`)}</td>
                  <td>{row.files}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
