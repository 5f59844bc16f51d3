// The form of a feature flag (new and edit, /admin/flags): key and environment (fixed once
// made), active, the four lists (one name a line) and the extra value. A refused save shows
// what was typed with the message at each field, and the focus goes to the first.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  FLAG_ENVIRONMENTS,
  FLAG_EXTRA_MAX,
  FLAG_FIELDS,
  FLAG_KEY_MAX,
  FLAG_LIST_FIELDS,
  type FlagErrors,
  type FlagField,
  type FlagInput,
} from "~/domain/staff/feature-flags";

export function FlagForm({ values, errors, fixed, cancelTo }: { values: FlagInput; errors: FlagErrors; fixed: boolean; cancelTo: string }) {
  const { t } = useTranslation("flags");
  const navigation = useNavigation();
  const firstError = FLAG_FIELDS.find((field) => errors[field]);
  useEffect(() => {
    if (firstError) document.getElementById(`flag-${firstError}`)?.focus();
  }, [errors, firstError]);

  const describedBy = (name: FlagField, hint?: boolean) =>
    [hint ? `flag-${name}-hint` : null, errors[name] ? `flag-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const field = (name: FlagField, hint?: boolean) => ({
    id: `flag-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
  });
  const error = (name: FlagField) => {
    const found = errors[name];
    if (!found) return null;
    return (
      <p id={`flag-${name}-error`} className="field-error">
        {t(`errors.${found.code}`, "item" in found ? { item: found.item } : {})}
      </p>
    );
  };
  const hint = (name: FlagField, text: string) => (
    <p id={`flag-${name}-hint`} className="field-hint">
      {text}
    </p>
  );

  return (
    <>
      {firstError ? (
        <p className="notice notice-error" role="alert">
          {t("notSaved")}
        </p>
      ) : null}
      <Form method="post" className="form-grid" noValidate>
        {fixed ? null : (
          <>
            <div className="form-field">
              <label htmlFor="flag-key">{t("fields.key")}</label>
              {hint("key", t("fields.keyHint"))}
              <input
                {...field("key", true)}
                type="text"
                required
                maxLength={FLAG_KEY_MAX + 20}
                autoComplete="off"
                spellCheck={false}
                defaultValue={values.key}
              />
              {error("key")}
            </div>
            <div className="form-field">
              <label htmlFor="flag-environment">{t("fields.environment")}</label>
              <select {...field("environment")} defaultValue={values.environment}>
                {FLAG_ENVIRONMENTS.map((environment) => (
                  <option key={environment} value={environment}>
                    {t(`environments.${environment}`)}
                  </option>
                ))}
              </select>
              {error("environment")}
            </div>
          </>
        )}
        <div className="checkbox">
          <input id="flag-active" name="active" type="checkbox" defaultChecked={values.active === "on"} />
          <label htmlFor="flag-active">{t("fields.active")}</label>
        </div>
        {FLAG_LIST_FIELDS.map((name) => (
          <div className="form-field" key={name}>
            <label htmlFor={`flag-${name}`}>{t(`fields.${name}`)}</label>
            {hint(name, t(name.endsWith("Partners") ? "fields.partnersHint" : "fields.usersHint"))}
            <textarea {...field(name, true)} rows={3} spellCheck={false} autoComplete="off" defaultValue={values[name]} />
            {error(name)}
          </div>
        ))}
        <div className="form-field">
          <label htmlFor="flag-extra">{t("fields.extra")}</label>
          {hint("extra", t("fields.extraHint"))}
          <textarea {...field("extra", true)} rows={2} maxLength={FLAG_EXTRA_MAX + 100} defaultValue={values.extra} />
          {error("extra")}
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("save")}
          </button>
          <Link to={cancelTo} className="button button-ghost">
            {t("cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
