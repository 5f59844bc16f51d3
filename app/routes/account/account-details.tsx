// My details: the person, the company and the two addresses (personal and company), each its
// own form validated by the funnel's schemas (validation.ts). A changed Dutch address is
// checked with the address lookup; one that does not exist is an error at the postal code
// until the customer confirms it as typed (as in the funnel). An e-mail address stays unique
// per partner, and a new one takes effect only when a link mailed to it is opened (decision
// 0027): until then the stored address stays shown, with a notice naming the new one.
// Works without JavaScript; on an error everything typed stays in the form.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { TextField } from "~/components/funnel/form-field";
import { addressFormSchema, companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import { formatPhoneNumber, todayInAmsterdam } from "~/domain/platform/field-checks";
import { isEmailChange } from "~/domain/account/email-change";
import { requireCustomer } from "~/server/account/auth.server";
import { db } from "~/server/platform/db.server";
import { pendingEmailChange, requestEmailChange } from "~/server/account/email-change.server";
import { MAGIC_LINK_MINUTES } from "~/server/platform/link-tokens.server";
import { formDataOf } from "~/server/platform/guards.server";
import {
  checkChangedAddress,
  checkKnownCompany,
  companyAddressOf,
  requireCocNumber,
  saveCompany,
  savePersonalAddress,
  savePersonWithoutEmail,
  storedAddress,
} from "~/server/account/customer-details.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "details");

const INTENTS = ["person", "company", "personal-address"] as const;
type Intent = (typeof INTENTS)[number];

// Field names of the shared schemas (validation.ts), for Conform's typed fields.
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
type AddressFields = { postalCode: string; houseNumber: string; addition?: string; street: string; city: string; country: string };

/** What opening an e-mail change link can end with (routes/account-confirm-email.ts). */
const EMAIL_CHANGE_RESULTS = new Set(["confirmed", "confirmedOther", "invalid", "expired", "used", "taken"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, customer } = await requireCustomer(request);
  const url = new URL(request.url);
  const [user, addresses, pendingEmail] = await Promise.all([
    db.user.findFirstOrThrow({
      where: { id: customer.id, partnerId: partner.config.id },
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
      where: { userId: customer.id },
      select: { type: true, street: true, houseNumber: true, addition: true, postalCode: true, city: true, country: true },
    }),
    pendingEmailChange(customer.id, partner.config.id),
  ]);
  const emailChange = url.searchParams.get("email_change");
  const company = addresses.find((address) => address.type === "company");
  const personal = addresses.find((address) => address.type === "personal");
  return {
    pendingEmail,
    emailChangeResult: emailChange && EMAIL_CHANGE_RESULTS.has(emailChange) ? emailChange : null,
    linkMinutes: MAGIC_LINK_MINUTES,
    today: todayInAmsterdam(),
    hideKvk: partner.config.hideKvk,
    requireCoc: requireCocNumber(partner),
    companyReadOnly: requireCocNumber(partner),
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

type ActionAnswer = { intent: Intent; result: SubmissionResult<string[]>; addressNotFound: boolean };

function fail(intent: Intent, result: SubmissionResult<string[]>, addressNotFound = false, status = 400) {
  return data<ActionAnswer>({ intent, result, addressNotFound }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, customer, language } = await requireCustomer(request);
  const formData = await formDataOf(request);
  const posted = formData.get("intent");
  const intent = INTENTS.find((candidate) => candidate === posted);
  if (!intent) return data({ error: "badRequest" }, { status: 400 });
  const manual = formData.get("address_manual") === "on";

  if (intent === "person") {
    const submission = parseWithZod(formData, { schema: personFormSchema(todayInAmsterdam()) });
    if (submission.status !== "success") return fail(intent, submission.reply());
    const { email, ...person } = submission.value;
    const stored = await db.user.findUniqueOrThrow({ where: { id: customer.id }, select: { email: true } });
    if (isEmailChange(stored.email, email)) {
      // The address is not saved: a link goes to it, and opening that link changes it.
      const asked = await requestEmailChange({
        request,
        partner,
        language,
        userId: customer.id,
        currentEmail: stored.email,
        newEmail: email,
      });
      if (!asked.ok) {
        const error = asked.refusal === "taken" ? "validations:emailExists" : "account:emailChange.rateLimited";
        return fail(intent, submission.reply({ fieldErrors: { email: [error] } }), false, asked.refusal === "taken" ? 400 : 429);
      }
    }
    await savePersonWithoutEmail(customer.id, person);
    return redirect("/user/details?saved=person");
  }

  if (intent === "company") {
    const submission = parseWithZod(formData, { schema: companyFormSchema({ requireCocNumber: requireCocNumber(partner) }) });
    if (submission.status !== "success") return fail(intent, submission.reply());
    const company = submission.value;
    const unknown = await checkKnownCompany(partner, company, request.signal);
    if (unknown) return fail(intent, submission.reply({ fieldErrors: { chamber_of_commerce_number: [unknown] } }));
    const error = await checkChangedAddress(await storedAddress(customer.id, "company"), companyAddressOf(company), {
      manual,
      signal: request.signal,
    });
    if (error) return fail(intent, submission.reply({ fieldErrors: { postal_code: [error] } }), true);
    await saveCompany(partner, customer.id, company, { fillPersonalAddress: false });
    return redirect("/user/details?saved=company");
  }

  const submission = parseWithZod(formData, { schema: addressFormSchema });
  if (submission.status !== "success") return fail(intent, submission.reply());
  const address = { ...submission.value, addition: submission.value.addition ?? null };
  const error = await checkChangedAddress(await storedAddress(customer.id, "personal"), address, { manual, signal: request.signal });
  if (error) return fail(intent, submission.reply({ fieldErrors: { postalCode: [error] } }), true);
  await savePersonalAddress(customer.id, submission.value);
  return redirect("/user/details?saved=personal-address");
}

function useAnswerFor(intent: Intent): ActionAnswer | undefined {
  const answer = useActionData<typeof action>() as ActionAnswer | { error: string } | undefined;
  return answer && "intent" in answer && answer.intent === intent ? answer : undefined;
}

function SavedNotice({ intent }: { intent: Intent }) {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  return searchParams.get("saved") === intent ? (
    <p className="success-text" role="status">
      {t("details.saved")}
    </p>
  ) : null;
}

function SaveButton({ intent, label }: { intent: Intent; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="form-actions">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button-solid" disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** Shown when the address was not found; a form returned for another error keeps the tick. */
function ManualAddress({ answer }: { answer: ActionAnswer | undefined }) {
  const { t } = useTranslation("funnel");
  const ticked = answer?.result.initialValue?.address_manual === "on";
  if (!answer?.addressNotFound && !ticked) return null;
  return (
    <label className="checkbox">
      <input type="checkbox" name="address_manual" defaultChecked={ticked} />
      <span>{t("address.manualConfirm")}</span>
    </label>
  );
}

/** What became of an opened e-mail change link: a success says so, a refusal is an alert. */
function EmailChangeResult() {
  const { emailChangeResult, person } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  if (!emailChangeResult) return null;
  const success = emailChangeResult === "confirmed" || emailChangeResult === "confirmedOther";
  return (
    <p className={success ? "success-text" : "notice notice-warning"} role={success ? "status" : "alert"}>
      {t(`emailChange.result.${emailChangeResult}`, { email: person.email })}
    </p>
  );
}

function PersonForm() {
  const { today, person, pendingEmail, linkMinutes } = useLoaderData<typeof loader>();
  const answer = useAnswerFor("person");
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
      <EmailChangeResult />
      <Form method="post" {...getFormProps(form)} className="form-grid" preventScrollReset>
        <TextField field={fields.firstName} label={t("funnel:personalise.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("funnel:personalise.lastName")} autoComplete="family-name" />
        <TextField field={fields.birthDate} label={t("funnel:personalise.birthDate")} type="date" autoComplete="bday" max={today} />
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

function CompanyForm() {
  const { company, hideKvk, requireCoc, companyReadOnly } = useLoaderData<typeof loader>();
  const answer = useAnswerFor("company");
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
      <Form method="post" {...getFormProps(form)} className="form-grid" preventScrollReset>
        <TextField field={fields.company_name} label={t("funnel:company.name")} autoComplete="organization" readOnly={companyReadOnly} />
        {hideKvk ? null : (
          <TextField
            field={fields.chamber_of_commerce_number}
            label={t("funnel:company.kvk")}
            inputMode="numeric"
            readOnly={companyReadOnly}
          />
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

function PersonalAddressForm() {
  const { personalAddress } = useLoaderData<typeof loader>();
  const answer = useAnswerFor("personal-address");
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

export default function AccountDetails() {
  const { t } = useTranslation("account");
  const { pendingEmail } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t("details.title")}</h1>
      <p className="lead">{t("details.intro")}</p>
      {/* A new request starts the form afresh: it shows the stored address again, not the one typed. */}
      <PersonForm key={pendingEmail?.id ?? "no-pending-email"} />
      <CompanyForm />
      <PersonalAddressForm />
    </section>
  );
}
