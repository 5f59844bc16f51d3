// The browser's translation function (decision 0055): the part of i18next's `t` this code uses,
// with i18next's rules so that the browser renders what the server rendered (the server keeps
// i18next). tests/unit/client-i18n.test.ts compares it with i18next over every catalogue key.
// Covered: "ns:key" and nested "a.b" keys, {{name}} interpolation (also {{a.b}}; an unknown
// name stays as it is), plurals by Intl.PluralRules (key_zero for 0, key_one, key_other, then
// key), defaultValue (also as the second argument), a missing key shown as the key, and a
// partner's own texts laid over existing texts. Not covered (unused here): $t() nesting,
// context, ordinals, formatters, returnObjects, fallback languages (all catalogues hold the
// same keys, tests/unit/catalogs.test.ts).

export type Catalogue = { [key: string]: unknown };
/** One language's catalogues by namespace, and a partner's own texts by namespace and key. */
export type TranslationSource = {
  language: string;
  catalogues: Readonly<Record<string, Catalogue | undefined>>;
  overrides?: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;
  /** Told of each namespace in which a key was looked for and not found (the browser then loads it whole). */
  onMissing?: (namespace: string, key: string) => void;
};
export type TranslateOptions = { [name: string]: unknown; count?: unknown; defaultValue?: unknown; ns?: string | readonly string[] };

const NATURAL_LANGUAGE = /[ ,?!;]/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const plurals = new Map<string, Intl.PluralRules>();

/** i18next's guess whether "Hello: world" is a sentence rather than "ns:key". */
function looksLikeObjectPath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
}

/** "funnel:cart.total" -> ["funnel", "cart.total"]; a key without a namespace keeps `fallback`. */
export function splitKey(key: string, fallback: string): [string, string] {
  if (!key.includes(":") || !looksLikeObjectPath(key) || key.includes("$t(")) return [fallback, key];
  const parts = key.split(":");
  const ns = parts.shift()!;
  return [ns, parts.join(".")];
}

function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  let current: unknown = catalogue;
  for (const part of key.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Catalogue)[part];
  }
  return current;
}

function valueOf(data: Record<string, unknown>, name: string): unknown {
  if (name in data) return data[name];
  return lookup(data as Catalogue, name);
}

/** {{name}} from the options; a name not given at all stays as it is (i18next's skipOnVariables). */
export function interpolate(text: string, data: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    // "{{- name}}" (unescaped) and "{{name, format}}" (no formatters here) name the same value.
    const name = inner.replace(/^-/, "").split(",")[0]!.trim();
    const value = valueOf(data, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, name) ? "" : match;
    return value === null ? "" : String(value);
  });
}

function pluralSuffix(language: string, count: unknown): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language.replace("_", "-"));
    plurals.set(language, rules);
  }
  return `_${rules.select(count as number)}`;
}

/** i18next's t(key, options) for one language, with `namespace` as the default namespace. */
export function translate(source: TranslationSource, namespace: string, keys: string | readonly string[], optionsOrDefault?: TranslateOptions | string): string {
  const options: TranslateOptions = typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault } : { ...optionsOrDefault };
  const all = (Array.isArray(keys) ? keys : [keys]) as readonly string[];
  if (all.length === 0) return "";
  const defaultNs = typeof options.ns === "string" ? options.ns : (options.ns?.[0] ?? namespace);
  const plural = options.count !== undefined && typeof options.count !== "string";
  const suffix = plural ? pluralSuffix(source.language, options.count) : "";
  let found: unknown;
  let usedKey = "";
  for (const raw of all) {
    const [ns, key] = splitKey(String(raw), defaultNs);
    usedKey = key;
    const candidates = plural ? [...(options.count === 0 ? [`${key}_zero`] : []), key + suffix, key] : [key];
    for (const candidate of candidates) {
      found = lookup(source.catalogues[ns], candidate);
      if (found === null) found = undefined;
      if (found === undefined) continue;
      const own = source.overrides?.[ns]?.[candidate];
      if (typeof found === "string" && typeof own === "string") found = own;
      break;
    }
    if (found !== undefined) break;
    source.onMissing?.(ns, usedKey);
  }
  let text: string;
  if (found !== undefined && typeof found === "object") return `key '${usedKey} (${source.language})' returned an object instead of string.`;
  if (found !== undefined) text = String(found);
  else {
    const fallback = (plural && options.count === 0 ? options.defaultValue_zero : undefined) ?? options[`defaultValue${suffix}`] ?? options.defaultValue;
    text = fallback !== undefined && fallback !== null ? String(fallback) : usedKey;
  }
  return interpolate(text, options);
}
