// /admin/colour-keys: every colour key pair (insurer admins only) with its title in the admin's
// language, group, fallback chain and global flag, each with a link to edit it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fallbackChain } from "~/domain/partners/theme/theme";
import { pageMeta } from "~/domain/platform/page-meta";
import { colourKeys, groupsOf } from "~/server/partners/colour-editor.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminColourKeys");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const keys = await colourKeys(language);
  const specs = new Map(keys.map((spec) => [spec.key, spec]));
  const titles = new Map(keys.map((spec) => [spec.key, spec.title]));
  return {
    groups: groupsOf(keys).map((group) => ({
      group,
      keys: keys
        .filter((spec) => spec.group === group)
        .map((spec) => ({
          key: spec.key,
          title: spec.title,
          global: spec.global,
          defaultValue: spec.defaultValue,
          chain: fallbackChain(spec.key, specs).map((key) => titles.get(key) ?? key),
        })),
    })),
  };
}

export default function AdminColourKeys() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("colours");
  const [params] = useSearchParams();
  const saved = params.get("saved");
  return (
    <section className="page admin-page" aria-labelledby="colour-keys-title">
      <h1 id="colour-keys-title">{t("keyPairs.title")}</h1>
      <p className="field-hint">{t("keyPairs.intro")}</p>
      {saved ? (
        <p className="notice notice-success" role="status">
          {t("keyPairs.saved", { key: saved })}
        </p>
      ) : null}
      {groups.map(({ group, keys }) => (
        <table key={group} className="admin-table colour-keys-table">
          <caption>{t(`groups.${group}`, { defaultValue: group })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("keyPairs.columns.title")}</th>
              <th scope="col">{t("keyPairs.columns.key")}</th>
              <th scope="col">{t("keyPairs.columns.fallback")}</th>
              <th scope="col">{t("keyPairs.columns.global")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("keyPairs.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((spec) => (
              <tr key={spec.key}>
                <th scope="row">{spec.title}</th>
                <td>
                  <code>{spec.key}</code>
                </td>
                <td>{spec.chain.length > 0 ? spec.chain.join(" → ") : t("keyPairs.noFallback")}</td>
                <td>{spec.global ? t("keyPairs.yes") : t("keyPairs.no")}</td>
                <td>
                  <Link
                    to={`/admin/colour-keys/${encodeURIComponent(spec.key)}`}
                    aria-label={t("keyPairs.editLabel", { title: spec.title })}
                  >
                    {t("keyPairs.edit")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
