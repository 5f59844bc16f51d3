// What the checkout's details form and its action share: the schema that checks it (on the
// server, and with JavaScript in the browser), the address inputs' names, the action's answer
// and the form's Conform types for the fieldset components.
import type { SubmissionResult, useForm } from "@conform-to/react";
import { z } from "zod";
import { addressFormSchema, companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import type { CompanySearchResult } from "~/server/providers/company-search.server";

export type DetailsCustomer = "company" | "personal";

/** What the form checks, on the server and (with JavaScript) in the browser. */
export function detailsSchema(today: string, customer: DetailsCustomer, cocRequired: boolean) {
  return customer === "company"
    ? z.intersection(personFormSchema(today), companyFormSchema({ requireCocNumber: cocRequired }))
    : z.intersection(personFormSchema(today), addressFormSchema);
}

/** The address inputs' names: the company form's (snake case) or the address form's (spec section 3). */
export const ADDRESS_INPUT_NAMES = {
  company: { postal: "postal_code", number: "house_number", addition: "house_number_addition" },
  personal: { postal: "postalCode", number: "houseNumber", addition: "addition" },
} as const;

/** The action's answer when the form is shown again. */
export type DetailsAnswer = {
  result: SubmissionResult<string[]>;
  addressNotFound: boolean;
  search?: { query: string; results: CompanySearchResult[]; failed: boolean };
  /** A new key remounts the form with the values the server filled in (a picked company, a found street). */
  revision?: string;
};

export type DetailsForm = ReturnType<typeof useForm<Record<string, string>>>[0];
export type DetailsFields = ReturnType<typeof useForm<Record<string, string>>>[1];
