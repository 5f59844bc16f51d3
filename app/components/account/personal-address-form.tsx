// "My details": the personal (home) address form.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { summaryOf } from "~/components/funnel/form-error-summary";
import { TextField } from "~/components/funnel/form-field";
import { addressFormSchema } from "~/domain/platform/validation";
import { ManualAddress, SaveButton, SavedNotice, type DetailsAnswer } from "./details-form-parts";

// Field names of the shared schema (validation.ts), for Conform's typed fields.
type AddressFields = { postalCode: string; houseNumber: string; addition?: string; street: string; city: string; country: string };

export function PersonalAddressForm({
  personalAddress,
  answer,
}: {
  personalAddress: Partial<Record<keyof AddressFields, string | null>>;
  answer: DetailsAnswer | undefined;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm<AddressFields>({
    id: "personal-address",
    lastResult: answer?.result,
    defaultValue: personalAddress,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressFormSchema }),
  });
  return (
    <section className="details-section" aria-labelledby="details-personal-address">
      <h2 id="details-personal-address">{t("details.personalAddress")}</h2>
      <SavedNotice intent="personal-address" />
      <ErrorSummary errors={summaryOf(form)} failed={form.status === "error" ? (answer?.result ?? true) : null} />
      <Form method="post" {...getFormProps(form)} className="form-grid" preventScrollReset>
        <TextField
          field={fields.postalCode}
          label={t("funnel:address.postalCode")}
          autoComplete="postal-code"
          hint={t("funnel:address.postalCodeHint")}
        />
        <TextField field={fields.houseNumber} label={t("funnel:address.houseNumber")} inputMode="numeric" />
        <TextField field={fields.addition} label={t("funnel:address.addition")} />
        <TextField field={fields.street} label={t("funnel:address.street")} autoComplete="address-line1" />
        <TextField field={fields.city} label={t("funnel:address.city")} autoComplete="address-level2" />
        <TextField field={fields.country} label={t("funnel:address.country")} autoComplete="country-name" />
        <ManualAddress answer={answer} />
        <SaveButton intent="personal-address" label={t("details.saveAddress")} />
      </Form>
    </section>
  );
}
