// The audit log for admins: newest first, paged on the server. A partner admin reads only
// their own partner's rows.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { partnerScope } from "~/domain/staff/staff";
import { AUDIT_PAGE_SIZE, auditLogPage } from "~/server/staff/admin-logs.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "adminAudit");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const scope = partnerScope(staff);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const { rows, total, partnerNames, userEmails } = await auditLogPage(scope, page);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorName,
      action: row.action,
      partner: row.partnerId ? (partnerNames.get(row.partnerId) ?? "—") : "—",
      user: row.userId ? (userEmails.get(row.userId) ?? row.userId) : "—",
      details: JSON.stringify(row.details),
    })),
  };
}

export default function AdminAudit() {
  const { rows, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t("audit.title")}</h1>
      <p className="lead">{t("audit.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <table className="audit-table">
          <caption className="visually-hidden">{t("audit.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("audit.at")}</th>
              <th scope="col">{t("audit.actor")}</th>
              <th scope="col">{t("audit.action")}</th>
              <th scope="col">{t("audit.partner")}</th>
              <th scope="col">{t("audit.user")}</th>
              <th scope="col">{t("audit.details")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(new Date(row.at))}</td>
                <td>{row.actor}</td>
                <td>{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</td>
                <td>{row.partner}</td>
                <td>{row.user}</td>
                <td className="audit-details">{row.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={t("audit.page", { page })} className="pager">
        {page > 1 ? <Link to={`?page=${page - 1}`}>{t("audit.previous")}</Link> : null}
        <span>{t("audit.page", { page })}</span>
        {page < pages ? <Link to={`?page=${page + 1}`}>{t("audit.next")}</Link> : null}
      </nav>
    </section>
  );
}
