// Who stands behind the product, as the customer sees it (issue 35, decision 0085): the name,
// the AFM registration number (Wft register) and the Kifid membership number. The insurer's come
// from the configuration; a partner that is an intermediary with its own licence sets its own
// on its settings page, and then all three are its own. Pure: config, console and pages share it.

export type TrustDetails = { name: string; afmNumber: string; kifidNumber: string };

/** A partner's own details as stored; all null when it shows the insurer's. */
export type PartnerTrustColumns = { insurerName: string | null; afmNumber: string | null; kifidNumber: string | null };

export const TRUST_NAME_MAX = 100;

export const TRUST_MESSAGES = {
  afmNumber: "partners:trust.errors.afmNumber",
  kifidNumber: "partners:trust.errors.kifidNumber",
  name: "partners:trust.errors.name",
  incomplete: "partners:trust.errors.incomplete",
} as const;

/** The AFM's register numbers of licensed firms: eight digits (12000536). Spaces are ignored. */
export function normaliseAfmNumber(value: string): string | null {
  const digits = value.replace(/\s+/g, "");
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** Kifid's membership numbers: 300.000000 (three digits, a dot, six digits); written without the dot too. */
export function normaliseKifidNumber(value: string): string | null {
  const match = /^(\d{3})\.?(\d{6})$/.exec(value.replace(/\s+/g, ""));
  return match ? `${match[1]}.${match[2]}` : null;
}

/** A firm's name as printed: letters, digits and the usual punctuation of company names. */
export function checkTrustName(value: string): typeof TRUST_MESSAGES.name | null {
  const trimmed = value.trim();
  const control = [...trimmed].some((char) => char.charCodeAt(0) < 0x20);
  return trimmed.length >= 2 && trimmed.length <= TRUST_NAME_MAX && !/[<>{}\\]/.test(trimmed) && !control ? null : TRUST_MESSAGES.name;
}

/**
 * A partner's own details are all or nothing: a name without the AFM number it is registered
 * under (or the other way round) would tell the customer something untrue. Returns the fields
 * still missing when some but not all are set.
 */
export function missingTrustFields(columns: PartnerTrustColumns): (keyof PartnerTrustColumns)[] {
  const set = (["insurerName", "afmNumber", "kifidNumber"] as const).filter((field) => Boolean(columns[field]));
  if (set.length === 0 || set.length === 3) return [];
  return (["insurerName", "afmNumber", "kifidNumber"] as const).filter((field) => !columns[field]);
}

/** What customers see: the partner's own when it has them (all three), else the insurer's. */
export function effectiveTrustDetails(partner: PartnerTrustColumns, insurer: TrustDetails): TrustDetails {
  if (partner.insurerName && partner.afmNumber && partner.kifidNumber)
    return { name: partner.insurerName, afmNumber: partner.afmNumber, kifidNumber: partner.kifidNumber };
  return insurer;
}
