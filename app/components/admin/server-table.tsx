// A table whose rows the server has already filtered, sorted and paged (the admin's partners
// and users). TanStack Table runs in manual mode: the URL (?q=&sort=&dir=&page=&size=) is the
// state, the loader hands over one page and the total, and every control is a link or a GET
// form, so the table works without JavaScript. With JavaScript the same links navigate in
// place, the page size applies on change and the filter runs while typing.
import { Form, Link, useLocation, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import {
  createColumnHelper,
  flexRender,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FILTER_MAX_LENGTH, PAGE_SIZES, tableQuerySearch, type TableQuery, type TableQuerySpec } from "~/domain/platform/table-query";

export type ServerTableColumnMeta = {
  /** The cell names its row (th scope="row"), e.g. the partner's name. */
  rowHeader?: boolean;
};

/**
 * Texts the cells show, translated once per render by the page (table.options.meta.labels):
 * a hook or a translation per cell costs more than the rest of the row on the server.
 */
export type ServerTableMeta = { labels: Readonly<Record<string, string>> };

// Only the features the table uses: each one adds APIs to every row and cell it builds, per
// render. The filter is a GET form, not table state.
export const serverTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as ServerTableColumnMeta,
  tableMeta: {} as ServerTableMeta,
});
export type ServerTableFeatures = typeof serverTableFeatures;

/**
 * Column helper for a server table. A column's id is its sort key in the URL; its header is an
 * i18n key (translated here) so column lists can live at module scope.
 */
export function serverTableColumns<Row extends RowData>() {
  return createColumnHelper<ServerTableFeatures, Row>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
export type ServerTableColumns<Row extends RowData> = ColumnDef<ServerTableFeatures, Row, any>[];

type Props<Row extends RowData, S extends string> = {
  /** Names the table (caption) and the filter form. */
  caption: string;
  columns: ServerTableColumns<Row>;
  rows: Row[];
  rowCount: number;
  query: TableQuery<S>;
  spec: TableQuerySpec<S>;
  getRowId: (row: Row) => string;
  filterLabel: string;
  filterHint?: string;
  emptyText: string;
  /** Above the table, beside the filter (e.g. "New partner"). */
  actions?: ReactNode;
  /** Translated texts for the cells (table.options.meta.labels). */
  labels?: ServerTableMeta["labels"];
};

const NO_LABELS: ServerTableMeta["labels"] = {};

const FILTER_DELAY_MS = 350;

export function ServerTable<Row extends RowData, S extends string>({
  caption,
  columns,
  rows,
  rowCount,
  query,
  spec,
  getRowId,
  filterLabel,
  filterHint,
  emptyText,
  actions,
  labels = NO_LABELS,
}: Props<Row, S>) {
  const { t, i18n } = useTranslation("partners");
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ids = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const hrefFor = (changes: Partial<TableQuery<S>>) => location.pathname + tableQuerySearch({ ...query, ...changes }, spec);
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === "desc" }];
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.size };
  const isSortable = (id: string) => (spec.sortable as readonly string[]).includes(id);

  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: rows,
    getRowId,
    rowCount,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    meta: { labels },
    state: { sorting, pagination },
    // The URL owns the state: a change through the table's API is a navigation.
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next && isSortable(next.id)) navigate(hrefFor({ sort: next.id as S, dir: next.desc ? "desc" : "asc", page: 1 }));
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      navigate(hrefFor({ page: next.pageIndex + 1, size: next.pageSize }));
    },
  });

  const pageCount = table.getPageCount();
  const number = new Intl.NumberFormat(i18n.language);
  const first = rowCount === 0 ? 0 : (query.page - 1) * query.size + 1;
  const last = Math.min(rowCount, query.page * query.size);
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const sortedColumn = table.getColumn(query.sort);
  const sortedLabel = sortedColumn ? headerText(sortedColumn.columnDef.header) : "";
  const hidden = hiddenParams(query, spec);
  const sortText = { asc: t("table.sortAsc"), desc: t("table.sortDesc") };

  function headerText(header: unknown): string {
    return typeof header === "string" ? t(header) : "";
  }

  return (
    <div className="server-table">
      <div className="server-table-controls">
        <Form
          method="get"
          className="server-table-filter"
          role="search"
          aria-label={filterLabel}
          preventScrollReset
          onSubmit={() => clearTimeout(timer.current)}
        >
          <div className="form-field">
            <label htmlFor={`${ids}-q`}>{filterLabel}</label>
            {filterHint ? (
              <p id={`${ids}-q-hint`} className="field-hint">
                {filterHint}
              </p>
            ) : null}
            <input
              id={`${ids}-q`}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={FILTER_MAX_LENGTH}
              aria-describedby={filterHint ? `${ids}-q-hint` : undefined}
              onChange={(event) => {
                const form = event.currentTarget.form;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => {
                  if (form) submit(form, { replace: true, preventScrollReset: true });
                }, FILTER_DELAY_MS);
              }}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-size`}>{t("table.pageSize")}</label>
            <select
              id={`${ids}-size`}
              name="size"
              defaultValue={String(query.size)}
              onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
            >
              {[...new Set([...PAGE_SIZES, query.size])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </select>
          </div>
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button-ghost">
            {t("table.filter")}
          </button>
          {query.q ? (
            <Link to={hrefFor({ q: "", page: 1 })} className="server-table-clear" preventScrollReset>
              {t("table.clearFilter")}
            </Link>
          ) : null}
        </Form>
        {actions ? <div className="server-table-actions">{actions}</div> : null}
      </div>

      <p className="server-table-summary" role="status">
        {rowCount === 0
          ? t("table.noRows")
          : t("table.summary", { first: number.format(first), last: number.format(last), total: number.format(rowCount) })}
      </p>

      <div className="server-table-scroll">
        <table className="admin-table" aria-busy={loading || undefined}>
          <caption>
            {caption}
            <span className="visually-hidden">
              {" ("}
              {t(query.dir === "asc" ? "table.captionSortedAsc" : "table.captionSortedDesc", { column: sortedLabel })}
              {")"}
            </span>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const label = headerText(column.columnDef.header);
                  const sorted = column.getIsSorted();
                  if (!isSortable(column.id) || !column.getCanSort()) {
                    return (
                      <th key={header.id} scope="col">
                        {label || (header.isPlaceholder ? null : <table.FlexRender header={header} />)}
                      </th>
                    );
                  }
                  const next = column.getNextSortingOrder() || "asc";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      <Link
                        to={hrefFor({ sort: column.id as S, dir: next, page: 1 })}
                        className="sort-link"
                        preventScrollReset
                        data-sorted={sorted || undefined}
                      >
                        {label}
                        <span className="visually-hidden">
                          {" ("}
                          {sortText[next]}
                          {")"}
                        </span>
                        <span className="sort-icon" aria-hidden="true">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </Link>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="server-table-empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => {
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return cell.column.columnDef.meta?.rowHeader ? (
                      <th key={cell.id} scope="row">
                        {content}
                      </th>
                    ) : (
                      <td key={cell.id}>{content}</td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav className="pager" aria-label={t("table.pagination", { caption })}>
        <ul>
          <li>
            <PageLink to={hrefFor({ page: 1 })} enabled={table.getCanPreviousPage()}>
              {t("table.firstPage")}
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefFor({ page: query.page - 1 })} enabled={table.getCanPreviousPage()} rel="prev">
              {t("table.previousPage")}
            </PageLink>
          </li>
          <li className="pager-current">{t("table.pageOf", { page: number.format(query.page), pages: number.format(pageCount) })}</li>
          <li>
            <PageLink to={hrefFor({ page: query.page + 1 })} enabled={table.getCanNextPage()} rel="next">
              {t("table.nextPage")}
            </PageLink>
          </li>
          <li>
            <PageLink to={hrefFor({ page: pageCount })} enabled={query.page < pageCount}>
              {t("table.lastPage")}
            </PageLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function PageLink({ to, enabled, rel, children }: { to: string; enabled: boolean; rel?: string; children: ReactNode }) {
  if (!enabled) {
    return (
      <span className="pager-link" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className="pager-link" preventScrollReset>
      {children}
    </Link>
  );
}

/** Sort and direction the filter form carries along (a new filter starts on page 1; size is its own field). */
function hiddenParams<S extends string>(query: TableQuery<S>, spec: TableQuerySpec<S>): [string, string][] {
  const search = new URLSearchParams(tableQuerySearch(query, spec));
  return [...search.entries()].filter(([name]) => name === "sort" || name === "dir");
}
