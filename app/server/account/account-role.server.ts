// The customer's account role (decision 0091): read for "my details", "my insurances" and the
// inbox, changed on "my details". Only the customer's own row, on this partner.
import { roleOf, type AccountRole } from "~/domain/account/account-roles";
import { db } from "../platform/db.server";

export async function accountRole(userId: string, partnerId: string): Promise<AccountRole> {
  const row = await db.user.findFirst({ where: { id: userId, partnerId }, select: { role: true } });
  return roleOf(row?.role);
}

export async function saveAccountRole(userId: string, partnerId: string, role: AccountRole): Promise<void> {
  await db.user.updateMany({ where: { id: userId, partnerId, isGuest: false }, data: { role } });
}
