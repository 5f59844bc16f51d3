// Answers that a register must confirm before they count (spec section 5: a valid licence plate
// that exists; have_address_looked_up must be true): the plate is looked up in the vehicle
// register, the postcode and house number in the address register. What was found is stored
// with the answer (Answer.details), so rating and the policy never ask again.
import { VALIDATION_MESSAGES as M } from "~/domain/platform/validation";
import { TECHNICAL_ISSUE_KEY } from "~/domain/platform/technical-issue";
import { logger } from "../platform/logger.server";
import { addressLookup, AddressLookupUnavailableError, type AddressLookupResult } from "../providers/address-lookup.server";
import { licencePlateLookup, LicencePlateUnavailableError } from "../providers/licence-plate.server";

export type LookupKind = "vehicle" | "address";
export type LookupResult = { details: unknown } | { error: string };

/** The stored address answer "3511AB 1 A" back into its parts. */
export function addressQueryOf(textValue: string): { postalCode: string; houseNumber: string; addition: string | null } {
  const [postalCode = "", houseNumber = "", ...addition] = textValue.split(" ");
  return { postalCode, houseNumber, addition: addition.join(" ") || null };
}

/**
 * The one address a postcode, number and addition mean: with an addition, that address; without
 * one, the address without an addition, or the only one there is. Several candidates and no
 * addition: the visitor must say which.
 */
export function pickAddress(found: readonly AddressLookupResult[], addition: string | null): AddressLookupResult | "ambiguous" | null {
  if (found.length === 0) return null;
  if (addition) return found[0]!;
  return found.find((row) => !row.addition) ?? (found.length === 1 ? found[0]! : "ambiguous");
}

async function lookUpAddress(textValue: string, signal?: AbortSignal): Promise<LookupResult> {
  const query = addressQueryOf(textValue);
  try {
    const picked = pickAddress(await addressLookup().search(query, signal), query.addition);
    if (picked === "ambiguous") return { error: M.additionRequired };
    return picked ? { details: picked } : { error: M.addressNotFound };
  } catch (error) {
    return registerFailed(error, AddressLookupUnavailableError, signal);
  }
}

async function lookUpVehicle(plate: string, signal?: AbortSignal): Promise<LookupResult> {
  try {
    const vehicle = await licencePlateLookup().find(plate, signal);
    return vehicle ? { details: vehicle } : { error: M.licensePlateNotFound };
  } catch (error) {
    return registerFailed(error, LicencePlateUnavailableError, signal);
  }
}

/**
 * A register that failed (could not be asked, or broke in a way of its own) is the technical
 * issue at the field, never a 500 (decision 0092); a request the visitor left is not answered.
 */
function registerFailed(error: unknown, unavailable: new (...args: never[]) => Error, signal?: AbortSignal): LookupResult {
  if (signal?.aborted) throw error;
  if (!(error instanceof unavailable)) logger.error({ err: error }, "a register lookup failed unexpectedly");
  return { error: TECHNICAL_ISSUE_KEY };
}

export function lookUp(kind: LookupKind, textValue: string, signal?: AbortSignal): Promise<LookupResult> {
  return kind === "vehicle" ? lookUpVehicle(textValue, signal) : lookUpAddress(textValue, signal);
}
