// "My details": the person form (names, birth date, phone, e-mail address). A new e-mail
// address is only asked for here; the stored one stays shown, with a hint naming the new one,
// until the link mailed to it is opened (decision 0027), whose outcome shows above the form.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DateInput } from "~/components/funnel/date-input";
import { ErrorSummary } from "~/components/funnel/error-summary";
import { summaryOf } from "~/components/funnel/form-error-summary";
import { TextField } from "~/components/funnel/form-field";
import { personFormSchema } from "~/domain/platform/validation";
import { SaveButton, SavedNotice, type DetailsAnswer } from "./details-form-parts";

type PersonDefaults = {
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  phoneNumber: string | null;
  email: string | null;
};

/** What became of an opened e-mail change link: a success says so, a refusal is an alert. */
function EmailChangeResult({ result, email }: { result: string | null; email: string | null }) {
  const { t } = useTranslation("account");
  if (!result) return null;
  const success = result === "confirmed" || result === "confirmedOther";
  return (
    <p className={success ? "success-text" : "notice notice-warning"} role={success ? "status" : "alert"}>
      {t(`emailChange.result.${result}`, { email })}
    </p>
  );
}

export function PersonDetailsForm({
  person,
  today,
  pendingEmail,
  linkMinutes,
  emailChangeResult,
  answer,
}: {
  person: PersonDefaults;
  today: string;
  pendingEmail: { email: string } | null;
  linkMinutes: number;
  emailChangeResult: string | null;
  answer: DetailsAnswer | undefined;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm<z.input<ReturnType<typeof personFormSchema>>>({
    id: "person",
    lastResult: answer?.result,
    defaultValue: person,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personFormSchema(today) }),
  });
  return (
    <section className="details-section" aria-labelledby="details-person">
      <h2 id="details-person">{t("details.person")}</h2>
      <SavedNotice intent="person" />
      <EmailChangeResult result={emailChangeResult} email={person.email} />
      <ErrorSummary errors={summaryOf(form, ["birthDate"])} failed={form.status === "error" ? (answer?.result ?? true) : null} />
      <Form method="post" {...getFormProps(form)} className="form-grid" preventScrollReset>
        <TextField field={fields.firstName} label={t("funnel:personalise.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("funnel:personalise.lastName")} autoComplete="family-name" />
        <DateInput
          id={fields.birthDate.id}
          name={fields.birthDate.name}
          legend={t("funnel:personalise.birthDate")}
          hint={t("validations:birthDateHint")}
          value={fields.birthDate.initialValue}
          errors={fields.birthDate.errors}
          birthday
        />
        <TextField field={fields.phoneNumber} label={t("funnel:personalise.phoneNumber")} type="tel" autoComplete="tel" />
        <TextField
          field={fields.email}
          label={t("funnel:personalise.email")}
          type="email"
          autoComplete="email"
          hint={pendingEmail ? t("emailChange.pending", { email: pendingEmail.email, minutes: linkMinutes }) : undefined}
        />
        <SaveButton intent="person" label={t("details.savePerson")} />
      </Form>
    </section>
  );
}
