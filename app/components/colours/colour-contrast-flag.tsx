// The flag under a colour key's field when the key, as foreground, falls below WCAG AA on a
// background it is drawn on, with the nearest passing colour to take (with JavaScript) or read.
import { useTranslation } from "react-i18next";
import { formatRatio, type ContrastWarning } from "~/domain/partners/theme/contrast";

/** The contrast problem of one key, its background named by title. */
export type ColourContrast = { ratio: number; minimum: number; background: string; suggestion: string | null };

/** The flag's content for a key's first warning (contrastWarnings), the background by its title. */
export function colourContrastOf(warning: ContrastWarning | undefined, titles: ReadonlyMap<string, string>): ColourContrast | null {
  if (!warning) return null;
  return {
    ratio: warning.ratio,
    minimum: warning.minimum,
    background: titles.get(warning.background) ?? warning.background,
    suggestion: warning.suggestion,
  };
}

export function ColourContrastFlag({
  id,
  contrast,
  hydrated,
  onUseSuggestion,
}: {
  /** The flag's id: the field names it in aria-describedby. */
  id: string;
  contrast: ColourContrast;
  hydrated: boolean;
  onUseSuggestion: (hex: string) => void;
}) {
  const { t, i18n } = useTranslation("colours");
  const suggestion = contrast.suggestion;
  return (
    <p id={id} className="field-warning colour-contrast">
      {t("field.contrast", {
        ratio: formatRatio(contrast.ratio, i18n.language),
        background: contrast.background,
        minimum: formatRatio(contrast.minimum, i18n.language),
      })}{" "}
      {suggestion ? (
        hydrated ? (
          <button type="button" className="button button-ghost button-small" onClick={() => onUseSuggestion(suggestion)}>
            {t("field.useSuggestion", { colour: suggestion })}
          </button>
        ) : (
          t("field.suggestion", { colour: suggestion })
        )
      ) : null}
    </p>
  );
}
