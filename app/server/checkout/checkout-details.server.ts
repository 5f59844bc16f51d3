// The checkout's details screen, server side: what its form starts with, and the register
// searches behind its "search", "pick" and "look up" buttons (without JavaScript the server
// fills the form in and shows it again). Saving goes through the customer details module of the
// account area, which the route calls (checkout may not import account).
import { quotedAddressOf } from "~/domain/catalogue/insured-object";
import { formatPhoneNumber } from "~/domain/platform/field-checks";
import type { CatalogueProduct } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import type { Visitor } from "../platform/session.server";
import { addressLookup, AddressLookupUnavailableError } from "../providers/address-lookup.server";
import { companySearch, CompanySearchUnavailableError, type CompanySearchResult } from "../providers/company-search.server";
import { visitorAnswers } from "./cart.server";

/** The form's values by input name; null or undefined leaves an input empty. */
export type DetailsValues = Record<string, string | null | undefined>;

type StoredAddressFields = {
  street: string;
  houseNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
  country: string;
};

/** The visitor's person and company as stored. */
function storedPersonOf(visitor: Pick<Visitor, "id">) {
  return db.user.findUniqueOrThrow({
    where: { id: visitor.id },
    select: {
      firstName: true,
      lastName: true,
      birthDate: true,
      phoneNumber: true,
      email: true,
      companyName: true,
      chamberOfCommerceNumber: true,
    },
  });
}

/**
 * What the details form starts with: the stored person, and the stored company with its address
 * (business customers) or the stored home address (consumers). A consumer without one starts
 * with the address the premium was asked for. The stored address comes from the account's
 * customer details module (which checkout may not import) as a promise, read beside the person.
 * Without a stored e-mail address, the one the partner's link named (entryEmail) is offered.
 */
export async function detailsFormDefaults(
  visitor: Pick<Visitor, "id">,
  customer: "company" | "personal",
  products: readonly CatalogueProduct[],
  storedAddress: Promise<StoredAddressFields | null>,
  entryEmail?: string,
): Promise<DetailsValues> {
  const [user, address] = await Promise.all([storedPersonOf(visitor), storedAddress]);
  const person: DetailsValues = {
    ...user,
    email: user.email ?? entryEmail,
    phoneNumber: user.phoneNumber && formatPhoneNumber(user.phoneNumber),
  };
  if (customer === "company") {
    return {
      ...person,
      company_name: user.companyName,
      chamber_of_commerce_number: user.chamberOfCommerceNumber,
      street: address?.street,
      house_number: address?.houseNumber,
      house_number_addition: address?.addition,
      postal_code: address?.postalCode,
      city: address?.city,
      country: address?.country ?? "Nederland",
    };
  }
  const quoted = address ? null : quotedAddressOf(products, await visitorAnswers(visitor.id));
  return {
    ...person,
    ...(quoted
      ? {
          street: quoted.street,
          houseNumber: quoted.houseNumber,
          addition: quoted.addition ?? "",
          postalCode: quoted.postalCode,
          city: quoted.city,
          country: "Nederland",
        }
      : { ...address, addition: address?.addition ?? "", country: address?.country ?? "Nederland" }),
  };
}

/** The register's companies for what was typed (two characters at least); failed when the register does not answer. */
export async function searchCompanies(query: string, signal: AbortSignal): Promise<{ results: CompanySearchResult[]; failed: boolean }> {
  if (query.trim().length < 2) return { results: [], failed: false };
  try {
    return { results: await companySearch().search(query.slice(0, 100), signal), failed: false };
  } catch (error) {
    if (error instanceof CompanySearchUnavailableError) return { results: [], failed: true };
    throw error;
  }
}

/** A company picked from the register's results, as the company form's values. */
export function companyFormValues(company: CompanySearchResult): Record<string, string> {
  return {
    company_name: company.name,
    chamber_of_commerce_number: company.chamberOfCommerceNumber,
    street: company.street,
    house_number: company.houseNumber,
    house_number_addition: company.addition ?? "",
    postal_code: company.postalCode,
    city: company.city,
    country: "Nederland",
  };
}

/** The first address the lookup finds for a postcode, number and addition; unavailable when the lookup does not answer. */
export async function lookUpDetailsAddress(postalCode: string, houseNumber: string, addition: string, signal: AbortSignal) {
  try {
    const [address] = await addressLookup().search({ postalCode, houseNumber, addition: addition || null }, signal);
    return { address: address ?? null, unavailable: false };
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) return { address: null, unavailable: true };
    throw error;
  }
}
