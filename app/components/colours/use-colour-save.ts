// Saving the colour editor's changes: with JavaScript the form asks for confirmation (naming
// any pair left below WCAG AA) and posts through a fetcher; without it the form posts itself
// and the answer comes back as the page's action data. Either way a refusal keeps the edits
// and says why: at the fields (invalid, changed meanwhile) and in a toast.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACCEPT_LOW_CONTRAST, BASE_FIELD_PREFIX, type ColourSaveAnswer } from "~/domain/partners/theme/colour-editor";
import type { ColourEdits } from "./use-colour-edits";

export function useColourSave({
  partnerId,
  documentSave,
  edits,
}: {
  partnerId: string;
  /** The answer to a save posted without JavaScript, if this page is one. */
  documentSave: ColourSaveAnswer | null;
  edits: ColourEdits;
}) {
  const { t } = useTranslation("colours");
  const fetcher = useFetcher({ key: `colours-save-${partnerId}` });
  const revalidator = useRevalidator();
  const { changes, changedCount, invalid, savedTheme, lowContrast, clearEdits } = edits;

  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Keys someone else saved since this page loaded, with the colour they show now. */
  const [conflicts, setConflicts] = useState<Record<string, string>>({});

  // A save answered: success clears the edits (the revalidated page holds the new colours);
  // a failure closes the dialog and warns, keeping the edits to fix. A conflict also loads the
  // colours saved meanwhile: the edits stay, and saving again puts them over those.
  const handled = useRef<unknown>(null);
  const saveAnswer = fetcher.data as ColourSaveAnswer | undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !saveAnswer || handled.current === saveAnswer) return;
    handled.current = saveAnswer;
    setConfirming(false);
    if (saveAnswer.ok) {
      clearEdits();
      setToast(null);
      setConflicts({});
      setNotice(saveAnswer.changed > 0 ? t("saved", { count: saveAnswer.changed }) : t("nothingChanged"));
    } else {
      setNotice(null);
      setToast(saveAnswer.message);
      setConflicts(saveAnswer.conflicts);
      if (saveAnswer.error === "conflict") revalidator.revalidate();
    }
  }, [fetcher.state, saveAnswer, t, revalidator, clearEdits]);

  // Without JavaScript the form posts itself: its answer arrives as action data and is shown
  // as rendered (no effects run), until the admin closes it or edits again.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const documentAnswer = documentSave && dismissed !== documentSave ? documentSave : null;
  const shownNotice =
    notice ??
    (documentAnswer?.ok ? (documentAnswer.changed > 0 ? t("saved", { count: documentAnswer.changed }) : t("nothingChanged")) : null);
  const shownToast = toast ?? (documentAnswer && !documentAnswer.ok ? documentAnswer.message : null);
  const dismissDocumentAnswer = () => setDismissed(documentSave);

  const recordEdit = edits.setEdit;
  const setEdit = useCallback(
    (key: string, text: string) => {
      setNotice(null);
      setDismissed(documentSave);
      recordEdit(key, text);
    },
    [documentSave, recordEdit],
  );

  const cancel = () => {
    clearEdits();
    setToast(null);
    setConflicts({});
    setNotice(null);
    dismissDocumentAnswer();
    setConfirming(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changedCount === 0 || invalid.size > 0) return;
    setToast(null);
    dismissDocumentAnswer();
    setConfirming(true);
  };

  // Each changed key goes with the colour it showed when loaded, as the plain form posts it.
  const confirmSave = () => {
    const bases = Object.fromEntries(Object.keys(changes).map((key) => [`${BASE_FIELD_PREFIX}${key}`, savedTheme[key]!]));
    const accept: Record<string, string> = lowContrast.length > 0 ? { [ACCEPT_LOW_CONTRAST.name]: ACCEPT_LOW_CONTRAST.value } : {};
    fetcher.submit({ intent: "save", ...changes, ...bases, ...accept }, { method: "post" });
  };

  const closeToast = () => {
    setToast(null);
    dismissDocumentAnswer();
  };

  return {
    saving: fetcher.state !== "idle",
    confirming,
    closeConfirm: () => setConfirming(false),
    notice: shownNotice,
    toast: shownToast,
    closeToast,
    /** A save posted without JavaScript was refused for low contrast: the form asks to tick "save anyway". */
    asksLowContrast: !!documentAnswer && !documentAnswer.ok && documentAnswer.error === "lowContrast",
    /** Keys saved by someone else meanwhile, with the colour they show now. */
    conflicts: documentAnswer && !documentAnswer.ok ? { ...documentAnswer.conflicts, ...conflicts } : conflicts,
    /** Keys the server refused (not conflicts): marked at their fields. */
    serverInvalid: new Set(documentSave && !documentSave.ok && documentSave.error !== "conflict" ? documentSave.keys : []),
    setEdit,
    submit,
    confirmSave,
    cancel,
  };
}
