// The browser's stand-in for react-i18next (decision 0055): vite.config.ts points the browser
// build's "react-i18next" here, so components keep `useTranslation` while the browser loads
// neither i18next nor react-i18next. The server keeps both (entry.server.tsx, i18n.server.ts).
// The page's language is the document's. It starts with the texts the server rendered the page
// with (page-texts.tsx, decision 0057); a namespace is loaded whole when a key outside those is
// asked for (its text shows once it is there, as react-i18next does without Suspense), or when
// entry.client asks for the rest.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";
import { splitTextKey, type TextOverrides } from "~/domain/text-override-keys";
import { translate, type Catalogue, type TranslateOptions } from "./translate";

type Loader = (language: string, namespace: string) => Promise<Catalogue>;
export type ClientT = (key: string | readonly string[], options?: TranslateOptions | string) => string;

export class ClientI18n {
  language: string;
  private readonly defaultNS: string;
  private readonly load: Loader;
  private catalogues: Record<string, Catalogue | undefined> = {};
  /** Namespaces loaded whole; the others hold only the texts the server shipped with the page. */
  private readonly complete = new Set<string>();
  private overrides: Record<string, Record<string, string>> = {};
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, ClientT>();
  /** Grows with every loaded namespace or language change: components re-render on it. */
  version = 0;

  constructor({ language, load, defaultNS = "common", shipped = {} }: { language: string; load: Loader; defaultNS?: string; shipped?: Record<string, Catalogue> }) {
    this.language = language;
    this.catalogues = { ...shipped };
    this.load = load;
    this.defaultNS = defaultNS;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /** Whether the namespace is loaded whole (not only the page's shipped texts). */
  hasLoadedNamespace(namespace: string): boolean {
    return this.complete.has(namespace);
  }

  /** Loads the namespaces of the current language that are not there yet. */
  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    const language = this.language;
    return Promise.all(
      namespaces
        .filter((ns) => !this.hasLoadedNamespace(ns))
        .map((ns) => {
          const id = `${language}/${ns}`;
          let loading = this.pending.get(id);
          if (!loading) {
            loading = this.load(language, ns).then(
              (catalogue) => {
                if (this.language === language) {
                  this.catalogues = { ...this.catalogues, [ns]: catalogue };
                  this.complete.add(ns);
                  this.changed();
                }
              },
              () => void this.pending.delete(id),
            );
            this.pending.set(id, loading);
          }
          return loading;
        }),
    ).then(() => undefined);
  }

  /** Another language: its catalogues for the loaded namespaces first, then every text at once. */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    const namespaces = Object.keys(this.catalogues);
    const loaded = await Promise.all(namespaces.map((ns) => this.load(language, ns)));
    this.language = language;
    this.catalogues = Object.fromEntries(namespaces.map((ns, i) => [ns, loaded[i]]));
    this.complete.clear();
    for (const ns of namespaces) this.complete.add(ns);
    this.overrides = {};
    this.pending.clear();
    this.changed();
  }

  /** A partner's own texts for this language (decision 0052), laid over the texts they name. */
  setOverrides(overrides: TextOverrides | null | undefined): void {
    const byNamespace: Record<string, Record<string, string>> = {};
    for (const [fullKey, text] of Object.entries(overrides ?? {})) {
      const parts = splitTextKey(fullKey);
      if (parts && typeof text === "string") (byNamespace[parts[0]] ??= {})[parts[1]] = text;
    }
    this.overrides = byNamespace;
  }

  private readonly loadIfPartial = (namespace: string) => {
    if (!this.complete.has(namespace)) void this.loadNamespaces([namespace]);
  };

  /** t for a namespace; a key not among the texts there yet starts loading its namespace whole. */
  getFixedT(namespace: string = this.defaultNS): ClientT {
    // One function per namespace until something changes, as react-i18next keeps `t` stable.
    const id = `${this.version}:${namespace}`;
    let t = this.fixed.get(id);
    if (t) return t;
    if (this.fixed.size > 50) this.fixed.clear();
    t = (key, options) => translate({ language: this.language, catalogues: this.catalogues, overrides: this.overrides, onMissing: this.loadIfPartial }, namespace, key, options);
    this.fixed.set(id, t);
    return t;
  }

  t: ClientT = (key, options) => this.getFixedT()(key, options);

  /** Every language of ours is written left to right. */
  dir(): "ltr" {
    return "ltr";
  }
}

const I18nContext = createContext<ClientI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: ClientI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** react-i18next's hook: `t` of the first namespace named (or "common"), and the instance. */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs the I18nextProvider of entry.client.tsx");
  // Re-renders when a namespace arrives or the language changes.
  useSyncExternalStore(i18n.subscribe, () => i18n.version, () => i18n.version);
  const namespaces = ns === undefined ? [] : typeof ns === "string" ? [ns] : ns;
  // Nothing loads for naming a namespace: only a text the page lacks does (decision 0057).
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));
  const t = i18n.getFixedT(namespaces[0]);
  return Object.assign([t, i18n, ready] as const, { t, i18n, ready });
}

/** The server's module has this for i18next's `use()`; the browser needs nothing. */
export const initReactI18next = { type: "3rdParty" as const, init() {} };
