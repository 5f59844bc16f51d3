// SEPA direct debit facts used at checkout: the mandate reference, how an IBAN is shown
// once stored, and whether it belongs to the partner's bank (for the partner-bank discount).

/** An IBAN in electronic format shown with all but the country, check digits and last four hidden. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 8) return "****";
  const masked = compact.slice(0, 4) + "*".repeat(compact.length - 8) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The bank identifier of a Dutch IBAN (NLkk BANK 0123456789), else null. */
export function dutchBankCode(iban: string): string | null {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  return /^NL\d{2}[A-Z]{4}\d{10}$/.test(compact) ? compact.slice(4, 8) : null;
}

export function isPartnerBankIban(iban: string, partnerBankIbanCode: string | null): boolean {
  return !!partnerBankIbanCode && dutchBankCode(iban) === partnerBankIbanCode.toUpperCase();
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A mandate reference: at most 35 characters from the SEPA set; date plus random part, so
 * it is unique without a counter shared between processes. random yields values in [0, 1).
 */
export function mandateReference(signedOn: string, random: () => number = Math.random): string {
  let suffix = "";
  for (let i = 0; i < 10; i += 1) suffix += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `MND-${signedOn.replace(/-/g, "")}-${suffix}`;
}

/** A readable document number (policy, invoice) with a random part. */
export function documentNumber(prefix: string, random: () => number = Math.random): string {
  let suffix = "";
  for (let i = 0; i < 8; i += 1) suffix += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `${prefix}-${suffix}`;
}
