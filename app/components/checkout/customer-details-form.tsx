// The checkout's details form: the person, then the company (business customers), then the
// address. One Conform form; the search, pick and look-up buttons are its own submit buttons,
// so without JavaScript the server fills the form in and nothing typed is lost.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { summaryOf } from "~/components/funnel/form-error-summary";
import { AddressFields } from "./address-fields";
import { CompanyFields } from "./company-fields";
import { detailsSchema, type DetailsAnswer, type DetailsCustomer } from "./customer-details-schema";
import { PersonFields } from "./person-fields";

type DetailsValues = Record<string, string | null | undefined>;

export type CustomerDetailsFormProps = {
  today: string;
  customer: DetailsCustomer;
  defaults: DetailsValues;
  hideKvk: boolean;
  allowManual: boolean;
  cocRequired: boolean;
  answer: DetailsAnswer | undefined;
};

/** Passes any form (the date fields post an object): typed as the form's values, which the server checks. */
const ANY_FORM = z.record(z.string(), z.unknown()) as unknown as z.ZodType<Record<string, string>>;

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
        schema: submitter?.formNoValidate ? ANY_FORM : detailsSchema(today, customer, cocRequired),
      }),
  });
  return (
    <section className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t("details.title")}</h1>
      <ErrorSummary errors={summaryOf(form, ["birthDate"])} failed={form.status === "error" ? (answer?.result ?? true) : null} />
      <Form method="post" {...getFormProps(form)} className="form-grid">
        {/* Enter in a field submits the first button: make that "continue", not a search. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <PersonFields fields={fields} />
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
