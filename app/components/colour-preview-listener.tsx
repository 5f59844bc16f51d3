// The customer site's half of the colour editor's live preview (issue 5). Only on a page opened
// with ?colour_preview=1 inside a frame: it takes {type:"colour-preview", values:{key: hex}}
// messages from the editor on one of our own hosts and sets each value as --color-<key> on the
// document, over the partner's saved theme. Nothing is stored; a reload shows the saved colours.
import { useEffect } from "react";
import { isPreviewOrigin, parsePreviewMessage, PREVIEW_PARAM, PREVIEW_READY_MESSAGE } from "~/domain/theme/colour-editor";
import { colourVariable } from "~/domain/theme/theme";
import { useRootData } from "~/root-data";

export function ColourPreviewListener() {
  const partnerName = useRootData()?.partner?.name ?? null;
  useEffect(() => {
    if (!partnerName || window.parent === window) return;
    if (new URLSearchParams(window.location.search).get(PREVIEW_PARAM) !== "1") return;
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
  }, [partnerName]);
  return null;
}
