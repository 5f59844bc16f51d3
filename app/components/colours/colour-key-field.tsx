// One colour key's row of the colour editor: swatch or picker, hex field, the key's facts
// (name, fallback, global) and its flags (invalid, changed meanwhile, low contrast). It posts
// the key's value and, as `was.<key>`, the colour it showed when loaded, so a save can tell a
// change from someone else's (decision 0022).
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { BASE_FIELD_PREFIX, type EditorColourKey } from "~/domain/partners/theme/colour-editor";
import { ColourContrastFlag, type ColourContrast } from "./colour-contrast-flag";
import { ColourPickerPopover } from "./colour-picker-popover";

type ColourKeyFieldProps = {
  spec: EditorColourKey;
  text: string;
  /** The colour shown when the page loaded: posted along, so the server sees what changed. */
  was: string;
  /** The colour someone else saved here meanwhile, after a refused save. */
  conflict: string | null;
  swatch: string;
  invalid: boolean;
  changed: boolean;
  fallbackTitle: string | null;
  /** The pair this key draws on that falls below WCAG AA, if any. */
  contrast: ColourContrast | null;
  hydrated: boolean;
  onEdit: (key: string, text: string) => void;
  onSettle: (key: string) => void;
};

// Memoised: a list of 150 keys re-renders only the row whose colour moved.
export const ColourKeyField = memo(function ColourKeyField({
  spec,
  text,
  was,
  conflict,
  swatch,
  invalid,
  changed,
  fallbackTitle,
  contrast,
  hydrated,
  onEdit,
  onSettle,
}: ColourKeyFieldProps) {
  const { t } = useTranslation("colours");
  const id = `colour-${spec.key}`;
  const describedBy = [`${id}-meta`, invalid ? `${id}-error` : null, conflict ? `${id}-conflict` : null, contrast ? `${id}-contrast` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`colour-row${changed ? " colour-row-changed" : ""}`}>
      {hydrated ? (
        <ColourPickerPopover title={spec.title} swatch={swatch} onPick={(hex) => onEdit(spec.key, hex)} />
      ) : (
        <span className="colour-swatch" style={{ background: swatch }} aria-hidden="true" />
      )}
      <div className="colour-row-field">
        <label htmlFor={id}>{spec.title}</label>
        <input
          id={id}
          name={spec.key}
          type="text"
          className="colour-hex"
          value={text}
          onChange={(event) => onEdit(spec.key, event.target.value)}
          onBlur={() => onSettle(spec.key)}
          pattern="\s*#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})\s*"
          required
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || conflict !== null || undefined}
          aria-describedby={describedBy}
        />
        <input type="hidden" name={`${BASE_FIELD_PREFIX}${spec.key}`} value={was} />
        <p id={`${id}-meta`} className="colour-row-meta">
          <code>{spec.key}</code>
          {fallbackTitle ? <span>{t("field.fallback", { title: fallbackTitle })}</span> : null}
          {spec.global ? (
            <span className="colour-global" title={t("field.globalHint")}>
              {t("field.global")}
              <span className="visually-hidden">: {t("field.globalHint")}</span>
            </span>
          ) : null}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="field-error">
            {t("field.invalid")}
          </p>
        ) : null}
        {conflict ? (
          <p id={`${id}-conflict`} className="field-error">
            {t("field.conflict", { value: conflict })}
          </p>
        ) : null}
        {contrast ? (
          <ColourContrastFlag
            id={`${id}-contrast`}
            contrast={contrast}
            hydrated={hydrated}
            onUseSuggestion={(hex) => onEdit(spec.key, hex)}
          />
        ) : null}
      </div>
    </div>
  );
});
