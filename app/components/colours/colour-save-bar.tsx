// The colour editor's save bar: how many keys changed, save and cancel, the notice after a
// save, and (after a save without JavaScript refused for low contrast) the "save anyway" tick.
import { useTranslation } from "react-i18next";
import { ACCEPT_LOW_CONTRAST } from "~/domain/partners/theme/colour-editor";

export function ColourSaveBar({
  changedCount,
  hydrated,
  canSave,
  notice,
  asksLowContrast,
  onCancel,
}: {
  changedCount: number;
  hydrated: boolean;
  /** With JavaScript: something valid changed and no save is running. */
  canSave: boolean;
  notice: string | null;
  asksLowContrast: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation("colours");
  return (
    <>
      <div className="colour-editor-actions">
        <p className="colour-editor-count" aria-live="polite">
          {hydrated ? t("changedCount", { count: changedCount }) : null}
        </p>
        <button type="submit" className="button button-solid" disabled={hydrated && !canSave}>
          {t("actions.save")}
        </button>
        <button
          type="reset"
          className="button button-ghost"
          onClick={(event) => {
            // Not hydrated yet: the browser's own reset puts back the loaded colours.
            if (!hydrated) return;
            event.preventDefault();
            onCancel();
          }}
        >
          {t("actions.cancel")}
        </button>
      </div>
      {notice ? (
        <p className="notice notice-success colour-editor-notice" role="status">
          {notice}
        </p>
      ) : null}
      {/* Without JavaScript a save with low contrast comes back asking: tick to save anyway. */}
      {asksLowContrast ? (
        <label className="checkbox-field colour-accept-low-contrast">
          <input type="checkbox" name={ACCEPT_LOW_CONTRAST.name} value={ACCEPT_LOW_CONTRAST.value} />
          {t("confirm.acceptLowContrast")}
        </label>
      ) : null}
    </>
  );
}
