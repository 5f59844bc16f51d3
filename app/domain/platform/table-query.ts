// The query of a server-side table (admin partners and users): text filter, sort column and
// direction, page and page size, read from the URL (?q=&sort=&dir=&page=&size=). Parsed with
// zod against each table's whitelist of sortable columns; a bad value falls back to the
// default, so a hand-edited URL never becomes an error page. Pure: the routes turn the result
// into Prisma's orderBy/skip/take, the table component into links.
import { z } from "zod";

export type SortDirection = "asc" | "desc";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const FILTER_MAX_LENGTH = 100;
// Larger pages than the database could ever hold are clamped later anyway; this keeps skip sane.
const MAX_PAGE = 1_000_000;

export type TableQuerySpec<S extends string> = {
  /** Column ids the table may be sorted by (the URL's sort= must be one of them). */
  sortable: readonly [S, ...S[]];
  defaultSort: S;
  defaultDir: SortDirection;
  defaultSize?: number;
};

export type TableQuery<S extends string = string> = {
  q: string;
  sort: S;
  dir: SortDirection;
  /** 1-based. */
  page: number;
  size: number;
};

/** One schema per table: each parameter checked on its own and replaced by its default when bad. */
export function tableQuerySchema<S extends string>(spec: TableQuerySpec<S>) {
  const defaultSize = spec.defaultSize ?? DEFAULT_PAGE_SIZE;
  return z.object({
    q: z
      .string()
      .transform((value) => value.trim().slice(0, FILTER_MAX_LENGTH))
      .catch(""),
    sort: z.enum(spec.sortable).catch(spec.defaultSort),
    dir: z.enum(["asc", "desc"]).nullable().catch(null),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE))
      .catch(defaultSize),
  });
}

// A table's schema is built once: building it costs more than parsing with it.
const schemas = new WeakMap<object, unknown>();
function schemaOf<S extends string>(spec: TableQuerySpec<S>): ReturnType<typeof tableQuerySchema<S>> {
  let schema = schemas.get(spec) as ReturnType<typeof tableQuerySchema<S>> | undefined;
  if (!schema) schemas.set(spec, (schema = tableQuerySchema(spec)));
  return schema;
}

/**
 * The table query of a URL. A missing or bad direction is the default's for the default
 * column and ascending for any other; repeated parameters count by their first value.
 */
export function parseTableQuery<S extends string>(
  params: URLSearchParams,
  spec: TableQuerySpec<S>,
  schema = schemaOf(spec),
): TableQuery<S> {
  const raw = (name: string) => params.get(name) ?? undefined;
  const parsed = schema.parse({ q: raw("q") ?? "", sort: raw("sort"), dir: raw("dir"), page: raw("page"), size: raw("size") });
  const sort = parsed.sort as S;
  const dir = parsed.dir ?? (sort === spec.defaultSort ? spec.defaultDir : "asc");
  return { q: parsed.q, sort, dir, page: parsed.page, size: parsed.size };
}

/** Page count for a row count (at least 1, so an empty table is "page 1 of 1"). */
export function pageCount(rowCount: number, size: number): number {
  return Math.max(1, Math.ceil(rowCount / size));
}

/** The page actually shown: a page past the end shows the last one. */
export function clampPage(page: number, rowCount: number, size: number): number {
  return Math.min(Math.max(1, page), pageCount(rowCount, size));
}

/** skip/take for the database. */
export function pageWindow(page: number, size: number): { skip: number; take: number } {
  return { skip: (page - 1) * size, take: size };
}

/**
 * The search string of a table query, leaving defaults out so links stay short:
 * "?sort=created&dir=desc&page=2" or "" for the default view.
 */
export function tableQuerySearch<S extends string>(query: TableQuery<S>, spec: TableQuerySpec<S>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  const defaultDir = query.sort === spec.defaultSort ? spec.defaultDir : "asc";
  if (query.sort !== spec.defaultSort) params.set("sort", query.sort);
  if (query.dir !== defaultDir) params.set("dir", query.dir);
  if (query.page !== 1) params.set("page", String(query.page));
  if (query.size !== (spec.defaultSize ?? DEFAULT_PAGE_SIZE)) params.set("size", String(query.size));
  const search = params.toString();
  return search ? `?${search}` : "";
}
