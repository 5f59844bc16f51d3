// The details form's address, with the address lookup. With JavaScript the lookup runs as soon
// as postcode and number are complete and fills in street and city; without it, the "look up"
// button asks the server, which shows the form again filled in. An address the lookup does not
// know may be confirmed as typed.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import type { loader as lookupLoader } from "~/routes/checkout/address-lookup";
import {
  ADDRESS_INPUT_NAMES,
  type DetailsAnswer,
  type DetailsCustomer,
  type DetailsFields,
  type DetailsForm,
} from "./customer-details-schema";

export function AddressFields({
  form,
  fields,
  customer,
  answer,
}: {
  form: DetailsForm;
  fields: DetailsFields;
  customer: DetailsCustomer;
  answer: DetailsAnswer | undefined;
}) {
  const { t } = useTranslation("funnel");
  const names = ADDRESS_INPUT_NAMES[customer];
  // Errors the server found while filling in (an address the lookup does not know).
  const serverErrors = answer?.revision ? (answer.result.error ?? {}) : {};
  const lookup = useFetcher<typeof lookupLoader>();
  const lastQuery = useRef("");
  // Street and city as they were when the lookup started: a field typed in meanwhile keeps what was typed.
  const typedBeforeLookup = useRef({ street: "", city: "" });
  const postal = fields[names.postal]!;
  const number = fields[names.number]!;
  const addition = fields[names.addition]!;

  // A new lookup cancels the previous one (a fetcher aborts its earlier load).
  function lookUpAddress() {
    const postalValue = String(postal.value ?? "").trim();
    const numberValue = String(number.value ?? "").trim();
    if (!/^\d{4}\s?[a-z]{2}$/i.test(postalValue) || !/^\d{1,5}$/.test(numberValue)) return;
    const params = new URLSearchParams({ postal_code: postalValue, house_number: numberValue, addition: String(addition.value ?? "") });
    if (params.toString() === lastQuery.current) return;
    lastQuery.current = params.toString();
    typedBeforeLookup.current = { street: inputValue(fields.street!.id), city: inputValue(fields.city!.id) };
    lookup.load(`/address-lookup/search?${params}`);
  }
  const found = lookup.state === "idle" && lookup.data?.status === "found" ? lookup.data.result[0] : null;
  useEffect(() => {
    if (!found) return;
    if (inputValue(fields.street!.id) === typedBeforeLookup.current.street) form.update({ name: "street", value: found.street });
    if (inputValue(fields.city!.id) === typedBeforeLookup.current.city) form.update({ name: "city", value: found.city });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.street, found?.city]);
  const lookupMissing = lookup.state === "idle" && (lookup.data?.status === "not-found" || lookup.data?.status === "unavailable");
  const addressNotFound = answer?.addressNotFound || lookupMissing;
  const manualTicked = (answer?.result.initialValue as Record<string, unknown> | undefined)?.address_manual === "on";

  return (
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
  );
}

function inputValue(id: string): string {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element.value : "";
}
