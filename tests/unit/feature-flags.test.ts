// The flag evaluation and the admin form's checks (decision 0049): every branch of the rule and
// the edges of each field.
import { describe, expect, it } from "vitest";
import {
  checkFlagForm,
  evaluateFlag,
  FLAG_EXTRA_MAX,
  FLAG_KEY_MAX,
  FLAG_LIST_MAX,
  isFlagEnvironment,
  splitList,
  stringList,
  userItemKind,
  type FeatureFlag,
} from "~/domain/staff/feature-flags";

const flag = (overrides: Partial<FeatureFlag> = {}): FeatureFlag => ({
  key: "usp_ticker",
  active: true,
  includePartners: [],
  excludePartners: [],
  includeUsers: [],
  excludeUsers: [],
  extra: "blue",
  ...overrides,
});
const acme = { partnerName: "acme", userId: "user-1" };
const guest = { partnerName: "acme", userId: null };

describe("evaluateFlag", () => {
  it("is off without a flag and for an inactive flag, whatever its lists say", () => {
    expect(evaluateFlag(null, acme)).toEqual({ on: false, extra: null });
    expect(evaluateFlag(undefined, acme)).toEqual({ on: false, extra: null });
    expect(evaluateFlag(flag({ active: false }), acme)).toEqual({ on: false, extra: null });
    expect(evaluateFlag(flag({ active: false, includePartners: ["acme"], includeUsers: ["user-1"] }), acme).on).toBe(false);
  });

  it("is on for everyone when both include lists are empty, with its extra value", () => {
    expect(evaluateFlag(flag(), acme)).toEqual({ on: true, extra: "blue" });
    expect(evaluateFlag(flag(), guest)).toEqual({ on: true, extra: "blue" });
    expect(evaluateFlag(flag({ extra: null }), { partnerName: "boekfix", userId: null })).toEqual({ on: true, extra: null });
  });

  it("with an include list is on only for an included partner or an included user", () => {
    const partnersOnly = flag({ includePartners: ["boekfix"] });
    expect(evaluateFlag(partnersOnly, { partnerName: "boekfix", userId: null }).on).toBe(true);
    expect(evaluateFlag(partnersOnly, acme)).toEqual({ on: false, extra: null });
    const usersOnly = flag({ includeUsers: ["user-1"] });
    expect(evaluateFlag(usersOnly, acme).on).toBe(true);
    expect(evaluateFlag(usersOnly, { partnerName: "acme", userId: "user-2" }).on).toBe(false);
    // A guest without an id is never an included user.
    expect(evaluateFlag(usersOnly, guest).on).toBe(false);
    // Either list is enough.
    const both = flag({ includePartners: ["boekfix"], includeUsers: ["user-1"] });
    expect(evaluateFlag(both, acme).on).toBe(true);
    expect(evaluateFlag(both, { partnerName: "boekfix", userId: "user-9" }).on).toBe(true);
    expect(evaluateFlag(both, { partnerName: "solo", userId: "user-9" }).on).toBe(false);
  });

  it("excluding wins: an excluded partner or user is off even when included or open to all", () => {
    expect(evaluateFlag(flag({ excludePartners: ["acme"] }), acme).on).toBe(false);
    expect(evaluateFlag(flag({ excludePartners: ["acme"] }), { partnerName: "solo", userId: null }).on).toBe(true);
    expect(evaluateFlag(flag({ excludeUsers: ["user-1"] }), acme).on).toBe(false);
    expect(evaluateFlag(flag({ excludeUsers: ["user-1"] }), guest).on).toBe(true);
    expect(evaluateFlag(flag({ includePartners: ["acme"], excludeUsers: ["user-1"] }), acme).on).toBe(false);
    expect(evaluateFlag(flag({ includeUsers: ["user-1"], excludePartners: ["acme"] }), acme).on).toBe(false);
  });

  it("compares partner names without regard to case; user ids exactly", () => {
    expect(evaluateFlag(flag({ includePartners: ["acme"] }), { partnerName: "ACME", userId: null }).on).toBe(true);
    expect(evaluateFlag(flag({ includeUsers: ["User-1"] }), acme).on).toBe(false);
  });
});

describe("stored lists and environments", () => {
  it("reads a JSON list of strings, anything else as empty", () => {
    expect(stringList(["a", "b"])).toEqual(["a", "b"]);
    expect(stringList(["a", 3, null, "b"])).toEqual(["a", "b"]);
    expect(stringList("a")).toEqual([]);
    expect(stringList(null)).toEqual([]);
    expect(stringList({ a: 1 })).toEqual([]);
  });

  it("knows the four environments of the spec", () => {
    for (const name of ["development", "qa", "stage", "production"]) expect(isFlagEnvironment(name)).toBe(true);
    for (const name of ["test", "Production", "", null, 1]) expect(isFlagEnvironment(name)).toBe(false);
  });

  it("splits a list by lines, commas, semicolons and spaces, keeping the first of duplicates", () => {
    expect(splitList("acme\nboekfix, solo;acme\r\n  \n")).toEqual(["acme", "boekfix", "solo"]);
    expect(splitList("   ")).toEqual([]);
  });

  it("names a user by e-mail address or id", () => {
    expect(userItemKind("a@b.nl")).toBe("email");
    expect(userItemKind("cm1abcdef0000")).toBe("id");
    expect(userItemKind("a@b")).toBeNull();
    expect(userItemKind("<script>")).toBeNull();
    expect(userItemKind("x".repeat(65))).toBeNull();
    expect(userItemKind(`${"x".repeat(250)}@b.nl`)).toBeNull();
  });
});

describe("checkFlagForm", () => {
  const valid = {
    key: "usp_ticker",
    environment: "qa",
    active: "on",
    includePartners: "",
    excludePartners: "",
    includeUsers: "",
    excludeUsers: "",
    extra: "",
  };

  it("accepts a minimal flag and normalises what was typed", () => {
    const result = checkFlagForm({
      ...valid,
      key: " New_Banner ",
      includePartners: "ACME\nboekfix",
      includeUsers: "Jan@Example.nl cm1X",
      extra: "  red  ",
    });
    expect(result).toEqual({
      ok: true,
      draft: {
        key: "new_banner",
        environment: "qa",
        active: true,
        includePartners: ["acme", "boekfix"],
        excludePartners: [],
        includeUsers: ["jan@example.nl", "cm1X"],
        excludeUsers: [],
        extra: "red",
      },
    });
  });

  it("is inactive unless the box is ticked, and an empty extra is none", () => {
    const result = checkFlagForm({ ...valid, active: "" });
    expect(result.ok && result.draft.active).toBe(false);
    expect(result.ok && result.draft.extra).toBeNull();
    expect(checkFlagForm({ ...valid, active: undefined }).ok).toBe(true);
  });

  it("wants a snake_case key of at most 64 characters", () => {
    expect(checkFlagForm({ ...valid, key: "" })).toEqual({ ok: false, errors: { key: { code: "required" } } });
    for (const key of ["1abc", "a", "has space", "dash-ed", "trailing_", "ü_ber", "a".repeat(FLAG_KEY_MAX + 1)]) {
      expect(checkFlagForm({ ...valid, key }), key).toEqual({ ok: false, errors: { key: { code: "keyFormat" } } });
    }
    expect(checkFlagForm({ ...valid, key: "ab" }).ok).toBe(true);
    expect(checkFlagForm({ ...valid, key: "a".repeat(FLAG_KEY_MAX) }).ok).toBe(true);
  });

  it("wants one of the four environments", () => {
    expect(checkFlagForm({ ...valid, environment: "test" })).toEqual({ ok: false, errors: { environment: { code: "environment" } } });
    expect(checkFlagForm({ ...valid, environment: undefined })).toEqual({ ok: false, errors: { environment: { code: "environment" } } });
  });

  it("keeps key and environment of a flag being edited, whatever is posted", () => {
    const result = checkFlagForm({ ...valid, key: "other", environment: "nonsense" }, { key: "usp_ticker", environment: "stage" });
    expect(result.ok && [result.draft.key, result.draft.environment]).toEqual(["usp_ticker", "stage"]);
  });

  it("names the first malformed item of a list", () => {
    expect(checkFlagForm({ ...valid, includePartners: "acme\nnot_a_name\n-x" })).toEqual({
      ok: false,
      errors: { includePartners: { code: "itemFormat", item: "not_a_name" } },
    });
    expect(checkFlagForm({ ...valid, excludePartners: "a".repeat(41) }).ok).toBe(false);
    expect(checkFlagForm({ ...valid, includeUsers: "jan@" })).toEqual({
      ok: false,
      errors: { includeUsers: { code: "itemFormat", item: "jan@" } },
    });
    expect(checkFlagForm({ ...valid, excludeUsers: "a/b" })).toEqual({
      ok: false,
      errors: { excludeUsers: { code: "itemFormat", item: "a/b" } },
    });
  });

  it("takes at most 200 items a list", () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`).join("\n");
    expect(checkFlagForm({ ...valid, includePartners: names(FLAG_LIST_MAX) }).ok).toBe(true);
    expect(checkFlagForm({ ...valid, includePartners: names(FLAG_LIST_MAX + 1) })).toEqual({
      ok: false,
      errors: { includePartners: { code: "tooMany" } },
    });
  });

  it("refuses a partner or user both included and excluded, at the exclude list", () => {
    expect(checkFlagForm({ ...valid, includePartners: "acme", excludePartners: "solo ACME" })).toEqual({
      ok: false,
      errors: { excludePartners: { code: "inBoth", item: "acme" } },
    });
    expect(checkFlagForm({ ...valid, includeUsers: "u1", excludeUsers: "u1" })).toEqual({
      ok: false,
      errors: { excludeUsers: { code: "inBoth", item: "u1" } },
    });
  });

  it("takes an extra value of at most 500 characters", () => {
    expect(checkFlagForm({ ...valid, extra: "x".repeat(FLAG_EXTRA_MAX) }).ok).toBe(true);
    expect(checkFlagForm({ ...valid, extra: "x".repeat(FLAG_EXTRA_MAX + 1) })).toEqual({
      ok: false,
      errors: { extra: { code: "tooLong" } },
    });
  });

  it("reports every wrong field at once", () => {
    const result = checkFlagForm({ key: "9", environment: "x", includePartners: "?", extra: "x".repeat(501) });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["environment", "extra", "includePartners", "key"]);
  });
});
