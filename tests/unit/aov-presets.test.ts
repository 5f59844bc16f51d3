// aov presets: names in screen order, a preset as answers (question id → option id), and which
// preset the chosen answers amount to.
import { describe, expect, it } from "vitest";
import { matchingPreset, presetAnswers, presetNames, readPresets } from "~/domain/checkout/aov-presets";
import { answersFor, seedProduct } from "./support/seed-products";

const aov = seedProduct("aov");
const PRESET_FIELDS = ["aov_percentage", "aov_waiting_time", "aov_duration", "aov_indexation", "aov_mental_discount"];

const question = (field: string) => aov.questions.find((candidate) => candidate.field === field)!;
const optionId = (field: string, value: string) => question(field).options.find((option) => option.value === value)!.id;

describe("presetNames", () => {
  it("lists short, medium, large in that order whatever the stored key order", () => {
    expect(presetNames(aov.presets)).toEqual(["short", "medium", "large"]);
    // PostgreSQL jsonb hands keys back sorted by length, then bytes.
    expect(presetNames({ large: { a: "1" }, short: { a: "1" }, medium: { a: "1" } })).toEqual(["short", "medium", "large"]);
    expect(presetNames({ zeta: { a: "1" }, large: { a: "1" }, alpha: { a: "1" } })).toEqual(["large", "alpha", "zeta"]);
  });

  it("has none for a product without presets or with malformed ones", () => {
    for (const raw of [null, undefined, "short", 3, [], ["short"]]) expect(presetNames(raw), String(raw)).toEqual([]);
    expect(presetNames({ short: null, medium: [], large: { aov_duration: 5 }, empty: {}, ok: { aov_duration: "5" } })).toEqual(["ok"]);
    expect(readPresets({ ok: { aov_duration: "5" } })).toEqual({ ok: { aov_duration: "5" } });
  });
});

describe("presetAnswers", () => {
  it("turns the short preset into the option ids of its values", () => {
    const result = presetAnswers(aov, "short");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.fromEntries(result.answers)).toEqual({
      [question("aov_percentage").id]: optionId("aov_percentage", "60"),
      [question("aov_waiting_time").id]: optionId("aov_waiting_time", "365"),
      [question("aov_duration").id]: optionId("aov_duration", "1"),
      [question("aov_indexation").id]: optionId("aov_indexation", "0"),
      [question("aov_mental_discount").id]: optionId("aov_mental_discount", "excluded"),
    });
  });

  it("answers every preset question for each preset, with different choices per preset", () => {
    const chosen = presetNames(aov.presets).map((name) => {
      const result = presetAnswers(aov, name);
      if (!result.ok) throw new Error(name);
      expect([...result.answers.keys()].sort(), name).toEqual(PRESET_FIELDS.map((field) => question(field).id).sort());
      return JSON.stringify([...result.answers]);
    });
    expect(new Set(chosen).size).toBe(3);
  });

  it("refuses a name that is not a preset, inherited object keys included", () => {
    for (const name of ["", "huge", "Short", "constructor", "__proto__", "toString", "x".repeat(10_000)]) {
      expect(presetAnswers(aov, name), name).toEqual({ ok: false, error: "validations:unknownPreset" });
    }
    expect(presetAnswers({ ...aov, presets: null }, "short")).toEqual({ ok: false, error: "validations:unknownPreset" });
  });

  it("refuses a preset naming a field or a value the product does not have, rather than applying part of it", () => {
    const broken = { ...aov, presets: { short: { aov_waiting_time: "365", aov_duration: "99" }, medium: { no_such_field: "1" } } };
    expect(presetAnswers(broken, "short")).toEqual({ ok: false, error: "validations:unknownPreset" });
    expect(presetAnswers(broken, "medium")).toEqual({ ok: false, error: "validations:unknownPreset" });
  });
});

describe("matchingPreset", () => {
  const withPreset = (name: string, extra: Record<string, string | number> = {}) => {
    const answers = answersFor(aov, { birth_date: "1990-01-01", income: 40_000, is_smoking: "yes", ...extra });
    const result = presetAnswers(aov, name);
    if (!result.ok) throw new Error(name);
    for (const [questionId, id] of result.answers) answers.set(questionId, { optionId: id });
    return answers;
  };

  it("names the preset whose options are all chosen, whatever the other answers", () => {
    for (const name of ["short", "medium", "large"]) expect(matchingPreset(aov, withPreset(name)), name).toBe(name);
  });

  it("is a free choice (null) when one option differs or is missing", () => {
    const changed = withPreset("medium");
    changed.set(question("aov_waiting_time").id, { optionId: optionId("aov_waiting_time", "730") });
    expect(matchingPreset(aov, changed)).toBeNull();

    const missing = withPreset("large");
    missing.delete(question("aov_indexation").id);
    expect(matchingPreset(aov, missing)).toBeNull();

    expect(matchingPreset(aov, new Map())).toBeNull();
    expect(matchingPreset({ ...aov, presets: null }, withPreset("short"))).toBeNull();
  });
});
