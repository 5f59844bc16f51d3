// The checkout's details form: the person, then the company (business customers), then the
// address. One Conform form; the search, pick and look-up buttons are its own submit buttons,
// so without JavaScript the server fills the form in and nothing typed is lost.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { addressFormSchema, companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import type { CompanySearchResult } from "~/server/providers/company-search.server";
import { AddressFields } from "./address-fields";
import { CompanyFields } from "./company-fields";
import { PersonFields } from "./person-fields";

export type DetailsCustomer = "company" | "personal";
type DetailsValues = Record<string, string | null | undefined>;

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

export type CustomerDetailsFormProps = {
  today: string;
  customer: DetailsCustomer;
  defaults: DetailsValues;
  hideKvk: boolean;
  allowManual: boolean;
  cocRequired: boolean;
  answer: DetailsAnswer | undefined;
};

export function CustomerDetailsForm({ today, customer, defaults, hideKvk, allowManual, cocRequired, answer }: CustomerDetailsFormProps) {
  const { t } = useTranslation("funnel");
  const [form, fields] = useForm<Record<string, string>>({
    lastResult: answer?.revision ? undefined : answer?.result,
    defaultValue: (answer?.result.initialValue as DetailsValues | undefined) ?? defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Search and pick (formNoValidate) ask the server to fill the form in: no check may stop them.
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema: submitter?.formNoValidate ? z.record(z.string(), z.string()) : detailsSchema(today, customer, cocRequired),
      }),
  });
  return (
    <section className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t("details.title")}</h1>
      <Form method="post" {...getFormProps(form)} className="form-grid">
        {/* Enter in a field submits the first button: make that "continue", not a search. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <PersonFields fields={fields} today={today} />
        {customer === "company" ? (
          <CompanyFields fields={fields} search={answer?.search} hideKvk={hideKvk} allowManual={allowManual} />
        ) : null}
        <AddressFields form={form} fields={fields} customer={customer} answer={answer} />
        <div className="form-actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button-solid"
            data-analytics-event="funnel_button_click"
            data-analytics-label="continue"
          >
            {t("common.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
