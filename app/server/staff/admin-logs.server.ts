// What admins read of the two logs: the audit log (paged, only the partners an admin may see)
// and the built-in error log (decision 0051, insurer admins only; the route checks who asks).
import { db } from "../platform/db.server";

export const AUDIT_PAGE_SIZE = 50;

/**
 * One page of the audit log, newest first, with the names of the partners and the e-mail
 * addresses of the users its rows name; scope null is every partner.
 */
export async function auditLogPage(scope: string[] | null, page: number) {
  const where = scope ? { partnerId: { in: scope } } : {};
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
    db.auditLog.count({ where }),
  ]);
  const partnerNames = new Map(
    (
      await db.partner.findMany({
        where: { id: { in: [...new Set(rows.flatMap((r) => (r.partnerId ? [r.partnerId] : [])))] } },
        select: { id: true, name: true },
      })
    ).map((p) => [p.id, p.name]),
  );
  const userEmails = new Map(
    (
      await db.user.findMany({
        where: { id: { in: [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))] } },
        select: { id: true, email: true },
      })
    ).map((u) => [u.id, u.email]),
  );
  return { rows, total, partnerNames, userEmails };
}

/** The newest error log rows; older errors are rarely of use and the table stays quick. */
export async function recentErrors(limit: number) {
  return db.errorLogEntry.findMany({ orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }], take: limit });
}
