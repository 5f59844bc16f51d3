// Saving a customer's person, company and addresses: one module for the funnel's details
// screen and the account area's "my details" (they used to be copies). Each save checks what
// only the server can (a company the register must know, an address that must exist, an
// e-mail address another customer has) and writes in one transaction.
import type { z } from "zod";
import type { companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import { addressFormSchema } from "~/domain/platform/validation";
import { formatPhoneNumber } from "~/domain/platform/field-checks";
import { checkAddressExists } from "./account.server";
import { db } from "../platform/db.server";
import type { LoadedPartner } from "../platform/partner.server";
import { companySearch } from "../providers/company-search.server";

export type PersonValues = z.output<ReturnType<typeof personFormSchema>>;
export type CompanyValues = z.output<ReturnType<typeof companyFormSchema>>;
export type AddressValues = z.output<typeof addressFormSchema>;

type AddressKey = { postalCode: string; houseNumber: string; addition?: string | null };
export type StoredAddress = AddressKey & { street: string; city: string; country: string };

/** A KvK number is required when the company can only come from the register (no manual entry, KvK shown). */
export function requireCocNumber(partner: LoadedPartner): boolean {
  return !partner.config.hideKvk && !partner.config.allowManualCompanyInformation;
}

/** When manual entry is off the company must be one the register knows: null, or the error at the KvK field. */
export async function checkKnownCompany(partner: LoadedPartner, company: CompanyValues, signal: AbortSignal): Promise<string | null> {
  if (!requireCocNumber(partner)) return null;
  const known = await companySearch()
    .search(company.chamber_of_commerce_number ?? "", signal)
    .catch(() => []);
  return known.some((entry) => entry.chamberOfCommerceNumber === company.chamber_of_commerce_number)
    ? null
    : "funnel:company.unknownCompany";
}

/** An address counts as changed when its postcode, number or addition differ from what is stored. */
export function addressChanged(stored: AddressKey | null, next: AddressKey): boolean {
  if (!stored) return true;
  const key = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, "").toUpperCase();
  return (
    key(stored.postalCode) !== key(next.postalCode) ||
    key(stored.houseNumber) !== key(next.houseNumber) ||
    key(stored.addition) !== key(next.addition)
  );
}

const ADDRESS_FIELDS = { street: true, houseNumber: true, addition: true, postalCode: true, city: true, country: true } as const;

export function storedAddress(userId: string, type: "company" | "personal") {
  return db.address.findUnique({ where: { userId_type: { userId, type } }, select: ADDRESS_FIELDS });
}

/**
 * A Dutch address that changed must exist (address lookup), unless the customer confirmed it
 * as typed: null, or the error key for the postal code field.
 */
export async function checkChangedAddress(
  stored: AddressKey | null,
  next: StoredAddress,
  options: { manual: boolean; signal: AbortSignal },
): Promise<string | null> {
  if (options.manual || !/^(nederland|netherlands|pays-bas|niederlande)$/i.test(next.country.trim()) || !addressChanged(stored, next))
    return null;
  return checkAddressExists(next, options.signal);
}

export function companyAddressOf(company: CompanyValues): StoredAddress & { addition: string | null } {
  return {
    street: company.street,
    houseNumber: company.house_number,
    addition: company.house_number_addition ?? null,
    postalCode: company.postal_code,
    city: company.city,
    country: company.country,
  };
}

/**
 * What "my details" shows in its three forms, named as the forms' fields are: the customer's
 * person and company (read on this partner only) and the two addresses. A missing address
 * starts in the Netherlands.
 */
export async function customerDetails(userId: string, partnerId: string) {
  const [user, addresses] = await Promise.all([
    db.user.findFirstOrThrow({
      where: { id: userId, partnerId },
      select: {
        firstName: true,
        lastName: true,
        birthDate: true,
        phoneNumber: true,
        email: true,
        companyName: true,
        chamberOfCommerceNumber: true,
      },
    }),
    db.address.findMany({
      where: { userId },
      select: { type: true, street: true, houseNumber: true, addition: true, postalCode: true, city: true, country: true },
    }),
  ]);
  const company = addresses.find((address) => address.type === "company");
  const personal = addresses.find((address) => address.type === "personal");
  return {
    person: {
      firstName: user.firstName,
      lastName: user.lastName,
      birthDate: user.birthDate,
      phoneNumber: user.phoneNumber && formatPhoneNumber(user.phoneNumber),
      email: user.email,
    },
    company: {
      company_name: user.companyName,
      chamber_of_commerce_number: user.chamberOfCommerceNumber,
      street: company?.street,
      house_number: company?.houseNumber,
      house_number_addition: company?.addition,
      postal_code: company?.postalCode,
      city: company?.city,
      country: company?.country ?? "Nederland",
    },
    personalAddress: {
      street: personal?.street,
      houseNumber: personal?.houseNumber,
      addition: personal?.addition,
      postalCode: personal?.postalCode,
      city: personal?.city,
      country: personal?.country ?? "Nederland",
    },
  };
}

/** The customer's stored e-mail address (a typed one that differs asks for a change). */
export async function storedEmail(userId: string): Promise<string | null> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })).email;
}

/**
 * The person of a funnel visitor. An e-mail address of another customer is refused ("email
 * exists", with a link to sign in); an abandoned guest profile with it gives it up.
 */
export async function saveVisitorPerson(partner: LoadedPartner, userId: string, person: PersonValues): Promise<"saved" | "emailExists"> {
  const owner = await db.user.findFirst({
    where: { partnerId: partner.config.id, email: person.email, id: { not: userId } },
    select: { id: true, isGuest: true },
  });
  if (owner && !owner.isGuest) return "emailExists";
  await db.$transaction(async (tx) => {
    if (owner) await tx.user.update({ where: { id: owner.id }, data: { email: null } });
    await tx.user.update({ where: { id: userId }, data: person });
  });
  return "saved";
}

/** A customer's person without the e-mail address (changing that takes a confirmed link, decision 0027). */
export async function savePersonWithoutEmail(userId: string, person: Omit<PersonValues, "email">): Promise<void> {
  await db.user.update({ where: { id: userId }, data: person });
}

/**
 * The company and its address. In the funnel the company address also becomes the personal
 * address when there is none yet (a freelancer usually works from home; it can differ later).
 */
export async function saveCompany(
  partner: LoadedPartner,
  userId: string,
  company: CompanyValues,
  options: { fillPersonalAddress: boolean },
): Promise<void> {
  const address = companyAddressOf(company);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: {
        companyName: company.company_name,
        // A partner that hides the KvK number never asks for it: keep what is stored.
        ...(partner.config.hideKvk ? {} : { chamberOfCommerceNumber: company.chamber_of_commerce_number ?? null }),
      },
    });
    await tx.address.upsert({
      where: { userId_type: { userId, type: "company" } },
      create: { userId, type: "company", ...address },
      update: address,
    });
    if (options.fillPersonalAddress) {
      const personal = await tx.address.findUnique({ where: { userId_type: { userId, type: "personal" } }, select: { id: true } });
      if (!personal) await tx.address.create({ data: { userId, type: "personal", ...address } });
    }
  });
}

export async function savePersonalAddress(userId: string, values: AddressValues): Promise<void> {
  const address = { ...values, addition: values.addition ?? null };
  await db.address.upsert({
    where: { userId_type: { userId, type: "personal" } },
    create: { userId, type: "personal", ...address },
    update: address,
  });
}
