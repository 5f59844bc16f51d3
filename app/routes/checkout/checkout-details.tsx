// Checkout, the details screen: the person beside the company (business customers) or beside
// their home address (consumers), one form, one purpose: who is insured. The company is found
// in the register (search and pick are buttons of the same form, so nothing typed is lost
// without JavaScript) or entered by hand (partner flags hide_kvk and
// allow_manual_company_information_input); a Dutch address must exist (address lookup) unless
// the visitor confirms it as typed. An e-mail address with an account offers a sign-in link.
import { quotedAddressOf } from "~/domain/catalogue/insured-object";
import { visitorAnswers } from "~/server/checkout/cart.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { pageMeta } from "~/domain/platform/page-meta";
import { addressFormSchema, companyFormSchema, personFormSchema } from "~/domain/platform/validation";
import { formatPhoneNumber } from "~/domain/platform/field-checks";
import { nextStepPath, requireFlowStep, stepBarOf } from "~/server/checkout/checkout-flow.server";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";
import { ecommerceEvent, searchEvent } from "~/domain/platform/analytics";
import {
  checkChangedAddress,
  checkKnownCompany,
  companyAddressOf,
  requireCocNumber,
  saveCompany,
  savePersonalAddress,
  saveVisitorPerson,
  storedAddress,
} from "~/server/account/customer-details.server";
import { db } from "~/server/platform/db.server";
import { formDataOf } from "~/server/platform/guards.server";
import { addressLookup, AddressLookupUnavailableError } from "~/server/providers/address-lookup.server";
import { companySearch, CompanySearchUnavailableError, type CompanySearchResult } from "~/server/providers/company-search.server";
import type { loader as lookupLoader } from "./address-lookup";

// Not "details": that key is the account's "My details" page.
export const meta: MetaFunction = (args) => pageMeta(args, "checkoutDetails");

type Values = Record<string, string | null | undefined>;

function detailsSchema(today: string, customer: "company" | "personal", cocRequired: boolean) {
  return customer === "company"
    ? z.intersection(personFormSchema(today), companyFormSchema({ requireCocNumber: cocRequired }))
    : z.intersection(personFormSchema(today), addressFormSchema);
}

/** The address inputs' names: the company form's (snake case) or the address form's (spec section 3). */
const NAMES = {
  company: { postal: "postal_code", number: "house_number", addition: "house_number_addition" },
  personal: { postal: "postalCode", number: "houseNumber", addition: "addition" },
} as const;

function valuesFromCompany(company: CompanySearchResult): Record<string, string> {
  return {
    company_name: company.name,
    chamber_of_commerce_number: company.chamberOfCommerceNumber,
    street: company.street,
    house_number: company.houseNumber,
    house_number_addition: company.addition ?? "",
    postal_code: company.postalCode,
    city: company.city,
    country: "Nederland",
  };
}

async function searchCompanies(query: string, signal: AbortSignal): Promise<{ results: CompanySearchResult[]; failed: boolean }> {
  if (query.trim().length < 2) return { results: [], failed: false };
  try {
    return { results: await companySearch().search(query.slice(0, 100), signal), failed: false };
  } catch (error) {
    if (error instanceof CompanySearchUnavailableError) return { results: [], failed: true };
    throw error;
  }
}

async function lookUp(postalCode: string, houseNumber: string, addition: string, signal: AbortSignal) {
  try {
    const [address] = await addressLookup().search({ postalCode, houseNumber, addition: addition || null }, signal);
    return { address: address ?? null, unavailable: false };
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) return { address: null, unavailable: true };
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, flow, today } = context;
  const type = flow.customer === "company" ? "company" : "personal";
  const [user, address] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: visitor.id },
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
    storedAddress(visitor.id, type),
  ]);
  const person: Values = { ...user, phoneNumber: user.phoneNumber && formatPhoneNumber(user.phoneNumber) };
  // A consumer's home address starts as the address the premium was asked for.
  const quoted = type === "personal" && !address ? quotedAddressOf(context.products, await visitorAnswers(visitor.id)) : null;
  const place: Values =
    type === "company"
      ? {
          company_name: user.companyName,
          chamber_of_commerce_number: user.chamberOfCommerceNumber,
          street: address?.street,
          house_number: address?.houseNumber,
          house_number_addition: address?.addition,
          postal_code: address?.postalCode,
          city: address?.city,
          country: address?.country ?? "Nederland",
        }
      : quoted
        ? {
            street: quoted.street,
            houseNumber: quoted.houseNumber,
            addition: quoted.addition ?? "",
            postalCode: quoted.postalCode,
            city: quoted.city,
            country: "Nederland",
          }
        : { ...address, addition: address?.addition ?? "", country: address?.country ?? "Nederland" };
  return {
    stepBar: stepBarOf(context),
    today,
    customer: flow.customer,
    defaults: { ...person, ...place },
    hideKvk: partner.config.hideKvk,
    allowManual: partner.config.allowManualCompanyInformation,
    cocRequired: requireCocNumber(partner),
  };
}

type Answer = {
  result: SubmissionResult<string[]>;
  addressNotFound: boolean;
  search?: { query: string; results: CompanySearchResult[]; failed: boolean };
  /** A new key remounts the form with the values the server filled in (a picked company, a found street). */
  revision?: string;
};

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, flow, today } = context;
  const formData = await formDataOf(request);
  const payload = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  const intent = formData.get("intent");
  const names = NAMES[flow.customer];
  const query = payload.company ?? "";

  if (intent === "search" && flow.customer === "company") {
    const search = await searchCompanies(query, request.signal);
    return data<Answer>(
      {
        result: { initialValue: payload, error: {} },
        addressNotFound: false,
        search: { query, ...search },
        revision: `search-${Date.now()}`,
      },
      { headers: { "Set-Cookie": await analyticsFlashHeader([searchEvent("company", query, search.results.length)]) } },
    );
  }
  if (formData.has("pick") && flow.customer === "company") {
    const pick = String(formData.get("pick") ?? "");
    const [picked] = /^\d{8}$/.test(pick) ? (await searchCompanies(pick, request.signal)).results : [];
    return data<Answer>({
      result: { initialValue: picked ? { ...payload, ...valuesFromCompany(picked) } : payload, error: {} },
      addressNotFound: false,
      revision: `pick-${pick}-${Date.now()}`,
    });
  }
  if (intent === "lookup") {
    // Without JavaScript: fill street and city from the lookup and show the form again.
    const found = await lookUp(payload[names.postal] ?? "", payload[names.number] ?? "", payload[names.addition] ?? "", request.signal);
    const result: SubmissionResult<string[]> = {
      initialValue: found.address ? { ...payload, street: found.address.street, city: found.address.city } : payload,
      error: found.address
        ? {}
        : { [names.postal]: [found.unavailable ? "funnel:company.lookupUnavailable" : "validations:addressNotFound"] },
    };
    return data<Answer>({ result, addressNotFound: !found.address, revision: `lookup-${Date.now()}` });
  }

  const cocRequired = requireCocNumber(partner);
  const submission = parseWithZod(formData, { schema: detailsSchema(today, flow.customer, cocRequired) });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply(), addressNotFound: false }, { status: 400 });
  const fail = (field: string, error: string, addressNotFound = false) =>
    data<Answer>({ result: submission.reply({ fieldErrors: { [field]: [error] } }), addressNotFound }, { status: 400 });
  const manual = formData.get("address_manual") === "on";
  const { firstName, lastName, birthDate, phoneNumber, email } = submission.value;
  const person = { firstName, lastName, birthDate, phoneNumber, email };

  if (flow.customer === "company") {
    const company = submission.value as z.output<ReturnType<typeof companyFormSchema>>;
    const unknown = await checkKnownCompany(partner, company, request.signal);
    if (unknown) return fail("chamber_of_commerce_number", unknown);
    const addressError = await checkChangedAddress(null, companyAddressOf(company), { manual, signal: request.signal });
    if (addressError) return fail(names.postal, addressError, true);
    if ((await saveVisitorPerson(partner, visitor.id, person)) === "emailExists") return fail("email", "validations:emailExists");
    await saveCompany(partner, visitor.id, company, { fillPersonalAddress: true });
  } else {
    // The value holds the person too: only the address's own fields go to the address row.
    const { postalCode, houseNumber, addition, street, city, country } = submission.value as z.output<typeof addressFormSchema>;
    const address = { postalCode, houseNumber, addition, street, city, country };
    const addressError = await checkChangedAddress(
      null,
      { ...address, addition: address.addition ?? null },
      { manual, signal: request.signal },
    );
    if (addressError) return fail(names.postal, addressError, true);
    if ((await saveVisitorPerson(partner, visitor.id, person)) === "emailExists") return fail("email", "validations:emailExists");
    await savePersonalAddress(visitor.id, address);
  }
  // The customer's details saved: add_shipping_info with the checkout's products (decision 0050).
  const saved = ecommerceEvent("add_shipping_info", await checkoutAnalyticsProducts(context), context.checkout.id);
  return redirect(await nextStepPath(context), { headers: { "Set-Cookie": await analyticsFlashHeader([saved]) } });
}

export default function CheckoutDetails() {
  const loaderData = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  return <DetailsForm key={answer?.revision ?? "details"} {...loaderData} answer={answer} />;
}

function DetailsForm({
  today,
  customer,
  defaults,
  hideKvk,
  allowManual,
  cocRequired,
  answer,
}: Omit<ReturnType<typeof useLoaderData<typeof loader>>, "stepBar"> & { answer: Answer | undefined }) {
  const { t } = useTranslation("funnel");
  const names = NAMES[customer];
  const [form, fields] = useForm<Record<string, string>>({
    lastResult: answer?.revision ? undefined : answer?.result,
    defaultValue: (answer?.result.initialValue as Values | undefined) ?? defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Search and pick (formNoValidate) ask the server to fill the form in: no check may stop them.
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema: submitter?.formNoValidate ? z.record(z.string(), z.string()) : detailsSchema(today, customer, cocRequired),
      }),
  });
  // Errors the server found while filling in (an address the lookup does not know).
  const serverErrors = answer?.revision ? (answer.result.error ?? {}) : {};
  const lookup = useFetcher<typeof lookupLoader>();
  const lastQuery = useRef("");
  const postal = fields[names.postal]!;
  const number = fields[names.number]!;
  const addition = fields[names.addition]!;

  // With JavaScript the lookup runs as soon as postcode and number are complete; a new lookup
  // cancels the previous one (a fetcher aborts its earlier load).
  function lookUpAddress() {
    const postalValue = String(postal.value ?? "").trim();
    const numberValue = String(number.value ?? "").trim();
    if (!/^\d{4}\s?[a-z]{2}$/i.test(postalValue) || !/^\d{1,5}$/.test(numberValue)) return;
    const params = new URLSearchParams({ postal_code: postalValue, house_number: numberValue, addition: String(addition.value ?? "") });
    if (params.toString() === lastQuery.current) return;
    lastQuery.current = params.toString();
    lookup.load(`/address-lookup/search?${params}`);
  }
  const found = lookup.state === "idle" && lookup.data?.status === "found" ? lookup.data.result[0] : null;
  useEffect(() => {
    if (found) {
      form.update({ name: "street", value: found.street });
      form.update({ name: "city", value: found.city });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.street, found?.city]);
  const lookupMissing = lookup.state === "idle" && (lookup.data?.status === "not-found" || lookup.data?.status === "unavailable");
  const addressNotFound = answer?.addressNotFound || lookupMissing;
  const manualTicked = (answer?.result.initialValue as Values | undefined)?.address_manual === "on";
  const emailExists = fields.email!.errors?.includes("validations:emailExists");
  const search = answer?.search;

  return (
    <section className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t("details.title")}</h1>
      <Form method="post" {...getFormProps(form)} className="form-grid">
        {/* Enter in a field submits the first button: make that "continue", not a search. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <fieldset className="details-fieldset">
          <legend>{t("details.person")}</legend>
          <TextField field={fields.firstName!} label={t("personalise.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName!} label={t("personalise.lastName")} autoComplete="family-name" />
          <TextField field={fields.birthDate!} label={t("personalise.birthDate")} type="date" autoComplete="bday" max={today} />
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
        {customer === "company" ? (
          <fieldset className="details-fieldset">
            <legend>{t("company.title")}</legend>
            <div className="form-field company-search" role="search" aria-label={t("company.searchLabel")}>
              <label htmlFor="company-query">{hideKvk ? t("company.searchLabelName") : t("company.searchLabel")}</label>
              <div className="inline-field">
                <input id="company-query" name="company" type="search" defaultValue={search?.query ?? ""} autoComplete="organization" />
                <button type="submit" name="intent" value="search" formNoValidate className="button button-ghost">
                  {t("company.search")}
                </button>
              </div>
            </div>
            {search?.failed ? (
              <p role="alert" className="notice">
                {t("company.searchFailed")}
              </p>
            ) : null}
            {search && !search.failed && search.query ? (
              search.results.length > 0 ? (
                <ul className="company-results" aria-label={t("company.resultsLabel")}>
                  {search.results.map((company) => (
                    <li key={company.chamberOfCommerceNumber}>
                      <button type="submit" name="pick" value={company.chamberOfCommerceNumber} formNoValidate className="link-button">
                        {company.name}
                        {hideKvk ? "" : ` (${t("company.kvkShort")} ${company.chamberOfCommerceNumber})`} — {company.city}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p role="status">{t("company.noResults")}</p>
              )
            ) : null}
            <TextField
              field={fields.company_name!}
              label={t("company.name")}
              autoComplete="organization"
              readOnly={!allowManual && !hideKvk}
            />
            {hideKvk ? null : (
              <TextField field={fields.chamber_of_commerce_number!} label={t("company.kvk")} inputMode="numeric" readOnly={!allowManual} />
            )}
          </fieldset>
        ) : null}
        <fieldset className="address-fieldset" onBlur={lookUpAddress}>
          <legend>{customer === "company" ? t("company.address") : t("details.homeAddress")}</legend>
          <TextField field={postal} label={t("address.postalCode")} autoComplete="postal-code" hint={t("address.postalCodeHint")} />
          <TextField field={number} label={t("address.houseNumber")} inputMode="numeric" />
          <TextField field={addition} label={t("address.addition")} />
          <button
            type="submit"
            name="intent"
            value="lookup"
            formNoValidate
            className="button button-ghost"
            onClick={(event) => {
              event.preventDefault();
              lastQuery.current = "";
              lookUpAddress();
            }}
          >
            {t("address.lookUp")}
          </button>
          <div aria-live="polite">
            {lookup.state !== "idle" ? <p>{t("address.searching")}</p> : null}
            {found ? <p className="success-text">{t("address.found", { street: found.street, city: found.city })}</p> : null}
            {lookupMissing ? (
              <FieldError
                id="address-lookup-status"
                errors={[lookup.data?.status === "unavailable" ? "funnel:company.lookupUnavailable" : "validations:addressNotFound"]}
              />
            ) : null}
            {serverErrors[names.postal] ? <FieldError id="address-lookup-server" errors={serverErrors[names.postal]} /> : null}
          </div>
          <TextField field={fields.street!} label={t("address.street")} autoComplete="address-line1" />
          <TextField field={fields.city!} label={t("address.city")} autoComplete="address-level2" />
          <TextField field={fields.country!} label={t("address.country")} autoComplete="country-name" />
          {addressNotFound || manualTicked ? (
            <label className="checkbox">
              <input type="checkbox" name="address_manual" defaultChecked={manualTicked} />
              <span>{t("address.manualConfirm")}</span>
            </label>
          ) : null}
        </fieldset>
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
