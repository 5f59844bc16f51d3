// Records which keys a server render translates (decision 0057), for the page's shipped texts
// (page-texts.tsx). A per-request view of the shared i18next instance in which `t` and
// `getFixedT` (react-i18next's source of `t`) note each key; i18next binds its methods to the
// instance, so both are wrapped rather than inherited.
import type { i18n as I18n } from "i18next";
import { splitKey, translate, type Catalogue, type TranslateOptions, type TranslationSource } from "./translate";

const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

type Options = { ns?: string | readonly string[]; count?: unknown } | undefined;
type AnyT = (...args: unknown[]) => unknown;

/** Texts to ship whatever the render used: by namespace, keys or whole groups of keys. */
export type AlwaysShipped = Record<string, readonly string[]>;

export function recordingI18n(instance: I18n, always: AlwaysShipped = {}): { i18n: I18n; serialise: () => string } {
  const used = new Map<string, Set<string>>(Object.entries(always).map(([ns, keys]) => [ns, new Set(keys)]));
  const defaultNs = typeof instance.options.defaultNS === "string" ? instance.options.defaultNS : "common";

  function note(keys: unknown, optionsOrDefault: unknown, fixedNs?: string | readonly string[] | null, keyPrefix?: string) {
    const options = typeof optionsOrDefault === "object" && optionsOrDefault !== null ? (optionsOrDefault as Options) : undefined;
    const ns = options?.ns ?? fixedNs ?? defaultNs;
    const namespaces = typeof ns === "string" ? [ns] : ns;
    const plural = options?.count !== undefined && typeof options.count !== "string";
    for (const raw of Array.isArray(keys) ? keys : [keys]) {
      if (typeof raw !== "string") continue;
      const full = keyPrefix ? `${keyPrefix}.${raw}` : raw;
      for (const fallback of namespaces) {
        const [namespace, key] = splitKey(full, fallback);
        let noted = used.get(namespace);
        if (!noted) used.set(namespace, (noted = new Set()));
        noted.add(key);
        if (plural) for (const suffix of PLURAL_SUFFIXES) noted.add(key + suffix);
      }
    }
  }

  // The render translates with the browser's runtime (translate.ts) over this instance's texts
  // (with the partner's own laid over them): the browser then says exactly what the server did,
  // and i18next's t, a tenth of a page's server time, is skipped. client-i18n.test.ts holds that
  // runtime to i18next's answers over every key. A t for another language or with a key prefix
  // (neither used by pages) stays i18next's.
  const source: TranslationSource = { language: instance.language, catalogues: (instance.store.data[instance.language] ?? {}) as Record<string, Catalogue> };
  const light = (namespace: string) => (keys: unknown, options?: unknown) =>
    translate(source, namespace, keys as string | readonly string[], options as TranslateOptions | string | undefined);
  const defaultT = light(defaultNs);
  const t = (keys: unknown, options?: unknown) => {
    note(keys, options);
    return defaultT(keys, options);
  };
  const getFixedT = (lng: unknown, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const own = (lng === null || lng === undefined || lng === instance.language) && !keyPrefix;
    // As react-i18next and the browser's useTranslation: the first namespace named is the default.
    const namespace = (typeof ns === "string" ? ns : ns?.[0]) ?? defaultNs;
    const fixed = own ? light(namespace) : ((instance.getFixedT as unknown as AnyT)(lng, ns, keyPrefix) as AnyT);
    const recording = (keys: unknown, options?: unknown, ...rest: unknown[]) => {
      note(keys, options, ns, keyPrefix);
      return fixed(keys, options, ...rest);
    };
    return Object.assign(recording, { lng: own ? instance.language : (fixed as { lng?: unknown }).lng, ns, keyPrefix });
  };
  const i18n = Object.create(instance, { t: { value: t }, getFixedT: { value: getFixedT } }) as I18n;

  /** The recorded keys' texts by namespace, as JSON safe inside a <script> element. */
  function serialise(): string {
    const texts: Record<string, Record<string, unknown>> = {};
    for (const [ns, keys] of used) {
      for (const key of keys) {
        const value: unknown = instance.getResource(instance.language, ns, key);
        if (value === undefined || value === null) continue;
        let node = (texts[ns] ??= {});
        const parts = key.split(".");
        for (const part of parts.slice(0, -1)) {
          const next = node[part];
          node = (node[part] = next && typeof next === "object" ? next : {}) as Record<string, unknown>;
        }
        node[parts.at(-1)!] = value;
      }
    }
    return JSON.stringify(texts).replace(/</g, "\\u003c");
  }

  return { i18n, serialise };
}
