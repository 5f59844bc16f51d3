import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. A modal
 * dialog makes the page inert, but the browser would still let Tab leave the document for its
 * own toolbar and come back: for a two-button question that is a trap with a hole in it.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A confirm dialog on the native <dialog>. The server renders it open (not modal), so it works
 * without JavaScript; after hydration it becomes modal with showModal(): the page behind is
 * inert and Tab cycles through its controls only, Escape closes it, and on closing focus goes back to the
 * control that opened it. See decision 0021.
 */
export function ModalDialog({
  titleId,
  textId,
  onClose,
  initialFocus,
  returnFocus,
  children,
}: {
  titleId: string;
  textId: string;
  /** Called once when the person closes the dialog (Escape); the caller unmounts it. */
  onClose: () => void;
  /** What gets focus when the dialog opens (else the browser's choice: its first control). */
  initialFocus?: RefObject<HTMLElement>;
  /** Where focus goes on closing when the control that opened it is gone or unknown (page load). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks, read when the dialog closes, so the effect below runs once per opening.
  const latest = useRef({ onClose, returnFocus, initialFocus });
  useEffect(() => {
    latest.current = { onClose, returnFocus, initialFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    if (!dialog.matches(":modal")) {
      // Rendered with `open` (non-modal): showModal() refuses an open dialog, so close it first.
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    latest.current.initialFocus?.current?.focus();
    // Escape closes a modal dialog natively (the browser may not let it be cancelled); the
    // close() above also queues a "close" event, seen here while the dialog is open again.
    const onNativeClose = () => {
      if (!dialog.open) latest.current.onClose();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : latest.current.returnFocus?.();
      if (target?.isConnected) target.focus();
    };
  }, []); // once per opening: the <dialog> element lives as long as this component

  return (
    <dialog ref={ref} open className="dialog" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={keepTabInside}>
      {children}
    </dialog>
  );
}
