// The colour editor's live preview, inside its frame (issue 5): takes
// {type:"colour-preview", values:{key: hex}} messages from the editor on one of our own hosts and
// sets each value as --color-<key> on the document, over the partner's saved theme. Nothing is
// stored; a reload shows the saved colours. Loaded only in the preview (colour-preview-listener.tsx).
import { isPreviewOrigin, parsePreviewMessage, PREVIEW_READY_MESSAGE } from "~/domain/partners/theme/colour-editor";
import { colourVariable } from "~/domain/partners/theme/theme";

/** Starts listening; returns the stop. */
export function listenForColourPreview(partnerName: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return;
    if (!isPreviewOrigin(event.origin, window.location, partnerName)) return;
    const values = parsePreviewMessage(event.data);
    if (!values) return;
    const style = document.documentElement.style;
    for (const [key, value] of Object.entries(values)) style.setProperty(colourVariable(key), value);
  };
  window.addEventListener("message", onMessage);
  // Tells the editor this page listens now (the frame's load event may come before hydration).
  window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, "*");
  return () => window.removeEventListener("message", onMessage);
}
