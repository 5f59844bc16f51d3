// The details form's company: a search in the company register (its results are buttons that
// pick one, so it works without JavaScript), then the company's name and KvK number. They are
// read-only when the company can only come from the register (partner flags hide_kvk and
// allow_manual_company_information_input).
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import type { DetailsAnswer, DetailsFields } from "./customer-details-schema";

export function CompanyFields({
  fields,
  search,
  hideKvk,
  allowManual,
}: {
  fields: DetailsFields;
  search: DetailsAnswer["search"];
  hideKvk: boolean;
  allowManual: boolean;
}) {
  const { t } = useTranslation("funnel");
  return (
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
      <TextField field={fields.company_name!} label={t("company.name")} autoComplete="organization" readOnly={!allowManual && !hideKvk} />
      {hideKvk ? null : (
        <TextField field={fields.chamber_of_commerce_number!} label={t("company.kvk")} inputMode="numeric" readOnly={!allowManual} />
      )}
    </fieldset>
  );
}
