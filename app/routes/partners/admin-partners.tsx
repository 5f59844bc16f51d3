// /admin/partners: the partners an admin may see (an insurer admin all, a partner admin their
// own), filtered, sorted and paged by the database from ?q=&sort=&dir=&page=&size=.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerTable, serverTableColumns, type ServerTableColumns } from "~/components/admin/server-table";
import { formatDate } from "~/domain/platform/formatting";
import { parseLanguageList, SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import { isInsurerAdmin, partnerScope } from "~/domain/staff/staff";
import { parseTableQuery, type TableQuerySpec } from "~/domain/platform/table-query";
import { requireAdmin } from "~/server/staff/staff-auth.server";
import { loadPartnersPage, type PartnerSort } from "~/server/partners/partner-admin.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "adminPartners");

const PARTNER_TABLE: TableQuerySpec<PartnerSort> = {
  sortable: ["name", "displayName", "created", "defaultLanguage"],
  defaultSort: "name",
  defaultDir: "asc",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const query = parseTableQuery(new URL(request.url).searchParams, PARTNER_TABLE);
  const page = await loadPartnersPage(query, partnerScope(staff));
  return {
    canCreate: isInsurerAdmin(staff),
    query: page.query,
    rowCount: page.rowCount,
    rows: page.rows.map((partner) => ({
      id: partner.id,
      name: partner.name,
      displayName: partner.displayName,
      isDefault: partner.isDefault,
      created: formatDate(partner.createdAt),
      createdIso: partner.createdAt.toISOString(),
      defaultLanguage: partner.defaultLanguage,
      languages: parseLanguageList(partner.languages),
    })),
  };
}

type PartnerRow = Awaited<ReturnType<typeof loader>>["rows"][number];

const column = serverTableColumns<PartnerRow>();
const COLUMNS: ServerTableColumns<PartnerRow> = [
  column.accessor("name", {
    id: "name",
    header: "list.columns.name",
    meta: { rowHeader: true },
    cell: ({ row, table }) => <PartnerLink row={row.original} defaultLabel={table.options.meta?.labels.default ?? ""} />,
  }),
  column.accessor("displayName", { id: "displayName", header: "list.columns.displayName" }),
  column.accessor("defaultLanguage", {
    id: "defaultLanguage",
    header: "list.columns.defaultLanguage",
    cell: ({ getValue, table }) => table.options.meta?.labels[`language.${getValue()}`] ?? getValue(),
  }),
  column.accessor((row) => row.languages.join(", "), {
    id: "languages",
    header: "list.columns.languages",
    enableSorting: false,
    cell: ({ row }) => row.original.languages.map((code) => code.toUpperCase()).join(", "),
  }),
  column.accessor("created", {
    id: "created",
    header: "list.columns.created",
    sortDescFirst: true,
    cell: ({ row }) => <time dateTime={row.original.createdIso}>{row.original.created}</time>,
  }),
];

function PartnerLink({ row, defaultLabel }: { row: PartnerRow; defaultLabel: string }) {
  return (
    <>
      <Link to={`/admin/partners/${row.id}`}>{row.name}</Link>
      {row.isDefault ? <span className="badge">{defaultLabel}</span> : null}
    </>
  );
}

export default function AdminPartners() {
  const { rows, rowCount, query, canCreate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("partners");
  const labels = useMemo(
    () => ({
      default: t("list.default"),
      ...Object.fromEntries(SUPPORTED_LANGUAGES.map((code) => [`language.${code}`, t(`common:language.names.${code}`)])),
    }),
    [t],
  );
  return (
    <section className="page admin-page" aria-labelledby="partners-title">
      <h1 id="partners-title">{t("list.title")}</h1>
      <ServerTable
        caption={t("list.caption")}
        columns={COLUMNS}
        rows={rows}
        rowCount={rowCount}
        query={query}
        spec={PARTNER_TABLE}
        getRowId={(row) => row.id}
        filterLabel={t("list.filterLabel")}
        filterHint={t("list.filterHint")}
        emptyText={t("list.empty")}
        labels={labels}
        actions={
          canCreate ? (
            <Link to="/admin/partners/new" className="button button-solid">
              {t("list.new")}
            </Link>
          ) : null
        }
      />
    </section>
  );
}
