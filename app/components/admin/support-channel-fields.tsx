// The partner console's list of support channels (decision 0046): one row per channel (kind,
// product type for the assistant, availability, order, remove) and an empty row to add one.
// A plain form: works without JavaScript; the server checks it (parseChannelRows) and, when a
// row is wrong, shows the rows as posted with the message at the field.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { PRODUCT_TYPES } from "~/domain/catalogue/insurance-catalogue";
import { AVAILABILITIES, CHANNEL_KINDS, type ChannelRowErrors, type ChannelRowInput } from "~/domain/support/support-channels";

export const CHANNELS_INTENT = "support-channels";

export type ChannelFormState = {
  rows: ChannelRowInput[];
  errors: ChannelRowErrors[];
  formError: string | null;
};

const BLANK_ROW: ChannelRowInput = { kind: "", productType: "", availability: "office-hours", position: "", remove: false };

export function SupportChannelFields({
  state,
  usingDefaults,
  notice,
}: {
  state: ChannelFormState;
  usingDefaults: boolean;
  notice: "saved" | "unchanged" | null;
}) {
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const failed = state.errors.some((e) => Object.keys(e).length > 0) || state.formError !== null;
  // After a failed save the posted rows come back as they were (their blank row included).
  const rows = failed ? state.rows : [...state.rows, BLANK_ROW];
  return (
    <section className="admin-fieldset support-channels-console" aria-labelledby="support-channels-title">
      <h2 id="support-channels-title">{t("console.title")}</h2>
      <p>{t("console.intro")}</p>
      {usingDefaults ? <p className="notice">{t("console.defaults")}</p> : null}
      {notice ? (
        <p className="notice notice-success" role="status">
          {t(`console.${notice}`)}
        </p>
      ) : null}
      {failed ? (
        <p className="form-error-summary" role="alert">
          {state.formError ? t(state.formError) : t("console.fixErrors")}
        </p>
      ) : null}
      {/* A new key whenever the rows change: the uncontrolled fields start again from them. */}
      <Form method="post" className="admin-form" id="support-channels-form" key={JSON.stringify(rows)}>
        <input type="hidden" name="intent" value={CHANNELS_INTENT} />
        {rows.map((row, index) => (
          <ChannelRow
            key={index}
            index={index}
            row={row}
            errors={state.errors[index] ?? {}}
            isNew={index === rows.length - 1 && (!failed || row.kind === "")}
          />
        ))}
        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("console.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function ChannelRow({ index, row, errors, isNew }: { index: number; row: ChannelRowInput; errors: ChannelRowErrors; isNew: boolean }) {
  const { t } = useTranslation("support");
  const id = (field: string) => `channel-${index}-${field}`;
  const name = (field: string) => `channel.${index}.${field}`;
  const invalid = (field: keyof ChannelRowErrors) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id(field)}-error` } : {};
  const error = (field: keyof ChannelRowErrors) => <FieldError id={`${id(field)}-error`} errors={errors[field] ? [errors[field]] : null} />;
  return (
    <fieldset className="admin-fieldset support-channel-row">
      <legend>{isNew ? t("console.newChannel") : t("console.channel", { number: index + 1 })}</legend>
      <div className="form-field">
        <label htmlFor={id("kind")}>{t("console.kind")}</label>
        <select id={id("kind")} name={name("kind")} defaultValue={row.kind} {...invalid("kind")}>
          <option value="">{t("console.kindNone")}</option>
          {CHANNEL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
        {error("kind")}
      </div>
      <div className="form-field">
        <label htmlFor={id("productType")}>{t("console.productType")}</label>
        <select id={id("productType")} name={name("productType")} defaultValue={row.productType} {...invalid("productType")}>
          <option value="">{t("console.productTypeAll")}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {error("productType")}
      </div>
      <div className="form-field">
        <label htmlFor={id("availability")}>{t("console.availability")}</label>
        <select id={id("availability")} name={name("availability")} defaultValue={row.availability} {...invalid("availability")}>
          {AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>
              {t(`availability.${availability}`)}
            </option>
          ))}
        </select>
        {error("availability")}
      </div>
      <div className="form-field">
        <label htmlFor={id("position")}>{t("console.position")}</label>
        <input id={id("position")} name={name("position")} defaultValue={row.position} inputMode="numeric" {...invalid("position")} />
        {error("position")}
      </div>
      {isNew ? null : (
        <div className="checkbox">
          <input type="checkbox" id={id("remove")} name={name("remove")} defaultChecked={row.remove} />
          <label htmlFor={id("remove")}>{t("console.remove")}</label>
        </div>
      )}
    </fieldset>
  );
}
