// Its own module so that every page can check for the colour editor's preview without loading
// the editor's rules (colour-editor.ts), which only the preview frame needs.
/** The query parameter that switches the preview listener on. */
export const PREVIEW_PARAM = "colour_preview";
