// /admin/surveys (insurer admins only; decision 0053): read-only figures of every partner's
// surveys: runs, completed runs, average rating and effort score, and why customers cancelled.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/domain/platform/page-meta";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";
import { surveyReport } from "~/server/support/surveys.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminSurveys");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  return { language, ...(await surveyReport()) };
}

export default function AdminSurveys() {
  const { language, rows, reasons } = useLoaderData<typeof loader>();
  const { t } = useTranslation("surveys");
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const average = (value: number | null) => (value === null ? "–" : number.format(value));
  return (
    <section className="page admin-page" aria-labelledby="staff-surveys-title">
      <h1 id="staff-surveys-title">{t("admin.title")}</h1>
      <p>{t("admin.intro")}</p>
      <div className="table-scroll">
        <table className="admin-table staff-surveys-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.survey")}</th>
              <th scope="col">{t("admin.responses")}</th>
              <th scope="col">{t("admin.completed")}</th>
              <th scope="col">{t("admin.averageRating")}</th>
              <th scope="col">{t("admin.averageEffort")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.survey}>
                <th scope="row">{t(`admin.names.${row.survey}`)}</th>
                <td>{row.responses}</td>
                <td>{row.completed}</td>
                <td>{average(row.averageRating)}</td>
                <td>{average(row.averageEffort)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="staff-surveys-reasons">{t("admin.reasonsTitle")}</h2>
      <div className="table-scroll">
        <table className="admin-table" aria-labelledby="staff-surveys-reasons">
          <thead>
            <tr>
              <th scope="col">{t("admin.reason")}</th>
              <th scope="col">{t("admin.count")}</th>
            </tr>
          </thead>
          <tbody>
            {reasons.map((row) => (
              <tr key={row.reason}>
                <th scope="row">{t(`reasons.${row.reason}`)}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
