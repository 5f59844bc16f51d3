// Checkout, step "personalise": the company, found by name or chamber-of-commerce number or
// entered by hand (partner flags hide_kvk and allow_manual_company_information_input), and
// its address from postcode and house number. Street and city come from the lookup; an
// address the lookup does not know is an error until the visitor confirms manual entry.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, TextField } from "~/components/funnel/form-field";
import { companyFormSchema, isNetherlands } from "~/domain/validation";
import { requireCheckout } from "~/server/checkout-flow.server";
import { formDataOf } from "~/server/guards.server";
import { db } from "~/server/db.server";
import { addressLookup, AddressLookupUnavailableError } from "~/server/providers/address-lookup.server";
import { companySearch, CompanySearchUnavailableError, type CompanySearchResult } from "~/server/providers/company-search.server";
import type { loader as lookupLoader } from "./address-lookup";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/page-meta";

export const handle: FunnelHandle = { step: "personalise" };
export const meta: MetaFunction = (args) => pageMeta(args, "company");

type CompanyValues = Record<string, string | null | undefined>;
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

function valuesFromCompany(company: CompanySearchResult): CompanyValues {
  return {
    company_name: company.name,
    chamber_of_commerce_number: company.chamberOfCommerceNumber,
    street: company.street,
    house_number: company.houseNumber,
    house_number_addition: company.addition,
    postal_code: company.postalCode,
    city: company.city,
    country: "Nederland",
  };
}

async function searchCompanies(query: string, signal: AbortSignal): Promise<{ results: CompanySearchResult[]; failed: boolean }> {
  if (query.trim().length < 2) return { results: [], failed: false };
  try {
    return { results: await companySearch().search(query, signal), failed: false };
  } catch (error) {
    if (error instanceof CompanySearchUnavailableError) return { results: [], failed: true };
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, visitor } = await requireCheckout(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("company") ?? "").slice(0, 100);
  const pick = url.searchParams.get("pick");
  const [user, address, search] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: visitor.id }, select: { companyName: true, chamberOfCommerceNumber: true } }),
    db.address.findUnique({ where: { userId_type: { userId: visitor.id, type: "company" } } }),
    searchCompanies(query, request.signal),
  ]);
  let defaults: CompanyValues = {
    company_name: user.companyName,
    chamber_of_commerce_number: user.chamberOfCommerceNumber,
    street: address?.street,
    house_number: address?.houseNumber,
    house_number_addition: address?.addition,
    postal_code: address?.postalCode,
    city: address?.city,
    country: address?.country ?? "Nederland",
  };
  if (pick && /^\d{8}$/.test(pick)) {
    const [picked] = await searchCompanies(pick, request.signal).then((found) => found.results);
    if (picked) defaults = valuesFromCompany(picked);
  }
  return {
    query,
    results: search.results,
    searchFailed: search.failed,
    defaults,
    hideKvk: partner.config.hideKvk,
    allowManual: partner.config.allowManualCompanyInformation,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, visitor } = await requireCheckout(request);
  const formData = await formDataOf(request);
  const payload = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;

  if (formData.get("intent") === "lookup") {
    // Without JavaScript: fill street and city from the lookup and show the form again.
    const found = await lookUp(payload, request.signal);
    const result: SubmissionResult<string[]> = {
      initialValue: found.address ? { ...payload, street: found.address.street, city: found.address.city } : payload,
      error: found.address ? {} : { postal_code: [found.unavailable ? "funnel:company.lookupUnavailable" : "validations:addressNotFound"] },
    };
    return data({ result, addressNotFound: !found.address });
  }

  const submission = parseWithZod(formData, { schema: companyFormSchema({ requireCocNumber: !partner.config.hideKvk && !partner.config.allowManualCompanyInformation }) });
  if (submission.status !== "success") return data({ result: submission.reply(), addressNotFound: false }, { status: 400 });
  const company = submission.value;

  if (!partner.config.allowManualCompanyInformation && !partner.config.hideKvk) {
    // Manual entry is off: the company must be one the register knows.
    const known = await companySearch().search(company.chamber_of_commerce_number ?? "", request.signal).catch(() => []);
    if (!known.some((entry) => entry.chamberOfCommerceNumber === company.chamber_of_commerce_number)) {
      return data({ result: submission.reply({ fieldErrors: { chamber_of_commerce_number: ["funnel:company.unknownCompany"] } }), addressNotFound: false }, { status: 400 });
    }
  }
  if (isNetherlands(company.country) && formData.get("address_manual") !== "on") {
    const found = await lookUp({ postal_code: company.postal_code, house_number: company.house_number, house_number_addition: company.house_number_addition ?? "" }, request.signal);
    if (!found.address) {
      return data({ result: submission.reply({ fieldErrors: { postal_code: [found.unavailable ? "funnel:company.lookupUnavailable" : "validations:addressNotFound"] } }), addressNotFound: true }, { status: 400 });
    }
  }

  const address = {
    street: company.street,
    houseNumber: company.house_number,
    addition: company.house_number_addition ?? null,
    postalCode: company.postal_code,
    city: company.city,
    country: company.country,
  };
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: visitor.id },
      data: { companyName: company.company_name, chamberOfCommerceNumber: company.chamber_of_commerce_number ?? null },
    });
    await tx.address.upsert({
      where: { userId_type: { userId: visitor.id, type: "company" } },
      create: { userId: visitor.id, type: "company", ...address },
      update: address,
    });
    // A freelancer's business address is usually also where they live; kept separately so it can differ later.
    const personal = await tx.address.findUnique({ where: { userId_type: { userId: visitor.id, type: "personal" } }, select: { id: true } });
    if (!personal) await tx.address.create({ data: { userId: visitor.id, type: "personal", ...address } });
  });
  return redirect("/checkout/formalities");
}

async function lookUp(values: Record<string, string>, signal: AbortSignal) {
  try {
    const [address] = await addressLookup().search(
      { postalCode: values.postal_code ?? "", houseNumber: values.house_number ?? "", addition: values.house_number_addition || null },
      signal,
    );
    return { address: address ?? null, unavailable: false };
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) return { address: null, unavailable: true };
    throw error;
  }
}

export default function CheckoutCompany() {
  const { query, results, searchFailed, defaults, hideKvk, allowManual } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="company-title">
      <h1 id="company-title">{t("company.title")}</h1>
      <Form method="get" role="search" className="company-search" aria-label={t("company.searchLabel")}>
        <label htmlFor="company-query">{hideKvk ? t("company.searchLabelName") : t("company.searchLabel")}</label>
        <div className="inline-field">
          <input id="company-query" name="company" type="search" defaultValue={query} autoComplete="organization" />
          <button type="submit" className="button button-ghost">
            {t("company.search")}
          </button>
        </div>
      </Form>
      {searchFailed ? <p role="alert" className="notice">{t("company.searchFailed")}</p> : null}
      {query && !searchFailed ? (
        results.length > 0 ? (
          <ul className="company-results" aria-label={t("company.resultsLabel")}>
            {results.map((company) => (
              <li key={company.chamberOfCommerceNumber}>
                <Link to={`?company=${encodeURIComponent(query)}&pick=${company.chamberOfCommerceNumber}`} preventScrollReset>
                  {company.name}
                  {hideKvk ? "" : ` (${t("company.kvkShort")} ${company.chamberOfCommerceNumber})`} — {company.city}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t("company.noResults")}</p>
        )
      ) : null}
      {/* A picked company starts the form afresh with its details. */}
      <CompanyForm key={searchParams.get("pick") ?? "form"} defaults={defaults} hideKvk={hideKvk} allowManual={allowManual} actionData={actionData} />
    </section>
  );
}

function CompanyForm({
  defaults,
  hideKvk,
  allowManual,
  actionData,
}: {
  defaults: CompanyValues;
  hideKvk: boolean;
  allowManual: boolean;
  actionData: { result: SubmissionResult<string[]>; addressNotFound: boolean } | undefined;
}) {
  const { t } = useTranslation("funnel");
  const lookup = useFetcher<typeof lookupLoader>();
  const [form, fields] = useForm<CompanyFields>({
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companyFormSchema({ requireCocNumber: !hideKvk && !allowManual }) }),
  });
  const lastQuery = useRef("");

  // With JavaScript the lookup runs as soon as postcode and number are complete; a new
  // lookup cancels the previous one (a fetcher aborts its earlier load).
  function lookUpAddress() {
    const postal = String(fields.postal_code.value ?? "").trim();
    const number = String(fields.house_number.value ?? "").trim();
    if (!/^\d{4}\s?[a-z]{2}$/i.test(postal) || !/^\d{1,5}$/.test(number)) return;
    const params = new URLSearchParams({ postal_code: postal, house_number: number, addition: String(fields.house_number_addition.value ?? "") });
    if (params.toString() === lastQuery.current) return;
    lastQuery.current = params.toString();
    lookup.load(`/address-lookup/search?${params}`);
  }
  const found = lookup.state === "idle" && lookup.data?.status === "found" ? lookup.data.result[0] : null;
  useEffect(() => {
    if (found) {
      form.update({ name: fields.street.name, value: found.street });
      form.update({ name: fields.city.name, value: found.city });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.street, found?.city]);
  const lookupMissing = lookup.state === "idle" && (lookup.data?.status === "not-found" || lookup.data?.status === "unavailable");
  const addressNotFound = actionData?.addressNotFound || lookupMissing;
  // A form returned for another error keeps the "use the address as typed" tick.
  const manualTicked = actionData?.result.initialValue?.address_manual === "on";

  return (
    <>
      <Form method="post" {...getFormProps(form)} className="form-grid">
        {/* Enter in a field submits the first button: make that "continue", not the lookup. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <TextField field={fields.company_name} label={t("company.name")} autoComplete="organization" readOnly={!allowManual && !hideKvk} />
        {hideKvk ? null : (
          <TextField field={fields.chamber_of_commerce_number} label={t("company.kvk")} inputMode="numeric" readOnly={!allowManual} />
        )}
        <fieldset className="address-fieldset" onBlur={lookUpAddress}>
          <legend>{t("company.address")}</legend>
          <TextField field={fields.postal_code} label={t("address.postalCode")} autoComplete="postal-code" hint={t("address.postalCodeHint")} />
          <TextField field={fields.house_number} label={t("address.houseNumber")} inputMode="numeric" />
          <TextField field={fields.house_number_addition} label={t("address.addition")} />
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
            {lookupMissing ? <FieldError id="address-lookup-status" errors={[lookup.data?.status === "unavailable" ? "funnel:company.lookupUnavailable" : "validations:addressNotFound"]} /> : null}
          </div>
          <TextField field={fields.street} label={t("address.street")} autoComplete="address-line1" />
          <TextField field={fields.city} label={t("address.city")} autoComplete="address-level2" />
          <TextField field={fields.country} label={t("address.country")} autoComplete="country-name" />
          {addressNotFound || manualTicked ? (
            <label className="checkbox">
              <input type="checkbox" name="address_manual" defaultChecked={manualTicked} />
              <span>{t("address.manualConfirm")}</span>
            </label>
          ) : null}
        </fieldset>
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button button-solid">
            {t("common.continue")}
          </button>
        </div>
      </Form>
    </>
  );
}
