// Records which keys a server render translates (decision 0057), for the page's shipped texts
// (page-texts.tsx). A per-request view of the shared i18next instance in which `t` and
// `getFixedT` (react-i18next's source of `t`) note each key; i18next binds its methods to the
// instance, so both are wrapped rather than inherited.
import type { i18n as I18n } from "i18next";

const NATURAL_LANGUAGE = /[ ,?!;]/;

/** i18next's reading of "funnel:cart.total" as namespace and key (a sentence with ":" stays a key). */
function splitKey(key: string, fallback: string): [string, string] {
  const dot = key.indexOf(".");
  const objectPath = !NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)));
  if (!key.includes(":") || !objectPath || key.includes("$t(")) return [fallback, key];
  const parts = key.split(":");
  const ns = parts.shift()!;
  return [ns, parts.join(".")];
}

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

  // The render translates with i18next itself, as the browser does (decision 0069).
  const t = (keys: unknown, options?: unknown) => {
    note(keys, options);
    return (instance.t as unknown as AnyT)(keys, options);
  };
  const getFixedT = (lng: unknown, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const fixed = (instance.getFixedT as unknown as AnyT)(lng, ns, keyPrefix) as AnyT & { lng?: unknown };
    const recording = (keys: unknown, options?: unknown, ...rest: unknown[]) => {
      note(keys, options, ns, keyPrefix);
      return fixed(keys, options, ...rest);
    };
    return Object.assign(recording, { lng: fixed.lng, ns, keyPrefix });
  };
  // Every namespace a component names (react-i18next's useTranslation asks whether each is
  // loaded) travels too, empty when no text of it was rendered: the browser's i18next then finds
  // it there and loads it only for a text the page lacks, not for being named.
  const hasLoadedNamespace = (ns: string | readonly string[], options?: unknown) => {
    for (const name of typeof ns === "string" ? [ns] : ns) if (!used.has(name)) used.set(name, new Set());
    return (instance.hasLoadedNamespace as unknown as AnyT)(ns, options);
  };
  const i18n = Object.create(instance, {
    t: { value: t },
    getFixedT: { value: getFixedT },
    hasLoadedNamespace: { value: hasLoadedNamespace },
  }) as I18n;

  /** The recorded keys' texts by namespace, as JSON safe inside a <script> element. */
  function serialise(): string {
    const texts: Record<string, Record<string, unknown>> = {};
    for (const [ns, keys] of used) {
      texts[ns] ??= {};
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
