// The database side of the admin users table (/admin/users): customers, not guests, of the
// partners an admin may see, filtered, sorted and paged by the database.
import type { TableQuery } from "~/domain/platform/table-query";
import { Prisma } from "~/generated/prisma-sqlite/client";
import { databaseTarget } from "../platform/database-url.mjs";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";
import { loadTablePage, textFilter, textFilterSql, type TablePage } from "../platform/table-query.server";
import { TtlCache } from "../platform/ttl-cache.server";

export type UserSort = "email" | "firstName" | "lastName" | "partner" | "created";

const FILTER_COLUMNS = ["email", "firstName", "lastName"] as const;

const ON_POSTGRES = databaseTarget(process.env.DATABASE_URL).kind === "postgres";

const ROW_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  createdAt: true,
  partner: { select: { name: true, displayName: true } },
} as const;

type UserRow = Prisma.UserGetPayload<{ select: typeof ROW_SELECT }>;

function orderFor(sort: Exclude<UserSort, "partner">, dir: "asc" | "desc") {
  return [sort === "created" ? { createdAt: dir } : { [sort]: dir }, { id: dir }];
}

// Counting the matching customers takes time in proportion to their number (about 25 ms for
// 100,000 on PostgreSQL, whatever the index), and an admin paging or re-sorting asks for the
// same total again and again: each scope and filter is counted at most once per 5 seconds in
// this process. After that the kept total is still shown, for up to a minute, while one
// recount runs in the background, so no page waits for a count it has a recent answer to.
// The rows of a page are always read afresh.
export const USER_COUNT_SECONDS = 5;
export const USER_COUNT_STALE_SECONDS = 60;
const totals = new TtlCache<string, number>(() => USER_COUNT_SECONDS * 1000, 1000);

function countUsers(where: Prisma.UserWhereInput, scope: string[] | null, q: string): Promise<number> {
  return totals.getOrRevalidate(JSON.stringify([scope, q]), () => db.user.count({ where }), {
    staleMs: USER_COUNT_STALE_SECONDS * 1000,
    onReloadError: (error) => logger.warn({ err: error }, "admin users total: recount failed, the kept total stays"),
  });
}

/** One page of the table and the number of matching customers; scope null is every partner. */
export async function loadUsersPage(query: TableQuery<UserSort>, scope: string[] | null): Promise<TablePage<UserRow, UserSort>> {
  const where = {
    isGuest: false,
    ...(scope ? { partnerId: { in: scope } } : {}),
    ...textFilter(query.q, FILTER_COLUMNS),
  };
  const sort = query.sort;
  return loadTablePage(
    query,
    () => countUsers(where, scope, query.q),
    sort === "partner"
      ? (window) => pageByPartner(query, scope, window)
      : (window) => db.user.findMany({ where, orderBy: orderFor(sort, query.dir), ...window, select: ROW_SELECT }),
  );
}

/**
 * Sorted by partner name, then id. Prisma orders by a relation with a LEFT JOIN from User,
 * which makes the database sort every matching customer for each page (about 25 ms for 10 000
 * on SQLite). Joined from the partner's side instead, the partners come in name order from
 * their unique index and each one's customers in id order from User(partnerId, isGuest, id).
 * SQLite keeps the tables in the order written after CROSS JOIN and reads the page without
 * sorting. PostgreSQL still sorts each partner's customers by id (a nested loop keeps only the
 * outer order), all of them: 16 ms for 33,000. So there each partner gives at most its first
 * skip + take customers (no later one can be on the page), read in order from the index: 3 ms
 * for the 200th page, well under 1 ms for the first. The conditions are those of the Prisma
 * count (textFilterSql mirrors textFilter). The rows are then read by id: selecting their
 * columns here, outside the index, turns SQLite back to sorting.
 */
async function pageByPartner(
  query: TableQuery<UserSort>,
  scope: string[] | null,
  window: { skip: number; take: number },
): Promise<UserRow[]> {
  if (scope && scope.length === 0) return [];
  const conditions = Prisma.join(
    [
      Prisma.sql`u."isGuest" = false`,
      ...(scope ? [Prisma.sql`u."partnerId" IN (${Prisma.join(scope)})`] : []),
      ...textFilterSql(
        query.q,
        FILTER_COLUMNS.map((column) => Prisma.sql([`u."${column}"`])),
      ),
    ],
    " AND ",
  );
  const direction = query.dir === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const ids = ON_POSTGRES
    ? await db.$queryRaw<{ id: string }[]>`
        SELECT u."id" FROM "Partner" p CROSS JOIN LATERAL (
          SELECT u."id" FROM "User" u WHERE u."partnerId" = p."id" AND ${conditions}
          ORDER BY u."id" ${direction} LIMIT ${window.skip + window.take}) u
        ORDER BY p."name" ${direction}, u."id" ${direction}
        LIMIT ${window.take} OFFSET ${window.skip}`
    : await db.$queryRaw<{ id: string }[]>`
        SELECT u."id" FROM "Partner" p CROSS JOIN "User" u ON u."partnerId" = p."id"
        WHERE ${conditions}
        ORDER BY p."name" ${direction}, u."id" ${direction}
        LIMIT ${window.take} OFFSET ${window.skip}`;
  if (ids.length === 0) return [];
  const rows = await db.user.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: ROW_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}
