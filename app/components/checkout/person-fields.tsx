// The details form's person: name, date of birth (day, month and year), phone and e-mail. An e-mail address that
// already has an account offers a sign-in link beside its error.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateInput } from "~/components/funnel/date-input";
import { TextField } from "~/components/funnel/form-field";
import type { DetailsFields } from "./customer-details-schema";

export function PersonFields({ fields }: { fields: DetailsFields }) {
  const { t } = useTranslation("funnel");
  const emailExists = fields.email!.errors?.includes("validations:emailExists");
  return (
    <fieldset className="details-fieldset">
      <legend>{t("details.person")}</legend>
      <TextField field={fields.firstName!} label={t("personalise.firstName")} autoComplete="given-name" />
      <TextField field={fields.lastName!} label={t("personalise.lastName")} autoComplete="family-name" />
      <DateInput
        id={fields.birthDate!.id}
        name={fields.birthDate!.name}
        legend={t("personalise.birthDate")}
        hint={t("validations:birthDateHint")}
        value={fields.birthDate!.initialValue}
        errors={fields.birthDate!.errors}
        birthday
      />
      <TextField field={fields.phoneNumber!} label={t("personalise.phoneNumber")} type="tel" autoComplete="tel" />
      <TextField
        field={fields.email!}
        label={t("personalise.email")}
        type="email"
        autoComplete="email"
        extraError={
          emailExists ? (
            <>
              {" "}
              <Link to="/sign-in">{t("personalise.signIn")}</Link>
            </>
          ) : undefined
        }
      />
    </fieldset>
  );
}
