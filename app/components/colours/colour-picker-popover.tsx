// A colour key's swatch that opens a colour picker beside it: in the admin's colour editor, and
// meant for any other place that edits one colour key (it knows no form and no save).
import { useEffect, useId, useRef, useState } from "react";
import { HexColorPicker } from "react-colorful";
import { useTranslation } from "react-i18next";

/**
 * The swatch opens a colour picker beside it (rendered only while open, so 150 keys do not
 * mean 150 pickers). Escape or a click elsewhere closes it.
 */
export function ColourPickerPopover({ title, swatch, onPick }: { title: string; swatch: string; onPick: (hex: string) => void }) {
  const { t } = useTranslation("colours");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div className="colour-picker" ref={box}>
      <button
        ref={button}
        type="button"
        className="colour-swatch-button"
        aria-label={t("field.picker", { title })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="colour-swatch" style={{ background: swatch }} aria-hidden="true" />
      </button>
      {open ? (
        <div className="colour-picker-panel" id={panelId}>
          <HexColorPicker color={swatch} onChange={onPick} />
        </div>
      ) : null}
    </div>
  );
}
