// Rules of changing an account's e-mail address (issue 9, defect 3; decision 0027): a change
// takes effect only when a link mailed to the new address is opened; the old address is told,
// with the new address partly hidden (the notice may reach someone who should not see it whole).

/** Addresses compare without case and surrounding spaces, as they are stored (lower case). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether the posted address is another one than the stored (an account without one gets one). */
export function isEmailChange(stored: string | null | undefined, posted: string): boolean {
  return normaliseEmail(stored ?? "") !== normaliseEmail(posted);
}

/**
 * The address with most of its local part hidden, for the notice to the old address:
 * "sanne.devries@example.nl" -> "sa***@example.nl"; a one- or two-letter local part keeps one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, shown)}***${email.slice(at)}`;
}
