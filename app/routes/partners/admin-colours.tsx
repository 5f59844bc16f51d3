// The colour editor of one partner (issue 5): every colour key by group with a hex field and
// (with JavaScript) a colour picker, a live preview of the partner's real pages beside it, save
// and cancel, and new colour key pairs for insurer admins. Without JavaScript it is a plain
// form of hex fields that saves the same way. Only an admin who may manage the partner gets
// here; anyone else's admin sees a 404.
import { Toast } from "~/components/toast";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { HexColorPicker } from "react-colorful";
import { useTranslation } from "react-i18next";
import {
  changedColours,
  normaliseHex,
  PREVIEW_MESSAGE,
  PREVIEW_PARAM,
  PREVIEW_READY_MESSAGE,
  previewTheme,
  readColourSave,
  BASE_FIELD_PREFIX,
  ACCEPT_LOW_CONTRAST,
  type EditorColourKey,
  type NewKeyError,
  type NewKeyField,
} from "~/domain/partners/theme/colour-editor";
import { ModalDialog } from "~/components/modal-dialog";
import { resolveTheme } from "~/domain/partners/theme/theme";
import { contrastFailuresOfSave, contrastWarnings, formatRatio, type ContrastWarning } from "~/domain/partners/theme/contrast";
import { serverT } from "~/server/platform/i18n.server";
import { colourEditorData, createColourKey, requireManagedPartner, saveColours } from "~/server/partners/colour-editor.server";
import { formDataOf } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminColours", { name: args.data?.partner.displayName ?? "" });

/** A save says how long it took on the server (Server-Timing; scripts/bench/colours.mjs reads it). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const timing = actionHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const { language } = await getRequestContext(request);
  return colourEditorData(request, staff, partner, language);
}

type SaveAnswer =
  | { intent: "save"; ok: true; changed: number }
  | {
      intent: "save";
      ok: false;
      error: "invalidColour" | "unknownKey" | "missingBase" | "conflict" | "saveFailed" | "lowContrast";
      message: string;
      /** The keys to mark at their fields. */
      keys: string[];
      /** What the admin typed for each key they changed: shown again, so nothing is lost. */
      edits: Record<string, string>;
      /** For a conflict: the colour each of those keys shows now. */
      conflicts: Record<string, string>;
      /** Low contrast: the colour pairs below WCAG AA, to confirm (saving again with acceptLowContrast). */
      lowContrast?: LowContrastPair[];
    };
type LowContrastPair = { foreground: string; background: string; ratio: number; minimum: number };
type CreateAnswer =
  { intent: "create-key"; ok: true; key: string } | { intent: "create-key"; ok: false; errors: Partial<Record<NewKeyField, NewKeyError>> };

export async function action({ request, params }: ActionFunctionArgs) {
  const started = performance.now();
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const form = await formDataOf(request);
  const intent = form.get("intent");
  const { language } = await getRequestContext(request);
  const t = await serverT(language, "colours");

  if (intent === "save") {
    const timings: Record<string, number> = { auth: performance.now() - started };
    let result: Awaited<ReturnType<typeof saveColours>>;
    try {
      result = await saveColours(staff, partner, form.entries(), timings, form.get(ACCEPT_LOW_CONTRAST.name) === ACCEPT_LOW_CONTRAST.value);
    } catch {
      const message = t("errors.saveFailed");
      // What the admin typed goes back with the answer (the edits do not depend on the keys).
      const { edits } = readColourSave(form.entries(), new Set());
      return data({ intent: "save", ok: false, error: "saveFailed", message, keys: [], edits, conflicts: {} } satisfies SaveAnswer, {
        status: 500,
      });
    }
    const steps = Object.entries(timings).map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
    const headers = { "Server-Timing": [`save;dur=${(performance.now() - started).toFixed(1)}`, ...steps].join(", ") };
    if (!result.ok && result.status === 409) {
      const keys = Object.keys(result.conflicts);
      const message = t("errors.conflict", { count: keys.length, keys: keys.join(", ") });
      const answer: SaveAnswer = {
        intent: "save",
        ok: false,
        error: "conflict",
        message,
        keys,
        edits: result.edits,
        conflicts: result.conflicts,
      };
      return data(answer, { status: 409, headers });
    }
    if (!result.ok && result.status === 422) {
      const lowContrast = result.lowContrast.map(({ foreground, background, ratio, minimum }) => ({
        foreground,
        background,
        ratio,
        minimum,
      }));
      const message = t("errors.lowContrast", { count: lowContrast.length });
      const answer: SaveAnswer = {
        intent: "save",
        ok: false,
        error: "lowContrast",
        message,
        keys: lowContrast.map((pair) => pair.foreground),
        edits: result.edits,
        conflicts: {},
        lowContrast,
      };
      return data(answer, { status: 422, headers });
    }
    if (!result.ok) {
      const first = result.errors[0]!;
      const value = String(form.get(first.key) ?? "").slice(0, 24);
      const message = t(`errors.${first.reason}`, { key: first.key, value });
      const answer: SaveAnswer = {
        intent: "save",
        ok: false,
        error: first.reason,
        message,
        keys: result.errors.map((e) => e.key),
        edits: result.edits,
        conflicts: {},
      };
      return data(answer, { status: 400, headers });
    }
    return data({ intent: "save", ok: true, changed: result.changed } satisfies SaveAnswer, { headers });
  }

  if (intent === "create-key") {
    const input = Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]));
    const result = await createColourKey(staff, partner, input);
    if (!result.ok && result.status === 403) throw data({ error: "forbidden" }, { status: 403 });
    if (!result.ok) return data({ intent: "create-key", ok: false, errors: result.errors } satisfies CreateAnswer, { status: 400 });
    return data({ intent: "create-key", ok: true, key: result.key.key } satisfies CreateAnswer);
  }

  throw data({ error: "badRequest" }, { status: 400 });
}

// ------------------------------------------------------------------------------------------

const PREVIEW_PAGES = [
  { path: "/products/available-products", label: "availableProducts" },
  { path: "/welcome", label: "welcome" },
  { path: "/profession", label: "profession" },
  { path: "/sign-in", label: "signIn" },
] as const;

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function AdminColours() {
  const { partner, keys, groups, saved, previewUrl, canCreateKeys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SaveAnswer | CreateAnswer | undefined;
  const { t } = useTranslation("colours");
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof action>({ key: `colours-save-${partner.id}` });

  const savedTheme = useMemo(() => resolveTheme(keys, new Map(Object.entries(saved))), [keys, saved]);
  // Without JavaScript a refused save comes back as a new page: it starts with what was typed.
  const documentSave = actionData?.intent === "save" ? actionData : null;
  const [edits, setEdits] = useState<Record<string, string>>(() => (documentSave && !documentSave.ok ? documentSave.edits : {}));
  const changes = useMemo(() => changedColours(savedTheme, edits), [savedTheme, edits]);
  const invalid = useMemo(
    () =>
      new Set(
        Object.entries(edits)
          .filter(([, text]) => !normaliseHex(text))
          .map(([key]) => key),
      ),
    [edits],
  );
  const preview = useMemo(() => previewTheme(keys, saved, changes), [keys, saved, changes]);
  const changedCount = Object.keys(changes).length;
  // Contrast (WCAG 2.2 AA): every pair below its minimum, shown at its foreground's field, and
  // the pairs this save would newly leave below it, which the confirmation names.
  const contrastByKey = useMemo(() => {
    const map = new Map<string, ContrastWarning>();
    for (const warning of contrastWarnings(preview)) if (!map.has(warning.foreground)) map.set(warning.foreground, warning);
    return map;
  }, [preview]);
  const lowContrast = useMemo(() => contrastFailuresOfSave(keys, saved, { ...saved, ...changes }), [keys, saved, changes]);

  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Keys someone else saved since this page loaded, with the colour they show now. */
  const [conflicts, setConflicts] = useState<Record<string, string>>({});
  const revalidator = useRevalidator();

  // A save answered: success clears the edits (the revalidated page holds the new colours);
  // a failure closes the dialog and warns, keeping the edits to fix. A conflict also loads the
  // colours saved meanwhile: the edits stay, and saving again puts them over those.
  const handled = useRef<unknown>(null);
  const saveAnswer = fetcher.data as SaveAnswer | undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !saveAnswer || handled.current === saveAnswer) return;
    handled.current = saveAnswer;
    setConfirming(false);
    if (saveAnswer.ok) {
      setEdits({});
      setToast(null);
      setConflicts({});
      setNotice(saveAnswer.changed > 0 ? t("saved", { count: saveAnswer.changed }) : t("nothingChanged"));
    } else {
      setNotice(null);
      setToast(saveAnswer.message);
      setConflicts(saveAnswer.conflicts);
      if (saveAnswer.error === "conflict") revalidator.revalidate();
    }
  }, [fetcher.state, saveAnswer, t, revalidator]);

  // Without JavaScript the form posts itself: its answer arrives as action data and is shown
  // as rendered (no effects run), until the admin closes it or edits again.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const documentAnswer = documentSave && dismissed !== documentSave ? documentSave : null;
  const shownNotice =
    notice ??
    (documentAnswer?.ok ? (documentAnswer.changed > 0 ? t("saved", { count: documentAnswer.changed }) : t("nothingChanged")) : null);
  const shownToast = toast ?? (documentAnswer && !documentAnswer.ok ? documentAnswer.message : null);
  const dismissDocumentAnswer = () => setDismissed(documentSave);

  const setEdit = useCallback(
    (key: string, text: string) => {
      setNotice(null);
      setDismissed(documentSave);
      setEdits((current) => ({ ...current, [key]: text }));
    },
    [documentSave],
  );
  const settleEdit = useCallback(
    (key: string) => {
      setEdits((current) => {
        const text = current[key];
        if (text === undefined) return current;
        const value = normaliseHex(text);
        if (!value) return current;
        if (value === savedTheme[key]) {
          const { [key]: _dropped, ...rest } = current;
          return rest;
        }
        return value === text ? current : { ...current, [key]: value };
      });
    },
    [savedTheme],
  );

  const cancel = () => {
    setEdits({});
    setToast(null);
    setConflicts({});
    setNotice(null);
    dismissDocumentAnswer();
    setConfirming(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
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

  const titles = useMemo(() => new Map(keys.map((k) => [k.key, k.title])), [keys]);
  const byGroup = useMemo(() => {
    const map = new Map<string, EditorColourKey[]>();
    for (const key of keys) map.set(key.group, [...(map.get(key.group) ?? []), key]);
    return map;
  }, [keys]);
  const serverInvalid = new Set(documentSave && !documentSave.ok && documentSave.error !== "conflict" ? documentSave.keys : []);
  const shownConflicts = documentAnswer && !documentAnswer.ok ? { ...documentAnswer.conflicts, ...conflicts } : conflicts;
  const saving = fetcher.state !== "idle";

  return (
    <section className="page colour-editor-page" aria-labelledby="colour-editor-title">
      <p className="colour-editor-back">
        <Link to={`/admin/partners/${partner.id}`}>{t("back", { partner: partner.displayName })}</Link>
      </p>
      <h1 id="colour-editor-title">{t("title", { partner: partner.displayName })}</h1>
      <p className="field-hint">{t("intro")}</p>
      {canCreateKeys ? (
        <p>
          <Link to="/admin/colour-keys">{t("keyPairs.manage")}</Link>
        </p>
      ) : null}

      <div className="colour-editor">
        <form method="post" className="colour-editor-form" onSubmit={onSubmit} aria-labelledby="colour-editor-title">
          <input type="hidden" name="intent" value="save" />
          <div className="colour-editor-actions">
            <p className="colour-editor-count" aria-live="polite">
              {hydrated ? t("changedCount", { count: changedCount }) : null}
            </p>
            <button type="submit" className="button button-solid" disabled={hydrated && (changedCount === 0 || invalid.size > 0 || saving)}>
              {t("actions.save")}
            </button>
            <button
              type="reset"
              className="button button-ghost"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                cancel();
              }}
            >
              {t("actions.cancel")}
            </button>
          </div>
          {shownNotice ? (
            <p className="notice notice-success colour-editor-notice" role="status">
              {shownNotice}
            </p>
          ) : null}
          {/* Without JavaScript a save with low contrast comes back asking: tick to save anyway. */}
          {documentAnswer && !documentAnswer.ok && documentAnswer.error === "lowContrast" ? (
            <label className="checkbox-field colour-accept-low-contrast">
              <input type="checkbox" name={ACCEPT_LOW_CONTRAST.name} value={ACCEPT_LOW_CONTRAST.value} />
              {t("confirm.acceptLowContrast")}
            </label>
          ) : null}

          {groups.map((group) => (
            <fieldset key={group} className="colour-group">
              <legend>{t(`groups.${group}`, { defaultValue: group })}</legend>
              {(byGroup.get(group) ?? []).map((spec) => {
                const text = edits[spec.key] ?? preview[spec.key] ?? spec.defaultValue;
                return (
                  <ColourRow
                    key={spec.key}
                    spec={spec}
                    text={text}
                    swatch={normaliseHex(text) ?? preview[spec.key] ?? spec.defaultValue}
                    was={savedTheme[spec.key] ?? spec.defaultValue}
                    conflict={shownConflicts[spec.key] ?? null}
                    invalid={invalid.has(spec.key) || serverInvalid.has(spec.key)}
                    changed={spec.key in changes}
                    fallbackTitle={spec.fallbackKey ? (titles.get(spec.fallbackKey) ?? spec.fallbackKey) : null}
                    contrast={contrastOf(contrastByKey.get(spec.key), titles)}
                    hydrated={hydrated}
                    onEdit={setEdit}
                    onSettle={settleEdit}
                  />
                );
              })}
            </fieldset>
          ))}
        </form>

        <Preview url={previewUrl} partnerName={partner.displayName} values={preview} hydrated={hydrated} />
      </div>

      {canCreateKeys ? <NewKeyForm keys={keys} groups={groups} answer={actionData?.intent === "create-key" ? actionData : null} /> : null}

      {confirming ? (
        <ConfirmDialog
          count={changedCount}
          partner={partner.displayName}
          lowContrast={lowContrast.map((pair) => ({
            ...pair,
            foreground: titles.get(pair.foreground) ?? pair.foreground,
            background: titles.get(pair.background) ?? pair.background,
          }))}
          busy={saving}
          onConfirm={confirmSave}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {shownToast ? (
        <Toast
          message={shownToast}
          closeLabel={t("toast.close")}
          onClose={() => {
            setToast(null);
            dismissDocumentAnswer();
          }}
        />
      ) : null}
    </section>
  );
}

type RowProps = {
  spec: EditorColourKey;
  text: string;
  /** The colour shown when the page loaded: posted along, so the server sees what changed. */
  was: string;
  /** The colour someone else saved here meanwhile, after a refused save. */
  conflict: string | null;
  swatch: string;
  invalid: boolean;
  changed: boolean;
  fallbackTitle: string | null;
  /** The pair this key draws on that falls below WCAG AA, if any. */
  contrast: RowContrast | null;
  hydrated: boolean;
  onEdit: (key: string, text: string) => void;
  onSettle: (key: string) => void;
};

type RowContrast = { ratio: number; minimum: number; background: string; suggestion: string | null };

function contrastOf(warning: ContrastWarning | undefined, titles: ReadonlyMap<string, string>): RowContrast | null {
  if (!warning) return null;
  return {
    ratio: warning.ratio,
    minimum: warning.minimum,
    background: titles.get(warning.background) ?? warning.background,
    suggestion: warning.suggestion,
  };
}

const ColourRow = memo(function ColourRow({
  spec,
  text,
  was,
  conflict,
  swatch,
  invalid,
  changed,
  fallbackTitle,
  contrast,
  hydrated,
  onEdit,
  onSettle,
}: RowProps) {
  const { t, i18n } = useTranslation("colours");
  const id = `colour-${spec.key}`;
  const describedBy = [`${id}-meta`, invalid ? `${id}-error` : null, conflict ? `${id}-conflict` : null, contrast ? `${id}-contrast` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`colour-row${changed ? " colour-row-changed" : ""}`}>
      {hydrated ? (
        <PickerPopover title={spec.title} swatch={swatch} onPick={(hex) => onEdit(spec.key, hex)} />
      ) : (
        <span className="colour-swatch" style={{ background: swatch }} aria-hidden="true" />
      )}
      <div className="colour-row-field">
        <label htmlFor={id}>{spec.title}</label>
        <input
          id={id}
          name={spec.key}
          type="text"
          className="colour-hex"
          value={text}
          onChange={(event) => onEdit(spec.key, event.target.value)}
          onBlur={() => onSettle(spec.key)}
          pattern="\s*#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})\s*"
          required
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || conflict !== null || undefined}
          aria-describedby={describedBy}
        />
        <input type="hidden" name={`${BASE_FIELD_PREFIX}${spec.key}`} value={was} />
        <p id={`${id}-meta`} className="colour-row-meta">
          <code>{spec.key}</code>
          {fallbackTitle ? <span>{t("field.fallback", { title: fallbackTitle })}</span> : null}
          {spec.global ? (
            <span className="colour-global" title={t("field.globalHint")}>
              {t("field.global")}
              <span className="visually-hidden">: {t("field.globalHint")}</span>
            </span>
          ) : null}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="field-error">
            {t("field.invalid")}
          </p>
        ) : null}
        {conflict ? (
          <p id={`${id}-conflict`} className="field-error">
            {t("field.conflict", { value: conflict })}
          </p>
        ) : null}
        {contrast ? (
          <p id={`${id}-contrast`} className="field-warning colour-contrast">
            {t("field.contrast", {
              ratio: formatRatio(contrast.ratio, i18n.language),
              background: contrast.background,
              minimum: formatRatio(contrast.minimum, i18n.language),
            })}{" "}
            {contrast.suggestion ? (
              hydrated ? (
                <button type="button" className="button button-ghost button-small" onClick={() => onEdit(spec.key, contrast.suggestion!)}>
                  {t("field.useSuggestion", { colour: contrast.suggestion })}
                </button>
              ) : (
                t("field.suggestion", { colour: contrast.suggestion })
              )
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
});

/**
 * The swatch opens a colour picker beside it (rendered only while open, so 150 keys do not
 * mean 150 pickers). Escape or a click elsewhere closes it.
 */
function PickerPopover({ title, swatch, onPick }: { title: string; swatch: string; onPick: (hex: string) => void }) {
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

/** The partner's real pages in a frame; every change of the values is posted to it. */
function Preview({
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

function ConfirmDialog(props: {
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

function NewKeyForm({ keys, groups, answer }: { keys: EditorColourKey[]; groups: string[]; answer: CreateAnswer | null }) {
  const { t } = useTranslation("colours");
  const navigation = useNavigation();
  const errors = answer && !answer.ok ? answer.errors : {};
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-key";
  const field = (name: NewKeyField) => ({
    id: `new-key-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `new-key-${name}-error` : undefined,
  });
  const error = (name: NewKeyField) =>
    errors[name] ? (
      <p id={`new-key-${name}-error`} className="field-error">
        {t(`newKey.errors.${errors[name]}`)}
      </p>
    ) : null;
  return (
    <section className="colour-new-key" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading">{t("newKey.heading")}</h2>
      <p className="field-hint">{t("newKey.intro")}</p>
      {answer?.ok ? (
        <p className="notice notice-success" role="status">
          {t("newKey.created", { key: answer.key })}
        </p>
      ) : null}
      <Form method="post" className="form-grid" key={answer?.ok ? answer.key : "new"}>
        <input type="hidden" name="intent" value="create-key" />
        <div className="form-field">
          <label htmlFor="new-key-key">{t("newKey.key")}</label>
          <input {...field("key")} type="text" required maxLength={60} autoComplete="off" spellCheck={false} />
          <p className="field-hint">{t("newKey.keyHint")}</p>
          {error("key")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-group">{t("newKey.group")}</label>
          <input {...field("group")} type="text" required maxLength={40} list="new-key-groups" autoComplete="off" />
          <datalist id="new-key-groups">
            {groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
          {error("group")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-title">{t("newKey.titleLabel")}</label>
          <input {...field("title")} type="text" required maxLength={80} />
          {error("title")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-fallbackKey">{t("newKey.fallbackKey")}</label>
          <select {...field("fallbackKey")} defaultValue="">
            <option value="">{t("newKey.noFallback")}</option>
            {keys.map((key) => (
              <option key={key.key} value={key.key}>
                {key.title} ({key.key})
              </option>
            ))}
          </select>
          {error("fallbackKey")}
        </div>
        <div className="form-field">
          <label htmlFor="new-key-defaultValue">{t("newKey.defaultValue")}</label>
          <input {...field("defaultValue")} type="text" required placeholder="#1f4e8c" autoComplete="off" spellCheck={false} />
          {error("defaultValue")}
        </div>
        <div className="checkbox">
          <input id="new-key-global" name="global" type="checkbox" />
          <label htmlFor="new-key-global">{t("newKey.global")}</label>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={busy}>
            {t("newKey.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
