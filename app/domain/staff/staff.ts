// Staff (admins and brokers) and what they may reach (spec section 6, decision 0017).

export type StaffRole = "admin" | "broker";
export type StaffIdentity = { id: string; role: StaffRole; name: string; partnerId: string | null; partnerName: string | null };

/** An insurer admin has no partner and reaches every partner. */
export function isInsurerAdmin(staff: StaffIdentity): boolean {
  return staff.role === "admin" && staff.partnerId === null;
}

/**
 * May this admin manage (edit colours and config of, impersonate users of) this partner?
 * Only an insurer admin, or an admin whose name equals the partner's name (spec section 4).
 */
export function canManagePartner(staff: StaffIdentity, partner: { id: string; name: string }): boolean {
  if (staff.role !== "admin") return false;
  if (isInsurerAdmin(staff)) return true;
  return staff.partnerId === partner.id && staff.name === partner.name;
}

/** Partner ids an admin's lists are limited to; null means all. */
export function partnerScope(staff: StaffIdentity): string[] | null {
  if (isInsurerAdmin(staff)) return null;
  return staff.partnerId ? [staff.partnerId] : [];
}
