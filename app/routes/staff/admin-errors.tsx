// The built-in error log (decision 0051) for the insurer's admins: one row per error
// (release + route + message), most recently seen first, with how often and the last request id
// (to find its log lines). With SENTRY_DSN set, errors go to Sentry and this list stays empty.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { pageMeta } from "~/domain/platform/page-meta";
import { recentErrors } from "~/server/staff/admin-logs.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminErrors");

/** The newest rows; older errors are rarely of use and the table stays quick. */
const SHOWN = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const rows = await recentErrors(SHOWN);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      lastSeenAt: row.lastSeenAt.toISOString(),
      firstSeenAt: row.firstSeenAt.toISOString(),
      count: row.count,
      status: row.status,
      route: row.route,
      release: row.release,
      requestId: row.requestId,
      message: row.message,
    })),
  };
}

export default function AdminErrors() {
  const { rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notices");
  return (
    <section className="page" aria-labelledby="errors-title">
      <h1 id="errors-title">{t("errors.title")}</h1>
      <p className="lead">{t("errors.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("errors.empty")}</p>
      ) : (
        <table className="audit-table error-log-table">
          <caption className="visually-hidden">{t("errors.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("errors.lastSeen")}</th>
              <th scope="col">{t("errors.count")}</th>
              <th scope="col">{t("errors.status")}</th>
              <th scope="col">{t("errors.route")}</th>
              <th scope="col">{t("errors.message")}</th>
              <th scope="col">{t("errors.release")}</th>
              <th scope="col">{t("errors.requestId")}</th>
              <th scope="col">{t("errors.firstSeen")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(new Date(row.lastSeenAt))}</td>
                <td>{row.count}</td>
                <td>{row.status ?? "—"}</td>
                <td>
                  <code>{row.route}</code>
                </td>
                <td className="audit-details">{row.message}</td>
                <td>{row.release}</td>
                <td>
                  <code>{row.requestId || "—"}</code>
                </td>
                <td>{formatDateTime(new Date(row.firstSeenAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
