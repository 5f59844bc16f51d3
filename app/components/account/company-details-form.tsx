// "My details": the company form (name, KvK number, company address). When the company can
// only come from the register its name and number are read-only here.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { summaryOf } from "~/components/funnel/form-error-summary";
import { TextField } from "~/components/funnel/form-field";
import { companyFormSchema } from "~/domain/platform/validation";
import { ManualAddress, SaveButton, SavedNotice, type DetailsAnswer } from "./details-form-parts";

// Field names of the shared schema (validation.ts), for Conform's typed fields.
type CompanyFields = {
  company_name: string;
  chamber_of_commerce_number?: string;
  street: string;
  house_number: string;
  house_number_addition?: string;
  postal_code: string;
  city: string;
  country: string;
};

export function CompanyDetailsForm({
  company,
  hideKvk,
  requireCoc,
  readOnly,
  answer,
}: {
  company: Partial<Record<keyof CompanyFields, string | null>>;
  hideKvk: boolean;
  requireCoc: boolean;
  readOnly: boolean;
  answer: DetailsAnswer | undefined;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm<CompanyFields>({
    id: "company",
    lastResult: answer?.result,
    defaultValue: company,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companyFormSchema({ requireCocNumber: requireCoc }) }),
  });
  return (
    <section className="details-section" aria-labelledby="details-company">
      <h2 id="details-company">{t("details.company")}</h2>
      <SavedNotice intent="company" />
      <ErrorSummary errors={summaryOf(form)} failed={form.status === "error" ? (answer?.result ?? true) : null} />
      <Form method="post" {...getFormProps(form)} className="form-grid" preventScrollReset>
        <TextField field={fields.company_name} label={t("funnel:company.name")} autoComplete="organization" readOnly={readOnly} />
        {hideKvk ? null : (
          <TextField field={fields.chamber_of_commerce_number} label={t("funnel:company.kvk")} inputMode="numeric" readOnly={readOnly} />
        )}
        <fieldset className="address-fieldset">
          <legend>{t("details.companyAddress")}</legend>
          <TextField
            field={fields.postal_code}
            label={t("funnel:address.postalCode")}
            autoComplete="postal-code"
            hint={t("funnel:address.postalCodeHint")}
          />
          <TextField field={fields.house_number} label={t("funnel:address.houseNumber")} inputMode="numeric" />
          <TextField field={fields.house_number_addition} label={t("funnel:address.addition")} />
          <TextField field={fields.street} label={t("funnel:address.street")} autoComplete="address-line1" />
          <TextField field={fields.city} label={t("funnel:address.city")} autoComplete="address-level2" />
          <TextField field={fields.country} label={t("funnel:address.country")} autoComplete="country-name" />
          <ManualAddress answer={answer} />
        </fieldset>
        <SaveButton intent="company" label={t("details.saveCompany")} />
      </Form>
    </section>
  );
}
