// The console's part for the settings of decision 0052: which languages the selector offers,
// the partner's own texts (JSON), the back link to its site and the back button to its app; and
// the page a broker session returns to (decision 0084).
import { getCollectionProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";

type Field = FieldMetadata<string | undefined | null>;

export function PartnerSettingsFields({
  fields,
}: {
  fields: {
    availableLanguages: FieldMetadata<string[] | undefined | null>;
    translations: Field;
    backToPartnerSiteUrl: Field;
    deeplinkDismissText: Field;
    deeplinkUrl: Field;
    deeplinkWebUrl: Field;
    brokerQuoteUrl: Field;
  };
}) {
  const { t } = useTranslation("partners");
  const boxes = getCollectionProps(fields.availableLanguages, {
    type: "checkbox",
    options: [...SUPPORTED_LANGUAGES],
    ariaAttributes: true,
  });
  const textarea = getTextareaProps(fields.translations, { ariaAttributes: true });
  const textsHintId = `${fields.translations.id}-hint`;
  const languagesHintId = `${fields.availableLanguages.id}-hint`;
  return (
    <fieldset className="admin-fieldset">
      <legend>{t("settings.section")}</legend>
      <p className="field-hint">{t("settings.intro")}</p>
      <fieldset className="admin-fieldset" aria-describedby={languagesHintId}>
        <legend>{t("settings.fields.availableLanguages")}</legend>
        <p id={languagesHintId} className="field-hint">
          {t("settings.hints.availableLanguages")}
        </p>
        <div className="checkbox-row">
          {boxes.map((props) => (
            <div className="checkbox" key={props.key}>
              <input {...props} key={props.key} />
              <label htmlFor={props.id}>{t(`common:language.names.${props.value}`)}</label>
            </div>
          ))}
        </div>
        <FieldError id={fields.availableLanguages.errorId} errors={fields.availableLanguages.errors} />
      </fieldset>
      <div className="form-field">
        <label htmlFor={textarea.id}>{t("settings.fields.translations")}</label>
        <p id={textsHintId} className="field-hint">
          {t("settings.hints.translations")}
        </p>
        <textarea
          {...textarea}
          key={textarea.key}
          rows={8}
          spellCheck={false}
          className="code-input"
          aria-describedby={[textarea["aria-describedby"], textsHintId].filter(Boolean).join(" ")}
        />
        <FieldError id={fields.translations.errorId} errors={fields.translations.errors} />
      </div>
      <TextField field={fields.backToPartnerSiteUrl} label={t("settings.fields.backToPartnerSiteUrl")} hint={t("hints.https")} />
      <TextField
        field={fields.deeplinkDismissText}
        label={t("settings.fields.deeplinkDismissText")}
        hint={t("settings.hints.deeplinkDismissText")}
      />
      <TextField field={fields.deeplinkUrl} label={t("settings.fields.deeplinkUrl")} hint={t("settings.hints.deeplinkUrl")} />
      <TextField field={fields.deeplinkWebUrl} label={t("settings.fields.deeplinkWebUrl")} hint={t("hints.https")} />
      <TextField field={fields.brokerQuoteUrl} label={t("settings.fields.brokerQuoteUrl")} hint={t("settings.hints.brokerQuoteUrl")} />
    </fieldset>
  );
}
