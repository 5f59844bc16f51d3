// My details: the person, the company and the two addresses (personal and company), each its
// own form validated by the funnel's schemas (validation.ts). A changed Dutch address is
// checked with the address lookup; one that does not exist is an error at the postal code
// until the customer confirms it as typed (as in the funnel). An e-mail address stays unique
// per partner, and a new one takes effect only when a link mailed to it is opened (decision
// 0027): until then the stored address stays shown, with a notice naming the new one.
// Works without JavaScript; on an error everything typed stays in the form.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyDetailsForm } from "~/components/account/company-details-form";
import { DETAILS_INTENTS, type DetailsAnswer, type DetailsIntent } from "~/components/account/details-form-parts";
import { PersonDetailsForm } from "~/components/account/person-details-form";
import { PersonalAddressForm } from "~/components/account/personal-address-form";
import { RoleForm } from "~/components/account/role-form";
import { parseAccountRole, ROLE_MESSAGES } from "~/domain/account/account-roles";
import { accountRole, saveAccountRole } from "~/server/account/account-role.server";
import { isEmailChange } from "~/domain/account/email-change";
import { checkAddressCountry, todayInAmsterdam } from "~/domain/platform/field-checks";
import { pageMeta } from "~/domain/platform/page-meta";
import { addressFormSchema, companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import { requireCustomer } from "~/server/account/auth.server";
import {
  checkChangedAddress,
  checkKnownCompany,
  companyAddressOf,
  customerDetails,
  requireCocNumber,
  saveCompany,
  savePersonalAddress,
  savePersonWithoutEmail,
  storedAddress,
  storedEmail,
} from "~/server/account/customer-details.server";
import { pendingEmailChange, requestEmailChange } from "~/server/account/email-change.server";
import { formDataOf } from "~/server/platform/guards.server";
import { MAGIC_LINK_MINUTES } from "~/server/platform/link-tokens.server";

export const meta: MetaFunction = (args) => pageMeta(args, "details");

/** What opening an e-mail change link can end with (routes/account/account-confirm-email.ts). */
const EMAIL_CHANGE_RESULTS = new Set(["confirmed", "confirmedOther", "invalid", "expired", "used", "taken"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, customer } = await requireCustomer(request);
  const emailChange = new URL(request.url).searchParams.get("email_change");
  const [details, pendingEmail, role] = await Promise.all([
    customerDetails(customer.id, partner.config.id),
    pendingEmailChange(customer.id, partner.config.id),
    accountRole(customer.id, partner.config.id),
  ]);
  return {
    ...details,
    pendingEmail,
    emailChangeResult: emailChange && EMAIL_CHANGE_RESULTS.has(emailChange) ? emailChange : null,
    linkMinutes: MAGIC_LINK_MINUTES,
    today: todayInAmsterdam(),
    hideKvk: partner.config.hideKvk,
    requireCoc: requireCocNumber(partner),
    role,
  };
}

function fail(intent: DetailsIntent, result: DetailsAnswer["result"], addressNotFound = false, status = 400) {
  return data<DetailsAnswer>({ intent, result, addressNotFound }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, customer, language } = await requireCustomer(request);
  const formData = await formDataOf(request);
  const posted = formData.get("intent");
  const intent = DETAILS_INTENTS.find((candidate) => candidate === posted);
  if (!intent) return data({ error: "badRequest" }, { status: 400 });
  const manual = formData.get("address_manual") === "on";

  if (intent === "role") {
    const posted = formData.get("role");
    const role = parseAccountRole(posted);
    if (!role)
      return fail(intent, { initialValue: { role: typeof posted === "string" ? posted : "" }, error: { role: [ROLE_MESSAGES.invalid] } });
    await saveAccountRole(customer.id, partner.config.id, role);
    return redirect("/user/details?saved=role");
  }

  if (intent === "person") {
    const submission = parseWithZod(formData, { schema: personFormSchema(todayInAmsterdam()) });
    if (submission.status !== "success") return fail(intent, submission.reply());
    const { email, ...person } = submission.value;
    const currentEmail = await storedEmail(customer.id);
    if (isEmailChange(currentEmail, email)) {
      // The address is not saved: a link goes to it, and opening that link changes it.
      const asked = await requestEmailChange({
        request,
        partner,
        language,
        userId: customer.id,
        currentEmail,
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
    const countryError = checkAddressCountry(company.country, partner.config.onlyNetherlandsAddresses);
    if (countryError) return fail(intent, submission.reply({ fieldErrors: { country: [countryError] } }));
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
  const countryError = checkAddressCountry(address.country, partner.config.onlyNetherlandsAddresses);
  if (countryError) return fail(intent, submission.reply({ fieldErrors: { country: [countryError] } }));
  const error = await checkChangedAddress(await storedAddress(customer.id, "personal"), address, { manual, signal: request.signal });
  if (error) return fail(intent, submission.reply({ fieldErrors: { postalCode: [error] } }), true);
  await savePersonalAddress(customer.id, submission.value);
  return redirect("/user/details?saved=personal-address");
}

export default function AccountDetails() {
  const { t } = useTranslation("account");
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as DetailsAnswer | { error: string } | undefined;
  const answerFor = (intent: DetailsIntent) => (answer && "intent" in answer && answer.intent === intent ? answer : undefined);
  return (
    <section className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t("details.title")}</h1>
      <p className="lead">{t("details.intro")}</p>
      {/* A new request starts the form afresh: it shows the stored address again, not the one typed. */}
      <PersonDetailsForm
        key={page.pendingEmail?.id ?? "no-pending-email"}
        person={page.person}
        today={page.today}
        pendingEmail={page.pendingEmail}
        linkMinutes={page.linkMinutes}
        emailChangeResult={page.emailChangeResult}
        answer={answerFor("person")}
      />
      {/* The company can only come from the register when its KvK number is required: read-only here. */}
      <CompanyDetailsForm
        company={page.company}
        hideKvk={page.hideKvk}
        requireCoc={page.requireCoc}
        readOnly={page.requireCoc}
        answer={answerFor("company")}
      />
      <PersonalAddressForm personalAddress={page.personalAddress} answer={answerFor("personal-address")} />
      <RoleForm role={page.role} answer={answerFor("role")} />
    </section>
  );
}
