// The customer site's half of the colour editor's live preview (issue 5). Only on a page opened
// with ?colour_preview=1 inside a frame does it load the listener (colour-preview-messages.ts),
// so other pages carry none of the editor's code.
import { useEffect } from "react";
import { PREVIEW_PARAM } from "~/domain/partners/theme/preview-param";

/** In the editor's preview frame only: loads the listener and starts it. */
export function useColourPreview(partnerName: string | null): void {
  useEffect(() => {
    if (!partnerName || window.parent === window) return;
    if (new URLSearchParams(window.location.search).get(PREVIEW_PARAM) !== "1") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./colour-preview-messages").then(({ listenForColourPreview }) => {
      if (!cancelled) stop = listenForColourPreview(partnerName);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [partnerName]);
}
