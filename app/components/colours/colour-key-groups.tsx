// Every colour key as a field, in fieldsets by group (the groups in the editor's order).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { normaliseHex, type EditorColourKey } from "~/domain/partners/theme/colour-editor";
import { colourContrastOf } from "./colour-contrast-flag";
import { ColourKeyField } from "./colour-key-field";
import type { ColourEdits } from "./use-colour-edits";

export function ColourKeyGroups({
  keys,
  groups,
  edits,
  conflicts,
  serverInvalid,
  hydrated,
  onEdit,
}: {
  keys: EditorColourKey[];
  groups: string[];
  edits: ColourEdits;
  /** Keys saved by someone else meanwhile, with the colour they show now. */
  conflicts: Readonly<Record<string, string>>;
  /** Keys the server refused. */
  serverInvalid: ReadonlySet<string>;
  hydrated: boolean;
  onEdit: (key: string, text: string) => void;
}) {
  const { t } = useTranslation("colours");
  const byGroup = useMemo(() => {
    const map = new Map<string, EditorColourKey[]>();
    for (const key of keys) map.set(key.group, [...(map.get(key.group) ?? []), key]);
    return map;
  }, [keys]);
  const { preview, savedTheme, changes, invalid, titles, contrastByKey } = edits;
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group} className="colour-group">
          <legend>{t(`groups.${group}`, { defaultValue: group })}</legend>
          {(byGroup.get(group) ?? []).map((spec) => {
            const text = edits.edits[spec.key] ?? preview[spec.key] ?? spec.defaultValue;
            return (
              <ColourKeyField
                key={spec.key}
                spec={spec}
                text={text}
                swatch={normaliseHex(text) ?? preview[spec.key] ?? spec.defaultValue}
                was={savedTheme[spec.key] ?? spec.defaultValue}
                conflict={conflicts[spec.key] ?? null}
                invalid={invalid.has(spec.key) || serverInvalid.has(spec.key)}
                changed={spec.key in changes}
                fallbackTitle={spec.fallbackKey ? (titles.get(spec.fallbackKey) ?? spec.fallbackKey) : null}
                contrast={colourContrastOf(contrastByKey.get(spec.key), titles)}
                hydrated={hydrated}
                onEdit={onEdit}
                onSettle={edits.settleEdit}
              />
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
