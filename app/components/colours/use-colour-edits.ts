// The colours being edited, over a partner's saved ones: what was typed per key, what that
// changes, which texts are no colour, the theme to preview, and the contrast problems (WCAG 2.2
// AA) of that theme and of saving it. Holds no form and no save, so any editor of colour keys
// can use it.
import { useCallback, useMemo, useState } from "react";
import { changedColours, normaliseHex, previewTheme, type EditorColourKey } from "~/domain/partners/theme/colour-editor";
import { contrastFailuresOfSave, contrastWarnings, type ContrastWarning } from "~/domain/partners/theme/contrast";
import { resolveTheme } from "~/domain/partners/theme/theme";

export type ColourEdits = ReturnType<typeof useColourEdits>;

export function useColourEdits(
  keys: EditorColourKey[],
  /** The partner's own saved values (keys it does not set fall back). */
  saved: Record<string, string>,
  /** What the fields start with: a refused save shown again, or nothing. */
  initialEdits: () => Record<string, string>,
) {
  const savedTheme = useMemo(() => resolveTheme(keys, new Map(Object.entries(saved))), [keys, saved]);
  const [edits, setEdits] = useState<Record<string, string>>(initialEdits);
  const changes = useMemo(() => changedColours(savedTheme, edits), [savedTheme, edits]);
  const invalid = useMemo(
    () =>
      new Set(
        Object.entries(edits)
          .filter(([, text]) => !normaliseHex(text))
          .map(([key]) => key),
      ),
    [edits],
  );
  const preview = useMemo(() => previewTheme(keys, saved, changes), [keys, saved, changes]);
  // Every pair below its minimum, shown at its foreground's field, and the pairs this save
  // would newly leave below it, which the confirmation names.
  const contrastByKey = useMemo(() => {
    const map = new Map<string, ContrastWarning>();
    for (const warning of contrastWarnings(preview)) if (!map.has(warning.foreground)) map.set(warning.foreground, warning);
    return map;
  }, [preview]);
  const lowContrast = useMemo(() => contrastFailuresOfSave(keys, saved, { ...saved, ...changes }), [keys, saved, changes]);
  const titles = useMemo(() => new Map(keys.map((k) => [k.key, k.title])), [keys]);

  const setEdit = useCallback((key: string, text: string) => setEdits((current) => ({ ...current, [key]: text })), []);
  // Leaving a field tidies what was typed: a valid colour is written as #rrggbb, and a key set
  // back to its saved colour is no longer a change.
  const settleEdit = useCallback(
    (key: string) => {
      setEdits((current) => {
        const text = current[key];
        if (text === undefined) return current;
        const value = normaliseHex(text);
        if (!value) return current;
        if (value === savedTheme[key]) {
          const { [key]: _dropped, ...rest } = current;
          return rest;
        }
        return value === text ? current : { ...current, [key]: value };
      });
    },
    [savedTheme],
  );
  const clearEdits = useCallback(() => setEdits({}), []);

  return {
    savedTheme,
    edits,
    changes,
    changedCount: Object.keys(changes).length,
    invalid,
    preview,
    contrastByKey,
    lowContrast,
    titles,
    setEdit,
    settleEdit,
    clearEdits,
  };
}
