// The admin users table sorted by partner, on the database the run is given (SQLite in the first
// CI pass, PostgreSQL in the second): each database has its own SQL for it (admin-users.server.ts),
// and every page must hold the rows Prisma's own relation sort puts there, across partners, in
// both directions, with a filter and within an admin's scope. Partners and customers of its own.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("admin-users-partner-sort");
process.env.LOG_LEVEL = "silent";

const { db } = await import("~/server/platform/db.server");
const { loadUsersPage } = await import("~/server/staff/admin-users.server");
// The filter as the table's count applies it (case-insensitive on both databases).
const { textFilter } = await import("~/server/platform/table-query.server");

describe("the users table sorted by partner", () => {
  it("pages in the order of Prisma's relation sort, across partners, filtered and scoped", async () => {
    const tag = `psort${process.pid}x${Date.now() % 100_000}`;
    // Uneven partners, so pages start and end inside one and span two; names out of id order.
    const sizes = { [`${tag}-c`]: 7, [`${tag}-a`]: 2, [`${tag}-b`]: 5 };
    const partners = [];
    for (const name of Object.keys(sizes)) {
      partners.push(await db.partner.create({ data: { name, displayName: name, defaultLanguage: "nl", languages: "nl" } }));
    }
    for (const partner of partners) {
      await db.user.createMany({
        data: Array.from({ length: sizes[partner.name]! + 1 }, (_, i) => ({
          partnerId: partner.id,
          email: `u${i}.${partner.name}@example.nl`,
          firstName: i % 2 ? "Anna" : "Bram",
          lastName: tag,
          // One guest per partner, never listed.
          isGuest: i === 1,
        })),
      });
    }
    const everyone = partners.map((partner) => partner.id);
    for (const scope of [everyone, everyone.slice(0, 2)]) {
      for (const q of [tag, `anna ${tag}`]) {
        for (const dir of ["asc", "desc"] as const) {
          const expected = await db.user.findMany({
            where: {
              isGuest: false,
              partnerId: { in: scope },
              ...textFilter(q, ["email", "firstName", "lastName"] as const),
            },
            orderBy: [{ partner: { name: dir } }, { id: dir }],
            select: { email: true },
          });
          expect(expected.length).toBeGreaterThanOrEqual(3);
          for (const size of [1, 3, 4]) {
            const pages: string[] = [];
            for (let page = 1; page <= Math.ceil(expected.length / size); page++) {
              const result = await loadUsersPage({ q, sort: "partner", dir, page, size }, scope);
              pages.push(...result.rows.map((row) => row.email ?? ""));
            }
            expect(pages, `${scope.length} partners, q=${q}, ${dir}, size ${size}`).toEqual(expected.map((user) => user.email ?? ""));
          }
        }
      }
    }
  });
});
