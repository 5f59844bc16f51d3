// Asks before a colour save goes live on the partner's site, naming the colour pairs the save
// would leave below WCAG AA (then the button says "save anyway").
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import type { LowContrastPair } from "~/domain/partners/theme/colour-editor";
import { formatRatio } from "~/domain/partners/theme/contrast";

export function ColourSaveConfirmDialog(props: {
  count: number;
  partner: string;
  /** The pairs the save leaves below WCAG AA, by their keys' titles. */
  lowContrast: LowContrastPair[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("colours");
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog titleId="colour-confirm-title" textId="colour-confirm-text" initialFocus={confirmRef} onClose={props.onClose}>
      <h2 id="colour-confirm-title" className="dialog-title">
        {t("confirm.title")}
      </h2>
      <p id="colour-confirm-text">{t("confirm.body", { count: props.count, partner: props.partner })}</p>
      {props.lowContrast.length > 0 ? (
        <div className="notice notice-warning" role="alert">
          <p>{t("confirm.lowContrast", { count: props.lowContrast.length })}</p>
          <ul>
            {props.lowContrast.map((pair) => (
              <li key={`${pair.foreground}|${pair.background}`}>
                {t("confirm.lowContrastPair", {
                  foreground: pair.foreground,
                  background: pair.background,
                  ratio: formatRatio(pair.ratio, i18n.language),
                  minimum: formatRatio(pair.minimum, i18n.language),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={props.onClose}>
          {t("confirm.close")}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="button button-solid"
          onClick={props.onConfirm}
          disabled={props.busy}
          aria-busy={props.busy || undefined}
        >
          {props.lowContrast.length > 0 ? t("confirm.saveAnyway") : t("confirm.confirm")}
        </button>
      </div>
    </ModalDialog>
  );
}
