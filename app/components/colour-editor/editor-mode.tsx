// The colour editor in place (issue 32, decision 0076), loaded by the root only in this browser's
// editor mode (a chunk of its own: customers' pages never carry it). A bar across the top with the
// global keys as swatches, undo, cancel, save and exit; "choose an element" outlines what the
// pointer is over and, on a click, shows the keys that colour it, each with a picker and a hex
// field. Unsaved changes repaint the page as CSS variables on <html>, stay across pages (kept in
// sessionStorage) and are saved through the admin page's own save.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { HexColorPicker } from "react-colorful";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "@remix-run/react";
import { ColourContrastFlag } from "~/components/colours/colour-contrast-flag";
import { useColourEdits, type ColourEdits } from "~/components/colours/use-colour-edits";
import {
  ACCEPT_LOW_CONTRAST,
  BASE_FIELD_PREFIX,
  normaliseHex,
  type ColourSaveAnswer,
  type EditorColourKey,
} from "~/domain/partners/theme/colour-editor";
import { formatRatio } from "~/domain/partners/theme/contrast";
import { elementContrast, elementKeys, type ColourRole, type ElementKey } from "~/domain/partners/theme/element-colours";
import { colourVariable } from "~/domain/partners/theme/theme";
import { declaredKeys, pageStyleRules, stateKeys } from "./element-keys";
import { EDITOR_CSS } from "./editor-styles";

type EditorData = { partner: { name: string; displayName: string }; keys: EditorColourKey[]; saved: Record<string, string> };
type Stored = { edits: Record<string, string>; history: HistoryEntry[] };
/** One change, with what the key's field held before it (undefined: no change of its own). */
type HistoryEntry = { key: string; before: string | undefined };
type Selection = { keys: ElementKey[]; text: string | null; background: string | null; rect: DOMRect | null; label: string };
type Notice = { kind: "status" | "alert"; text: string } | null;

const DATA_URL = "/colour-editor/colours";
const storageKey = (partner: string) => `colour-editor:${partner}`;

function readStored(partner: string): Stored {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(partner)) ?? "null") as Stored | null;
    if (value && typeof value.edits === "object" && Array.isArray(value.history)) return value;
  } catch {
    // A damaged entry starts over.
  }
  return { edits: {}, history: [] };
}

/** Inside the editor's own UI: never picked, never outlined. */
const isEditorUi = (target: EventTarget | null) => target instanceof Element && !!target.closest("[data-colour-editor]");

export default function ColourEditorMode() {
  const { t } = useTranslation("colours");
  const [data, setData] = useState<EditorData | null>(null);
  const [failed, setFailed] = useState(false);
  // Nothing on the server's page: the editor is this browser's alone, drawn after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const load = useCallback(async () => {
    const response = await fetch(DATA_URL, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`colour editor data: ${response.status}`);
    setData((await response.json()) as EditorData);
  }, []);
  useEffect(() => {
    load().catch(() => setFailed(true));
  }, [load]);
  if (!mounted) return null;
  if (!data)
    return (
      <div className="cem-bar" data-colour-editor role="region" aria-label={t("inPlace.region")}>
        <style>{EDITOR_CSS}</style>
        <p role={failed ? "alert" : "status"}>{t(failed ? "inPlace.loadFailed" : "inPlace.loading")}</p>
      </div>
    );
  return <Editor data={data} reload={load} />;
}

function Editor({ data, reload }: { data: EditorData; reload: () => Promise<void> }) {
  const { t, i18n } = useTranslation("colours");
  const partner = data.partner.name;
  const stored = useMemo(() => readStored(partner), [partner]);
  const edits = useColourEdits(data.keys, data.saved, () => stored.edits);
  const [history, setHistory] = useState<HistoryEntry[]>(stored.history);
  const [picking, setPicking] = useState(false);
  const [hover, setHover] = useState<DOMRect | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();
  const specs = useMemo(() => new Map(data.keys.map((key) => [key.key, key])), [data.keys]);
  const globals = useMemo(() => data.keys.filter((key) => key.global), [data.keys]);
  const bar = useRef<HTMLDivElement>(null);

  // Unsaved changes survive a reload and a walk through the site.
  useEffect(() => {
    sessionStorage.setItem(storageKey(partner), JSON.stringify({ edits: edits.edits, history } satisfies Stored));
  }, [partner, edits.edits, history]);

  // The page repaints: every key the changes move (their dependents too) as a variable on <html>.
  const painted = useRef(new Set<string>());
  useEffect(() => {
    const style = document.documentElement.style;
    const next = new Set<string>();
    for (const [key, value] of Object.entries(edits.preview)) {
      if (value === edits.savedTheme[key]) continue;
      style.setProperty(colourVariable(key), value);
      next.add(key);
    }
    for (const key of painted.current) if (!next.has(key)) style.removeProperty(colourVariable(key));
    painted.current = next;
  }, [edits.preview, edits.savedTheme]);
  useEffect(
    () => () => {
      for (const key of painted.current) document.documentElement.style.removeProperty(colourVariable(key));
    },
    [],
  );

  // The bar sits over the top of the page: the page moves down by its height.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const fit = () => (document.body.style.paddingTop = `${element.offsetHeight}px`);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingTop = "";
    };
  }, []);

  const change = useCallback(
    (key: string, text: string) => {
      setHistory((current) => (current.at(-1)?.key === key ? current : [...current, { key, before: edits.edits[key] }]));
      edits.setEdit(key, text);
    },
    [edits],
  );

  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory(history.slice(0, -1));
    edits.setEdit(last.key, last.before ?? edits.savedTheme[last.key] ?? "");
    edits.settleEdit(last.key);
  };

  const cancel = () => {
    edits.clearEdits();
    setHistory([]);
    setConfirming(false);
    setNotice(null);
  };

  const pick = useCallback(
    (element: Element) => {
      const rules = pageStyleRules();
      const declared = declaredKeys(element, rules, edits.preview);
      const keys = elementKeys(declared, specs);
      // Then its hover, focus and active colours, after the resting ones.
      for (const { key, role } of stateKeys(element, rules)) {
        if (specs.has(key) && !keys.some((shown) => shown.key === key)) keys.push({ key, role, fallbackOf: null });
      }
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName.toLowerCase();
      setSelection({
        keys,
        text: declared.text,
        background: declared.background,
        rect: element.getBoundingClientRect(),
        label,
      });
    },
    [edits.preview, specs],
  );

  // Choosing an element: outline on hover, a click picks it (and does nothing else on the page).
  useEffect(() => {
    if (!picking) return;
    const onOver = (event: MouseEvent) => setHover(isEditorUi(event.target) ? null : (event.target as Element).getBoundingClientRect());
    const onClick = (event: MouseEvent) => {
      if (isEditorUi(event.target) || !(event.target instanceof Element)) return;
      event.preventDefault();
      event.stopPropagation();
      pick(event.target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPicking(false);
    };
    document.addEventListener("mouseover", onOver, true);
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mouseover", onOver, true);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey);
      setHover(null);
    };
  }, [picking, pick]);

  // Escape closes the panel; a scroll leaves the outlines behind, so they go (the panel stays).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !picking) setSelection(null);
    };
    const onScroll = () => {
      setHover(null);
      setSelection((current) => (current?.rect ? { ...current, rect: null } : current));
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll);
    };
  }, [picking]);

  const save = async (acceptLowContrast: boolean) => {
    if (edits.changedCount === 0) {
      setNotice({ kind: "status", text: t("nothingChanged") });
      return;
    }
    if (edits.lowContrast.length > 0 && !acceptLowContrast) {
      setConfirming(true);
      return;
    }
    const form = new FormData();
    form.set("intent", "save");
    for (const [key, value] of Object.entries(edits.changes)) {
      form.set(key, value);
      form.set(`${BASE_FIELD_PREFIX}${key}`, edits.savedTheme[key] ?? "");
    }
    if (acceptLowContrast) form.set(ACCEPT_LOW_CONTRAST.name, ACCEPT_LOW_CONTRAST.value);
    setSaving(true);
    try {
      const response = await fetch(DATA_URL, { method: "POST", body: form, headers: { Accept: "application/json" } });
      const answer = (await response.json()) as ColourSaveAnswer;
      setConfirming(false);
      if (answer.ok) {
        // The saved theme first (the root's CSS), then the changes go: no flash of old colours.
        revalidator.revalidate();
        await reload();
        edits.clearEdits();
        setHistory([]);
        setNotice({ kind: "status", text: t("saved", { count: answer.changed }) });
      } else if (answer.error === "lowContrast") setConfirming(true);
      else setNotice({ kind: "alert", text: answer.message });
    } catch {
      setNotice({ kind: "alert", text: t("errors.saveFailed") });
    } finally {
      setSaving(false);
    }
  };

  const titleOf = (key: string) => edits.titles.get(key) ?? key;
  const contrast = selection ? elementContrast(selection.text, selection.background, edits.preview) : null;

  return (
    <div data-colour-editor>
      <style>{EDITOR_CSS}</style>
      <div ref={bar} className="cem-bar" role="region" aria-label={t("inPlace.region")}>
        <p className="cem-title">{t("inPlace.title", { partner: data.partner.displayName })}</p>
        <ul className="cem-globals" aria-label={t("inPlace.globals")}>
          {globals.map((key) => (
            <li key={key.key}>
              <button
                type="button"
                className="cem-swatch"
                aria-label={key.title}
                title={key.title}
                style={{ background: edits.preview[key.key] }}
                onClick={() =>
                  setSelection({ keys: elementKeys({ text: key.key }, specs), text: null, background: null, rect: null, label: key.title })
                }
              />
            </li>
          ))}
        </ul>
        <div className="cem-actions">
          <button type="button" aria-pressed={picking} onClick={() => setPicking(!picking)}>
            {t("inPlace.pick")}
          </button>
          <span className="cem-count">{t("inPlace.unsaved", { count: edits.changedCount })}</span>
          <button type="button" onClick={undo} disabled={history.length === 0}>
            {t("inPlace.undo")}
          </button>
          <button type="button" onClick={cancel} disabled={edits.changedCount === 0 && history.length === 0}>
            {t("actions.cancel")}
          </button>
          <button type="button" onClick={() => void save(false)} disabled={saving || edits.invalid.size > 0}>
            {t("actions.save")}
          </button>
          <form method="post" action="/colour-editor/exit" onSubmit={() => sessionStorage.removeItem(storageKey(partner))}>
            <button type="submit">{t("inPlace.exit")}</button>
          </form>
        </div>
        {picking ? <p className="cem-hint">{t("inPlace.pickHint")}</p> : null}
        {edits.lowContrast.length > 0 ? (
          <div className="cem-contrast" role={confirming ? "alert" : undefined}>
            <p>{t("confirm.lowContrast", { count: edits.lowContrast.length })}</p>
            <ul>
              {edits.lowContrast.map((pair) => (
                <li key={`${pair.foreground} ${pair.background}`}>
                  {t("confirm.lowContrastPair", {
                    foreground: titleOf(pair.foreground),
                    background: titleOf(pair.background),
                    ratio: formatRatio(pair.ratio, i18n.language),
                    minimum: formatRatio(pair.minimum, i18n.language),
                  })}{" "}
                  {pair.suggestion ? (
                    <button type="button" onClick={() => change(pair.foreground, pair.suggestion!)}>
                      {t("field.useSuggestion", { colour: pair.suggestion })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {confirming ? (
              <p>
                <button type="button" onClick={() => void save(true)} disabled={saving}>
                  {t("confirm.saveAnyway")}
                </button>{" "}
                <button type="button" onClick={() => setConfirming(false)}>
                  {t("confirm.close")}
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
        {notice ? (
          <p className="cem-notice" role={notice.kind}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {hover ? <div className="cem-outline" style={boxOf(hover)} aria-hidden="true" /> : null}
      {selection?.rect ? (
        <div
          className={contrast ? "cem-outline cem-selected cem-failing" : "cem-outline cem-selected"}
          style={boxOf(selection.rect)}
          aria-hidden="true"
        />
      ) : null}
      {selection ? (
        <section className="cem-panel" role="dialog" aria-modal="false" aria-label={t("inPlace.panel", { element: selection.label })}>
          <header>
            <h2>{t("inPlace.panel", { element: selection.label })}</h2>
            <button type="button" onClick={() => setSelection(null)}>
              {t("inPlace.close")}
            </button>
          </header>
          {contrast ? (
            <ColourContrastFlag
              id="cem-element-contrast"
              contrast={{
                ratio: contrast.ratio,
                minimum: contrast.minimum,
                background: titleOf(contrast.background),
                suggestion: contrast.suggestion,
              }}
              hydrated
              onUseSuggestion={(hex) => change(contrast.foreground, hex)}
            />
          ) : null}
          {selection.keys.length === 0 ? <p>{t("inPlace.noKeys")}</p> : null}
          {selection.keys.map((entry) => (
            <KeyEditor key={entry.key} entry={entry} edits={edits} titleOf={titleOf} onChange={change} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

function boxOf(rect: DOMRect) {
  return { top: rect.top - 3, left: rect.left - 3, width: rect.width + 6, height: rect.height + 6 };
}

const ROLE_TEXT: Record<ColourRole, string> = {
  text: "inPlace.roles.text",
  background: "inPlace.roles.background",
  border: "inPlace.roles.border",
};

function KeyEditor({
  entry,
  edits,
  titleOf,
  onChange,
}: {
  entry: ElementKey;
  edits: ColourEdits;
  titleOf: (key: string) => string;
  onChange: (key: string, text: string) => void;
}) {
  const { t } = useTranslation("colours");
  const title = titleOf(entry.key);
  const id = `cem-key-${entry.key}`;
  const text = edits.edits[entry.key] ?? edits.savedTheme[entry.key] ?? "";
  const shown = normaliseHex(text) ?? edits.preview[entry.key] ?? "#000000";
  const invalid = edits.invalid.has(entry.key);
  return (
    <div className="cem-key">
      <label htmlFor={id}>{title}</label>
      <p className="cem-key-meta">
        {t(ROLE_TEXT[entry.role])} · <code>{entry.key}</code>
        {entry.fallbackOf ? ` · ${t("inPlace.fallbackOf", { title: titleOf(entry.fallbackOf) })}` : null}
        {edits.changes[entry.key] ? ` · ${t("inPlace.changedKey")}` : null}
      </p>
      <div className="cem-key-inputs">
        <div role="group" aria-label={t("field.picker", { title })}>
          <HexColorPicker color={shown} onChange={(hex) => onChange(entry.key, hex)} />
        </div>
        <input
          id={id}
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(entry.key, event.target.value)}
          onBlur={() => edits.settleEdit(entry.key)}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="field-error">
          {t("field.invalid")}
        </p>
      ) : null}
    </div>
  );
}
