// The IBAN check of spec section 5, apart from field-checks.ts: ibantools loads only with the
// forms that ask for an IBAN (through validation.ts), not with every page's support menu.
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { VALIDATION_MESSAGES as M, type ValidationMessage } from "./field-checks";

export function checkIban(value: string): ValidationMessage | null {
  if (!/^[A-Za-z0-9 ]+$/.test(value)) return M.iban; // spaces only: no dashes or dots
  return isValidIBAN(normalizeIban(value)) ? null : M.iban;
}

/** Electronic format: no spaces, upper case ("nl91 abna ..." → "NL91ABNA..."). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? "";
}
