// /admin/flags: the feature flags of one environment (insurer admins only; decision 0049), one
// link per environment, each flag with who it is for and a link to edit it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FLAG_ENVIRONMENTS, isFlagEnvironment } from "~/domain/staff/feature-flags";
import { pageMeta } from "~/domain/platform/page-meta";
import { config } from "~/server/platform/config.server";
import { flagsOfEnvironment, userLabels } from "~/server/staff/feature-flags.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminFlags");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const asked = new URL(request.url).searchParams.get("environment");
  const environment = isFlagEnvironment(asked) ? asked : config.appEnvironment;
  const flags = await flagsOfEnvironment(environment);
  const labels = await userLabels([...new Set(flags.flatMap((flag) => [...flag.includeUsers, ...flag.excludeUsers]))]);
  const users = (ids: readonly string[]) => ids.map((id) => labels.get(id) ?? id);
  return {
    environment,
    serverEnvironment: config.appEnvironment,
    remote: config.flagService !== null,
    flags: flags.map((flag) => ({
      id: flag.id,
      key: flag.key,
      active: flag.active,
      extra: flag.extra,
      includePartners: flag.includePartners,
      excludePartners: flag.excludePartners,
      includeUsers: users(flag.includeUsers),
      excludeUsers: users(flag.excludeUsers),
    })),
  };
}

export default function AdminFlags() {
  const { environment, serverEnvironment, remote, flags } = useLoaderData<typeof loader>();
  const { t } = useTranslation("flags");
  const [params] = useSearchParams();
  const saved = params.get("saved");
  const deleted = params.get("deleted");
  const environmentName = t(`environments.${environment}`);
  return (
    <section className="page admin-page" aria-labelledby="flags-title">
      <h1 id="flags-title">{t("title")}</h1>
      <p className="field-hint">{t("intro")}</p>
      <p className="field-hint">{t("thisServer", { environment: t(`environments.${serverEnvironment}`) })}</p>
      {remote ? <p className="notice">{t("remote")}</p> : null}
      {saved ? (
        <p className="notice notice-success" role="status">
          {t("saved", { key: saved })}
        </p>
      ) : null}
      {deleted ? (
        <p className="notice notice-success" role="status">
          {t("deleted", { key: deleted })}
        </p>
      ) : null}
      {/* One page per environment: the link of the one shown is marked current. */}
      <nav aria-label={t("environments.label")} className="admin-nav">
        {FLAG_ENVIRONMENTS.map((name) => (
          <Link key={name} to={`/admin/flags?environment=${name}`} aria-current={name === environment ? "page" : undefined}>
            {t(`environments.${name}`)}
          </Link>
        ))}
      </nav>
      <p>
        <Link to={`/admin/flags/new?environment=${environment}`} className="button button-solid">
          {t("new")}
        </Link>
      </p>
      {flags.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className="admin-table">
          <caption>{t("table.caption", { environment: environmentName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.key")}</th>
              <th scope="col">{t("table.status")}</th>
              <th scope="col">{t("table.audience")}</th>
              <th scope="col">{t("table.extra")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => {
              const audience = [
                flag.includePartners.length > 0 ? t("audience.partners", { list: flag.includePartners.join(", ") }) : null,
                flag.includeUsers.length > 0 ? t("audience.users", { list: flag.includeUsers.join(", ") }) : null,
                flag.includePartners.length + flag.includeUsers.length === 0 ? t("audience.everyone") : null,
                flag.excludePartners.length > 0 ? t("audience.exceptPartners", { list: flag.excludePartners.join(", ") }) : null,
                flag.excludeUsers.length > 0 ? t("audience.exceptUsers", { list: flag.excludeUsers.join(", ") }) : null,
              ].filter(Boolean);
              return (
                <tr key={flag.id}>
                  <th scope="row">
                    <code>{flag.key}</code>
                  </th>
                  <td>{flag.active ? t("status.active") : t("status.inactive")}</td>
                  <td>
                    {audience.map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </td>
                  <td>{flag.extra ?? ""}</td>
                  <td>
                    <Link to={`/admin/flags/${flag.id}`}>{t("edit", { key: flag.key })}</Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
