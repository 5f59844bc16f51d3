// /admin/users: customers (not guest visitors) of the partners an admin may see, searchable by
// e-mail and name, sorted and paged by the database. Each row can be impersonated
// (POST /admin/users/:id/impersonate checks the admin's rights again).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerTable, serverTableColumns, type ServerTableColumns } from "~/components/admin/server-table";
import { formatDate } from "~/domain/platform/formatting";
import { partnerScope } from "~/domain/staff/staff";
import { parseTableQuery, type TableQuerySpec } from "~/domain/platform/table-query";
import { loadUsersPage, type UserSort } from "~/server/staff/admin-users.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "adminUsers");

const USER_TABLE: TableQuerySpec<UserSort> = {
  sortable: ["email", "firstName", "lastName", "partner", "created"],
  defaultSort: "created",
  defaultDir: "desc",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const query = parseTableQuery(new URL(request.url).searchParams, USER_TABLE);
  const page = await loadUsersPage(query, partnerScope(staff));
  return {
    query: page.query,
    rowCount: page.rowCount,
    rows: page.rows.map((user) => ({
      id: user.id,
      email: user.email ?? "",
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      partner: user.partner.displayName,
      partnerName: user.partner.name,
      created: formatDate(user.createdAt),
      createdIso: user.createdAt.toISOString(),
    })),
  };
}

type UserRow = Awaited<ReturnType<typeof loader>>["rows"][number];

const column = serverTableColumns<UserRow>();
const COLUMNS: ServerTableColumns<UserRow> = [
  column.accessor("email", { id: "email", header: "users.columns.email", meta: { rowHeader: true } }),
  column.accessor("firstName", { id: "firstName", header: "users.columns.firstName" }),
  column.accessor("lastName", { id: "lastName", header: "users.columns.lastName" }),
  column.accessor("partner", {
    id: "partner",
    header: "users.columns.partner",
    cell: ({ row }) => (
      <>
        {row.original.partner} <span className="table-muted">({row.original.partnerName})</span>
      </>
    ),
  }),
  column.accessor("created", {
    id: "created",
    header: "users.columns.created",
    sortDescFirst: true,
    cell: ({ row }) => <time dateTime={row.original.createdIso}>{row.original.created}</time>,
  }),
  column.display({
    id: "actions",
    header: "users.columns.actions",
    cell: ({ row, table }) => <ImpersonateButton user={row.original} label={table.options.meta?.labels.impersonate ?? ""} />,
  }),
];

/**
 * A plain form, not Remix's: it is on every row (up to 100), Remix's Form costs several hooks
 * per row on each render, and the answer is a redirect to another host (the user's partner
 * site), which the browser follows itself either way.
 */
function ImpersonateButton({ user, label }: { user: UserRow; label: string }) {
  const who = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return (
    <form method="post" action={`/admin/users/${user.id}/impersonate`} className="inline-form">
      <button type="submit" className="button button-ghost button-small">
        {label}
        <span className="visually-hidden"> ({who})</span>
      </button>
    </form>
  );
}

export default function AdminUsers() {
  const { rows, rowCount, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation("partners");
  const labels = useMemo(() => ({ impersonate: t("users.impersonate") }), [t]);
  return (
    <section className="page admin-page" aria-labelledby="users-title">
      <h1 id="users-title">{t("users.title")}</h1>
      <p>{t("users.intro")}</p>
      <ServerTable
        caption={t("users.caption")}
        columns={COLUMNS}
        rows={rows}
        rowCount={rowCount}
        query={query}
        spec={USER_TABLE}
        getRowId={(row) => row.id}
        filterLabel={t("users.filterLabel")}
        filterHint={t("users.filterHint")}
        emptyText={t("users.empty")}
        labels={labels}
      />
    </section>
  );
}
