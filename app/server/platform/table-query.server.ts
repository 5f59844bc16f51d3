// The database side of the admin tables: a text filter that reads the same on SQLite and
// PostgreSQL, and one page of rows with the total count (filtered, sorted and paged by the
// database, never in memory).
import { clampPage, pageWindow, type TableQuery } from "~/domain/platform/table-query";
import { Prisma } from "~/generated/prisma-sqlite/client";
import { databaseTarget } from "./database-url.mjs";

// SQLite's LIKE (Prisma's contains) ignores ASCII case; PostgreSQL's needs mode "insensitive",
// which the SQLite client's types do not know (both clients share the SQLite types).
const caseInsensitive = databaseTarget(process.env.DATABASE_URL).kind === "postgres";
const MAX_WORDS = 5;

function contains(word: string): { contains: string } {
  return (caseInsensitive ? { contains: word, mode: "insensitive" } : { contains: word }) as { contains: string };
}

/**
 * Every word of the filter must appear in one of the columns ("jan jansen" finds first name
 * Jan, last name Jansen). An empty filter is no condition. On SQLite, Prisma passes % and _
 * on as LIKE wildcards (it has no way to escape them there), so such a word may match more
 * rows than it says; it only ever widens the result within the other conditions (the scope).
 */
export function textFilter<F extends string>(
  q: string,
  columns: readonly F[],
): { AND: { OR: Record<F, { contains: string }>[] }[] } | Record<string, never> {
  const words = filterWords(q);
  if (words.length === 0) return {};
  return {
    AND: words.map((word) => ({ OR: columns.map((column) => ({ [column]: contains(word) }) as Record<F, { contains: string }>) })),
  };
}

function filterWords(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/**
 * textFilter as SQL, for the few queries Prisma can not shape well (columns are SQL such as
 * u."email"): one condition per word, to AND together. The same patterns Prisma sends for
 * contains (%word%, nothing escaped), with LIKE on SQLite and ILIKE on PostgreSQL, so a count
 * through Prisma and rows through this always agree.
 */
export function textFilterSql(q: string, columns: readonly Prisma.Sql[]): Prisma.Sql[] {
  return filterWords(q).map((word) => {
    const pattern = `%${word}%`;
    const matches = columns.map((column) =>
      caseInsensitive ? Prisma.sql`${column} ILIKE ${pattern}` : Prisma.sql`${column} LIKE ${pattern}`,
    );
    return Prisma.sql`(${Prisma.join(matches, " OR ")})`;
  });
}

export type TablePage<Row, S extends string> = { rows: Row[]; rowCount: number; query: TableQuery<S> };

/**
 * The page the query asks for, and the number of matching rows. A page past the end (the
 * filter left fewer rows, or a hand-edited URL) answers with the last page instead.
 */
export async function loadTablePage<Row, S extends string>(
  query: TableQuery<S>,
  count: () => Promise<number>,
  rows: (window: { skip: number; take: number }) => Promise<Row[]>,
): Promise<TablePage<Row, S>> {
  const [rowCount, first] = await Promise.all([count(), rows(pageWindow(query.page, query.size))]);
  const page = clampPage(query.page, rowCount, query.size);
  const found = page === query.page ? first : await rows(pageWindow(page, query.size));
  return { rows: found, rowCount, query: { ...query, page } };
}
