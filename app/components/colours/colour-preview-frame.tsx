// The colour editor's live preview: the partner's real pages in a frame, with the colours being
// edited posted to it (colour-preview-listener.tsx applies them inside the frame).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PREVIEW_MESSAGE, PREVIEW_PARAM, PREVIEW_READY_MESSAGE } from "~/domain/partners/theme/colour-editor";

/** The pages the admin can look at in the frame. */
const PREVIEW_PAGES = [
  { path: "/products/available-products", label: "availableProducts" },
  { path: "/welcome", label: "welcome" },
  { path: "/profession", label: "profession" },
  { path: "/sign-in", label: "signIn" },
] as const;

/** The partner's real pages in a frame; every change of the values is posted to it. */
export function ColourPreviewFrame({
  url,
  partnerName,
  values,
  hydrated,
}: {
  url: string;
  partnerName: string;
  values: Record<string, string>;
  hydrated: boolean;
}) {
  const { t } = useTranslation("colours");
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(values);
  const origin = useMemo(() => new URL(url).origin, [url]);
  const [src, setSrc] = useState(url);

  const post = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, values: latest.current }, origin);
  }, [origin]);

  // At most one message per animation frame while a picker is dragged.
  useEffect(() => {
    latest.current = values;
    const id = requestAnimationFrame(post);
    return () => cancelAnimationFrame(id);
  }, [values, post]);

  // A page in the frame that (re)loads says when it listens; it then gets the current colours.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE) post();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, post]);

  return (
    <section className="colour-preview" aria-labelledby="colour-preview-title">
      <h2 id="colour-preview-title">{t("preview.heading")}</h2>
      <p className="field-hint">{t("preview.note")}</p>
      {hydrated ? (
        <div className="form-field colour-preview-page">
          <label htmlFor="colour-preview-page">{t("preview.page")}</label>
          <select
            id="colour-preview-page"
            value={new URL(src).pathname}
            onChange={(event) => setSrc(`${origin}${event.target.value}?${PREVIEW_PARAM}=1`)}
          >
            {PREVIEW_PAGES.map((page) => (
              <option key={page.path} value={page.path}>
                {t(`preview.pages.${page.label}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <iframe ref={frame} className="colour-preview-frame" title={t("preview.title", { partner: partnerName })} src={src} onLoad={post} />
    </section>
  );
}
