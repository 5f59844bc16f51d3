// The aov presets (spec section 3: "presets short, medium, large"): named sets of options for
// the price questions, stored on the product as { short: { aov_waiting_time: "365", ... } }
// (field → option value, so the data survives re-seeding, when option ids change). Choosing a
// preset fills in those answers; answers that equal a preset show it as chosen, anything else
// is a free choice.
import { VALIDATION_MESSAGES } from "../platform/field-checks";

export type Presets = Record<string, Record<string, string>>;

type PresetOption = { id: string; value?: string };
type PresetQuestion = { id: string; field?: string | null; options: readonly PresetOption[] };
/** `presets` is the product's JSON column as read, so it is checked before use. */
export type PresetProduct = { presets: unknown; questions: readonly PresetQuestion[] };

/** The usual order on screen; a preset with another name follows, alphabetically. */
const PRESET_ORDER = ["short", "medium", "large"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The well-formed presets of a JSON value: entries whose choices are all strings. Anything
 * else (null, an array, a number where a value belongs) is left out rather than trusted.
 */
export function readPresets(raw: unknown): Presets {
  const presets: Presets = {};
  if (!isRecord(raw)) return presets;
  for (const [name, choices] of Object.entries(raw)) {
    if (!isRecord(choices)) continue;
    const entries = Object.entries(choices);
    if (entries.length === 0 || !entries.every(([, value]) => typeof value === "string")) continue;
    presets[name] = Object.fromEntries(entries) as Record<string, string>;
  }
  return presets;
}

/** The preset names in screen order (PostgreSQL's jsonb does not keep the stored key order). */
export function presetNames(presets: unknown): string[] {
  const rank = (name: string) => {
    const index = PRESET_ORDER.indexOf(name);
    return index === -1 ? PRESET_ORDER.length : index;
  };
  return Object.keys(readPresets(presets)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export type PresetAnswers = { ok: true; answers: Map<string, string> } | { ok: false; error: typeof VALIDATION_MESSAGES.unknownPreset };

/**
 * The answers a preset stands for: question id → option id, found by field and option value.
 * A name that is not a preset of the product is an error; so is a preset naming a field or a
 * value the product does not have, since applying only part of it would not be that preset.
 */
export function presetAnswers(product: PresetProduct, presetName: string): PresetAnswers {
  const unknown = { ok: false, error: VALIDATION_MESSAGES.unknownPreset } as const;
  const presets = readPresets(product.presets);
  // Object.hasOwn: "constructor" or "__proto__" are not presets.
  if (!Object.hasOwn(presets, presetName)) return unknown;
  const answers = new Map<string, string>();
  for (const [field, value] of Object.entries(presets[presetName]!)) {
    const question = product.questions.find((candidate) => candidate.field === field);
    const option = question?.options.find((candidate) => candidate.value === value);
    if (!question || !option) return unknown;
    answers.set(question.id, option.id);
  }
  return { ok: true, answers };
}

/** The preset whose every option is the chosen one, or null for a free choice. */
export function matchingPreset(product: PresetProduct, answers: ReadonlyMap<string, { optionId: string | null }>): string | null {
  for (const name of presetNames(product.presets)) {
    const preset = presetAnswers(product, name);
    if (!preset.ok) continue;
    if ([...preset.answers].every(([questionId, optionId]) => answers.get(questionId)?.optionId === optionId)) return name;
  }
  return null;
}
