// Checkout, the details screen: the person beside the company (business customers) or beside
// their home address (consumers), one form, one purpose: who is insured. The company is found
// in the register (search and pick are buttons of the same form, so nothing typed is lost
// without JavaScript) or entered by hand (partner flags hide_kvk and
// allow_manual_company_information_input); a Dutch address must exist (address lookup) unless
// the visitor confirms it as typed. An e-mail address with an account offers a sign-in link.
// The form is components/checkout/customer-details-form.tsx, its fieldsets beside it.
import { parseWithZod } from "@conform-to/zod";
import { type SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { CustomerDetailsForm } from "~/components/checkout/customer-details-form";
import { ADDRESS_INPUT_NAMES, detailsSchema, type DetailsAnswer as Answer } from "~/components/checkout/customer-details-schema";
import { datePartsOf, joinDateParts } from "~/domain/platform/date-fields";
import { pageMeta } from "~/domain/platform/page-meta";
import type { addressFormSchema, companyFormSchema } from "~/domain/platform/validation";
import { ecommerceEvent, searchEvent } from "~/domain/platform/analytics";
import { checkAddressCountry } from "~/domain/platform/field-checks";
import { nextStepPath, requireFlowStep, stepBarOf } from "~/server/checkout/checkout-flow.server";
import { analyticsFlashHeader, checkoutAnalyticsProducts } from "~/server/checkout/analytics-flash.server";
import { companyFormValues, detailsFormDefaults, lookUpDetailsAddress, searchCompanies } from "~/server/checkout/checkout-details.server";
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
import { formDataOf } from "~/server/platform/guards.server";
import { visitEntry } from "~/server/platform/entry-params.server";

// Not "details": that key is the account's "My details" page.
export const meta: MetaFunction = (args) => pageMeta(args, "checkoutDetails");

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, flow, today } = context;
  const type = flow.customer === "company" ? "company" : "personal";
  return {
    stepBar: stepBarOf(context),
    today,
    customer: flow.customer,
    defaults: await detailsFormDefaults(
      visitor,
      type,
      context.products,
      storedAddress(visitor.id, type),
      (await visitEntry(request, partner)).email,
    ),
    hideKvk: partner.config.hideKvk,
    allowManual: partner.config.allowManualCompanyInformation,
    cocRequired: requireCocNumber(partner),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, flow, today } = context;
  const formData = await formDataOf(request);
  const payload = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  // The birth date's three fields as one value for a form filled in again by search, pick or lookup.
  payload.birthDate = joinDateParts(
    datePartsOf({ day: payload["birthDate.day"], month: payload["birthDate.month"], year: payload["birthDate.year"] }),
  );
  const intent = formData.get("intent");
  const names = ADDRESS_INPUT_NAMES[flow.customer];
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
      result: { initialValue: picked ? { ...payload, ...companyFormValues(picked) } : payload, error: {} },
      addressNotFound: false,
      revision: `pick-${pick}-${Date.now()}`,
    });
  }
  if (intent === "lookup") {
    // Without JavaScript: fill street and city from the lookup and show the form again.
    const found = await lookUpDetailsAddress(
      payload[names.postal] ?? "",
      payload[names.number] ?? "",
      payload[names.addition] ?? "",
      request.signal,
    );
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
    const countryError = checkAddressCountry(company.country, partner.config.onlyNetherlandsAddresses);
    if (countryError) return fail("country", countryError);
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
    const countryError = checkAddressCountry(country, partner.config.onlyNetherlandsAddresses);
    if (countryError) return fail("country", countryError);
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
  return <CustomerDetailsForm key={answer?.revision ?? "details"} {...loaderData} answer={answer} />;
}
