// The colour editor's form for a new colour key pair (insurer admins): key, group, title,
// fallback key, default colour and the global flag. A plain form: it works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EditorColourKey, NewKeyAnswer, NewKeyField } from "~/domain/partners/theme/colour-editor";

export function NewColourKeyForm({ keys, groups, answer }: { keys: EditorColourKey[]; groups: string[]; answer: NewKeyAnswer | null }) {
  const { t } = useTranslation("colours");
  const navigation = useNavigation();
  const errors = answer && !answer.ok ? answer.errors : {};
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-key";
  const field = (name: NewKeyField) => ({
    id: `new-key-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `new-key-${name}-error` : undefined,
  });
  const error = (name: NewKeyField) =>
    errors[name] ? (
      <p id={`new-key-${name}-error`} className="field-error">
        {t(`newKey.errors.${errors[name]}`)}
      </p>
    ) : null;
  return (
    <section className="colour-new-key" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading">{t("newKey.heading")}</h2>
      <p className="field-hint">{t("newKey.intro")}</p>
      {answer?.ok ? (
        <p className="notice notice-success" role="status">
          {t("newKey.created", { key: answer.key })}
        </p>
      ) : null}
      <Form method="post" className="form-grid" key={answer?.ok ? answer.key : "new"}>
        <input type="hidden" name="intent" value="create-key" />
        <div className="form-field">
          <label htmlFor="new-key-key">{t("newKey.key")}</label>
          <input {...field("key")} type="text" required maxLength={60} autoComplete="off" spellCheck={false} />
          <p className="field-hint">{t("newKey.keyHint")}</p>
          {error("key")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-group">{t("newKey.group")}</label>
          <input {...field("group")} type="text" required maxLength={40} list="new-key-groups" autoComplete="off" />
          <datalist id="new-key-groups">
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
          {error("group")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-title">{t("newKey.titleLabel")}</label>
          <input {...field("title")} type="text" required maxLength={80} />
          {error("title")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-fallbackKey">{t("newKey.fallbackKey")}</label>
          <select {...field("fallbackKey")} defaultValue="">
            <option value="">{t("newKey.noFallback")}</option>
            {keys.map((key) => (
              <option key={key.key} value={key.key}>
                {key.title} ({key.key})
              </option>
            ))}
          </select>
          {error("fallbackKey")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-defaultValue">{t("newKey.defaultValue")}</label>
          <input {...field("defaultValue")} type="text" required placeholder="#1f4e8c" autoComplete="off" spellCheck={false} />
          {error("defaultValue")}
        </div>
        <div className="checkbox">
          <input id="new-key-global" name="global" type="checkbox" />
          <label htmlFor="new-key-global">{t("newKey.global")}</label>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={busy}>
            {t("newKey.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
