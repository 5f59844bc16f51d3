// The browser's i18next (decision 0069): the same i18next and react-i18next as the server, started
// from the texts the page carries (page-texts.tsx, decision 0057) so hydration fetches nothing.
// A namespace loads whole from the hashed JSON files (scripts/vite-plugins.ts) through
// i18next-resources-to-backend: when a component names one the page did not ship, when a key
// is not among the shipped texts, or when entry.client asks for the rest.
import { createInstance, type i18n as I18n, type Resource, type ResourceKey } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { splitTextKey, type TextOverrides } from "~/domain/partners/text-override-keys";
import { i18nConfig } from "./i18n";

export type Catalogue = { [key: string]: unknown };
type Loader = (language: string, namespace: string) => Promise<Catalogue>;

/** What the browser keeps beside i18next: the partner's texts by language and what loaded whole. */
type State = { overrides: Map<string, TextOverrides>; complete: Set<string>; loading: Map<string, Promise<void>> };
const states = new WeakMap<I18n, State>();

function lookup(catalogue: unknown, path: readonly string[]): unknown {
  let node = catalogue;
  for (const part of path) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/** A loaded namespace with the partner's own texts laid over the texts they name (decision 0052). */
function withOverrides(catalogue: Catalogue, namespace: string, overrides: TextOverrides | undefined): Catalogue {
  for (const [fullKey, text] of Object.entries(overrides ?? {})) {
    const parts = splitTextKey(fullKey);
    if (!parts || parts[0] !== namespace) continue;
    const path = parts[1].split(".");
    const parent = lookup(catalogue, path.slice(0, -1));
    if (typeof lookup(parent, path.slice(-1)) === "string") (parent as Catalogue)[path.at(-1)!] = text;
  }
  return catalogue;
}

/**
 * An initialised instance for the page's language, holding the shipped texts as partial
 * namespaces (partialBundledLanguages: other namespaces and the rest of these load on demand).
 * Initialisation is synchronous with resources given, so the instance is ready to hydrate.
 */
export function createBrowserI18n({
  language,
  shipped,
  load,
}: {
  language: string;
  shipped: Record<string, Catalogue>;
  load: Loader;
}): I18n {
  const i18n = createInstance();
  const state: State = { overrides: new Map(), complete: new Set(), loading: new Map() };
  states.set(i18n, state);
  const backend = resourcesToBackend(async (lng: string, ns: string) => {
    const catalogue = withOverrides(await load(lng, ns), ns, state.overrides.get(lng));
    state.complete.add(`${lng}|${ns}`);
    return catalogue as ResourceKey;
  });
  void i18n
    .use(initReactI18next)
    .use(backend)
    .init({
      ...i18nConfig,
      lng: language,
      // Every language holds the same keys (catalogs.test.ts): a fallback language would only
      // double every namespace's download.
      fallbackLng: false,
      ns: Object.keys(shipped),
      resources: { [language]: shipped } as Resource,
      partialBundledLanguages: true,
      // A key the page did not ship: its namespace loads whole, and the text shows once it is there.
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string) => loadWhole(i18n, [namespace]),
      react: { ...i18nConfig.react, bindI18n: "languageChanged loaded" },
    });
  return i18n;
}

/** Loads the namespaces of the current language whole, each at most once (again after a failure). */
export function loadWhole(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  const state = states.get(i18n);
  const language = i18n.language;
  if (!state || !language) return Promise.resolve();
  return Promise.all(
    namespaces.map((ns) => {
      const id = `${language}|${ns}`;
      if (state.complete.has(id)) return undefined;
      let loading = state.loading.get(id);
      if (!loading) {
        const done = (error: unknown) => void (error && state.loading.delete(id));
        // A namespace holding only the page's texts counts as loaded to i18next: it is read again.
        // (i18next calls back with the error, which its types for reloadResources leave out.)
        loading = (
          i18n.hasResourceBundle(language, ns)
            ? i18n.reloadResources([language], [ns], done as () => void)
            : i18n.loadNamespaces([ns], done)
        ).then(() => undefined);
        state.loading.set(id, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * The partner's own texts of a language (decision 0052), from the root loader: laid over the
 * texts already there (the shipped ones carry them already) and over every namespace loaded later.
 */
export function setPartnerTexts(i18n: I18n, language: string, overrides: TextOverrides | null | undefined): void {
  const state = states.get(i18n);
  if (!state || state.overrides.get(language) === (overrides ?? undefined)) return;
  if (overrides) state.overrides.set(language, overrides);
  else state.overrides.delete(language);
  for (const ns of Object.keys(i18n.store.data[language] ?? {})) {
    const bundle = i18n.getResourceBundle(language, ns) as Catalogue | undefined;
    if (bundle) withOverrides(bundle, ns, overrides ?? undefined);
  }
}
