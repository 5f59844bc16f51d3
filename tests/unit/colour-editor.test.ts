import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import { contrastFailuresOfSave } from "~/domain/partners/theme/contrast";
import {
  changedColours,
  createsFallbackCycle,
  dependentKeys,
  isPreviewOrigin,
  normaliseHex,
  ownRootDomain,
  parsePreviewMessage,
  planColourSave,
  previewTheme,
  readColourSave,
  validateNewColourKey,
} from "~/domain/partners/theme/colour-editor";
import { resolveTheme } from "~/domain/partners/theme/theme";

const KEYS = [
  { key: "primary", defaultValue: "#1f4e8c" },
  { key: "title", defaultValue: "#1a3a66", fallbackKey: "primary" },
  { key: "link", defaultValue: "#1f4e8c", fallbackKey: "primary" },
  { key: "cart-title", defaultValue: "#1a3a66", fallbackKey: "title" },
  { key: "text", defaultValue: "#1d2433" },
];

describe("normaliseHex", () => {
  it("accepts #rgb and #rrggbb in any case and returns lower-case #rrggbb", () => {
    expect(normaliseHex("#ABC")).toBe("#aabbcc");
    expect(normaliseHex("#a1B2c3")).toBe("#a1b2c3");
    expect(normaliseHex("  #0f0  ")).toBe("#00ff00");
  });
  it("refuses names, wrong lengths, missing #, non-hex digits and CSS injection", () => {
    for (const bad of ["red", "#12345g", "#fff;}body{", "fff", "#ffff", "#1234567", "#11223344", "", "#", "rgb(0,0,0)", "# fff"]) {
      expect(normaliseHex(bad), bad).toBeNull();
    }
    expect(normaliseHex(undefined)).toBeNull();
    expect(normaliseHex(123)).toBeNull();
  });
});

describe("changedColours", () => {
  const saved = { primary: "#1f4e8c", text: "#1d2433" };
  it("keeps only valid values that differ from the saved ones, normalised", () => {
    expect(changedColours(saved, { primary: "#1F4E8C", text: "#000" })).toEqual({ text: "#000000" });
  });
  it("leaves out invalid values and unknown keys", () => {
    expect(changedColours(saved, { primary: "#12", nope: "#ffffff" })).toEqual({});
  });
});

describe("previewTheme", () => {
  it("matches the server's resolution of the saved values plus the changes", () => {
    const partner = { primary: "#0b6e4f" };
    const changes = { title: "#222222" };
    expect(previewTheme(KEYS, partner, changes)).toEqual(resolveTheme(KEYS, new Map(Object.entries({ ...partner, ...changes }))));
  });
  it("moves keys that fall back to a changed key when they have no value of their own", () => {
    const theme = previewTheme(KEYS, { link: "#333333" }, { primary: "#ff0000" });
    expect(theme.primary).toBe("#ff0000");
    expect(theme.title).toBe("#ff0000"); // falls back to primary
    expect(theme.link).toBe("#333333"); // its own value wins
    expect(theme["cart-title"]).toBe("#ff0000"); // the whole chain: cart-title -> title -> primary
    expect(previewTheme(KEYS, {}, { title: "#00ff00" })["cart-title"]).toBe("#00ff00");
  });
  it("changing a global base key of the registry updates every key that falls back to it", () => {
    const theme = previewTheme(COLOUR_REGISTRY, {}, { text: "#101010" });
    for (const key of dependentKeys(COLOUR_REGISTRY, "text")) expect(theme[key], key).toBe("#101010");
    expect(dependentKeys(COLOUR_REGISTRY, "text").length).toBeGreaterThan(10);
  });
});

describe("readColourSave", () => {
  const known = new Set(KEYS.map((k) => k.key));
  it("keeps only keys whose posted value differs from the value the form was loaded with, normalised", () => {
    const read = readColourSave(
      [
        ["intent", "save"],
        ["primary", "#ABC"],
        ["was.primary", "#1f4e8c"],
        ["title", "#1F4E8C"], // falls back to primary and was left alone: no change
        ["was.title", "#1f4e8c"],
        ["link", "#1f4e8c"],
        ["was.link", "#1F4E8C"],
        ["text", " #112233 "],
        ["was.text", "#1d2433"],
      ],
      known,
    );
    expect(read).toEqual({
      ok: true,
      changes: { primary: { value: "#aabbcc", was: "#1f4e8c" }, text: { value: "#112233", was: "#1d2433" } },
      edits: { primary: "#ABC", text: " #112233 " },
    });
  });
  it("#abc and #aabbcc are the same colour, and a stored colour with alpha left as loaded is no change", () => {
    const read = readColourSave(
      [
        ["primary", "#aabbcc"],
        ["was.primary", "#ABC"],
        ["text", "#11223344"],
        ["was.text", "#11223344"],
      ],
      known,
    );
    expect(read).toEqual({ ok: true, changes: {}, edits: {} });
  });
  it("ignores an unknown key left as loaded (removed meanwhile), but refuses one that was changed", () => {
    expect(
      readColourSave(
        [
          ["gone", "#ffffff"],
          ["was.gone", "#ffffff"],
        ],
        known,
      ),
    ).toEqual({ ok: true, changes: {}, edits: {} });
    expect(
      readColourSave(
        [
          ["gone", "#000000"],
          ["was.gone", "#ffffff"],
        ],
        known,
      ),
    ).toMatchObject({ ok: false, errors: [{ key: "gone", reason: "unknownKey" }] });
  });
  it("refuses unknown keys, values that are not hex colours and changes without their loaded value, listing each and keeping what was typed", () => {
    const read = readColourSave(
      [
        ["primary", "red"],
        ["was.primary", "#1f4e8c"],
        ["title", "#fff;}body{"],
        ["was.title", "#1a3a66"],
        ["bogus", "#ffffff"],
        ["text", "#101010"],
        ["link", "#202020"],
        ["was.link", "#1f4e8c"],
      ],
      known,
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        { key: "primary", reason: "invalidColour" },
        { key: "title", reason: "invalidColour" },
        { key: "bogus", reason: "unknownKey" },
        { key: "text", reason: "missingBase" },
      ],
      edits: { primary: "red", title: "#fff;}body{", bogus: "#ffffff", text: "#101010", link: "#202020" },
    });
  });
});

/** Changes as the form posts them: each with the colour it showed when loaded. */
function changesFrom(keys: typeof KEYS | typeof COLOUR_REGISTRY, partner: Record<string, string>, values: Record<string, string>) {
  const shown = resolveTheme(keys, new Map(Object.entries(partner)));
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, was: shown[key]! }]));
}

describe("planColourSave", () => {
  it("writes only keys whose shown colour changes, with old and new values for the audit", () => {
    const partner = { primary: "#0b6e4f" };
    const plan = planColourSave(KEYS, partner, changesFrom(KEYS, partner, { primary: "#0b6e4f", text: "#000000", link: "#0b6e4f" }));
    expect(plan.upserts).toEqual({ text: "#000000" });
    expect(plan.deletes).toEqual([]);
    expect(plan.old).toEqual({ text: "#1d2433" });
    expect(plan.new).toEqual({ text: "#000000" });
    expect(plan.conflicts).toEqual({});
  });
  it("drops a partner row whose value equals what the key shows without it", () => {
    const partner = { primary: "#0b6e4f", text: "#000000" };
    const plan = planColourSave(KEYS, partner, changesFrom(KEYS, partner, { text: "#1d2433" }));
    expect(plan.upserts).toEqual({});
    expect(plan.deletes).toEqual(["text"]);
    expect(plan.new).toEqual({ text: "#1d2433" });
  });
  it("keeps the row when the default differs from the fallback's value", () => {
    // link's default is #1f4e8c, but without its own row it would show primary (#0b6e4f).
    const partner = { primary: "#0b6e4f", link: "#333333" };
    const plan = planColourSave(KEYS, partner, changesFrom(KEYS, partner, { link: "#1f4e8c" }));
    expect(plan.upserts).toEqual({ link: "#1f4e8c" });
    expect(plan.deletes).toEqual([]);
  });
  it("keeps the row when another key falls back to it", () => {
    // title's own default equals primary's value, but cart-title falls back to title's row.
    const partner = { title: "#444444" };
    const plan = planColourSave(KEYS, partner, changesFrom(KEYS, partner, { title: "#1f4e8c" }));
    expect(plan.upserts).toEqual({ title: "#1f4e8c" });
  });
  it("saves a whole palette of the registry: every key changes and resolves as submitted", () => {
    const palette = Object.fromEntries(COLOUR_REGISTRY.map((d, i) => [d.key, `#${(0x100000 + i * 977).toString(16).slice(-6)}`]));
    const plan = planColourSave(COLOUR_REGISTRY, {}, changesFrom(COLOUR_REGISTRY, {}, palette));
    expect(Object.keys(plan.new)).toHaveLength(COLOUR_REGISTRY.length);
    const after = resolveTheme(COLOUR_REGISTRY, new Map(Object.entries(plan.upserts)));
    expect(after).toEqual(palette);
  });
  it("a key saved by someone else since the form was loaded is a conflict, and nothing is written", () => {
    // Loaded when primary was #0b6e4f; someone has saved #990000 since.
    const plan = planColourSave(
      KEYS,
      { primary: "#990000" },
      {
        primary: { value: "#123456", was: "#0b6e4f" },
        text: { value: "#000000", was: "#1d2433" },
      },
    );
    expect(plan.conflicts).toEqual({ primary: "#990000" });
    expect(plan).toMatchObject({ upserts: {}, deletes: [], old: {}, new: {} });
  });
  it("a change of another key meanwhile is no conflict, and the keys that fall back stay unset", () => {
    // Loaded with nothing of the partner's own; someone has saved primary since, which title
    // and link (no rows of their own) now show. This admin changed text only.
    const plan = planColourSave(KEYS, { primary: "#990000" }, { text: { value: "#000000", was: "#1d2433" } });
    expect(plan.conflicts).toEqual({});
    expect(plan.upserts).toEqual({ text: "#000000" });
    expect(plan.deletes).toEqual([]);
  });
  it("a key that now shows what this admin asked for is no conflict and needs no write", () => {
    const plan = planColourSave(KEYS, { primary: "#123456" }, { primary: { value: "#123456", was: "#0b6e4f" } });
    expect(plan).toEqual({ upserts: {}, deletes: [], old: {}, new: {}, conflicts: {} });
  });
  it("a key that falls back shows another colour when its fallback changed meanwhile: a conflict if this admin changed it", () => {
    // Loaded when title showed primary's default #1f4e8c; primary is #990000 now, so title shows that.
    const plan = planColourSave(KEYS, { primary: "#990000" }, { title: { value: "#222222", was: "#1f4e8c" } });
    expect(plan.conflicts).toEqual({ title: "#990000" });
  });
});

describe("fallback cycles and new keys", () => {
  const existing = [
    { key: "primary", fallbackKey: null },
    { key: "title", fallbackKey: "primary" },
    { key: "loop-a", fallbackKey: "loop-b" }, // dangling until loop-b exists
  ];
  it("finds a cycle through existing links, and a key falling back to itself", () => {
    expect(createsFallbackCycle("loop-b", "loop-a", existing)).toBe(true);
    expect(createsFallbackCycle("self", "self", existing)).toBe(true);
    expect(createsFallbackCycle("new-key", "title", existing)).toBe(false);
    expect(createsFallbackCycle("new-key", null, existing)).toBe(false);
  });
  it("accepts a well-formed new key", () => {
    expect(
      validateNewColourKey(
        { key: " Banner-Background ", group: "banner", title: "Banner", fallbackKey: "primary", defaultValue: "#ABC", global: "on" },
        existing,
      ),
    ).toEqual({
      ok: true,
      value: { key: "banner-background", group: "banner", title: "Banner", fallbackKey: "primary", defaultValue: "#aabbcc", global: true },
    });
  });
  it("refuses a fallback cycle, an unknown fallback, taken and malformed keys and bad defaults", () => {
    const cycle = validateNewColourKey(
      { key: "loop-b", group: "x", title: "Loop", fallbackKey: "loop-a", defaultValue: "#000000" },
      existing,
    );
    expect(cycle).toEqual({ ok: false, errors: { fallbackKey: "cycle" } });
    const self = validateNewColourKey(
      { key: "selfish", group: "x", title: "S", fallbackKey: "selfish", defaultValue: "#000000" },
      existing,
    );
    expect(self).toEqual({ ok: false, errors: { fallbackKey: "cycle" } });
    const bad = validateNewColourKey({ key: "Primary", group: "Not ok", title: "", fallbackKey: "nope", defaultValue: "red" }, existing);
    expect(bad).toEqual({
      ok: false,
      errors: { key: "taken", group: "format", title: "required", fallbackKey: "unknown", defaultValue: "invalidColour" },
    });
    expect(validateNewColourKey({ key: "a--b", group: "g", title: "t", defaultValue: "#000" }, existing)).toMatchObject({
      errors: { key: "format" },
    });
    expect(validateNewColourKey({ key: "intent", group: "g", title: "t", defaultValue: "#000" }, existing)).toMatchObject({
      errors: { key: "reserved" },
    });
    expect(validateNewColourKey({}, existing)).toMatchObject({
      errors: { key: "required", group: "required", title: "required", defaultValue: "required" },
    });
  });
});

describe("preview messages", () => {
  const acmePage = { protocol: "http:", hostname: "acme.localhost", port: "3000" };
  it("knows the root domain of a partner host and of the default partner's bare domain", () => {
    expect(ownRootDomain("acme.localhost", "acme")).toBe("localhost");
    expect(ownRootDomain("www.acme.example.nl", "acme")).toBe("example.nl");
    expect(ownRootDomain("localhost", "direct")).toBe("localhost");
    expect(ownRootDomain("www.example.nl", "direct")).toBe("example.nl");
  });
  it("accepts our own hosts: the root domain and its partner labels, same scheme and port", () => {
    expect(isPreviewOrigin("http://localhost:3000", acmePage, "acme")).toBe(true);
    expect(isPreviewOrigin("http://acme.localhost:3000", acmePage, "acme")).toBe(true);
    expect(isPreviewOrigin("http://boekfix.localhost:3000", acmePage, "acme")).toBe(true);
    expect(isPreviewOrigin("https://admin.example.nl", { protocol: "https:", hostname: "acme.example.nl", port: "" }, "acme")).toBe(true);
  });
  it("refuses other sites, look-alike hosts, other ports and schemes, and junk", () => {
    for (const origin of [
      "http://evil.example:3000",
      "http://localhost.evil.example:3000",
      "http://evillocalhost:3000",
      "http://localhost:4000",
      "https://localhost:3000",
      "null",
      "",
      "javascript:alert(1)",
    ]) {
      expect(isPreviewOrigin(origin, acmePage, "acme"), origin).toBe(false);
    }
    const nl = { protocol: "https:", hostname: "acme.example.nl", port: "" };
    expect(isPreviewOrigin("https://evil.nl", nl, "acme")).toBe(false);
    expect(isPreviewOrigin("https://example.nl.evil.nl", nl, "acme")).toBe(false);
  });
  it("keeps only CSS-safe key names with hex values", () => {
    expect(
      parsePreviewMessage({
        type: "colour-preview",
        values: {
          primary: "#ABC",
          "button-solid-background": "#112233",
          "x;}body{": "#000000",
          text: "red",
          title: "#fff;}body{",
          Upper: "#000000",
        },
      }),
    ).toEqual({ primary: "#aabbcc", "button-solid-background": "#112233" });
  });
  it("ignores messages of another type or shape", () => {
    expect(parsePreviewMessage({ type: "other", values: { primary: "#000000" } })).toBeNull();
    expect(parsePreviewMessage({ type: "colour-preview", values: [["primary", "#000000"]] })).toBeNull();
    expect(parsePreviewMessage("colour-preview")).toBeNull();
    expect(parsePreviewMessage(null)).toBeNull();
  });
});

describe("contrast of a save (WCAG 2.2 AA)", () => {
  const registry = COLOUR_REGISTRY.map(({ key, defaultValue, fallbackKey }) => ({ key, defaultValue, fallbackKey }));
  const pairs = (warnings: ReturnType<typeof contrastFailuresOfSave>) => warnings.map((w) => `${w.foreground} on ${w.background}`);

  it("names the pairs a save leaves below AA, its dependents' included", () => {
    expect(contrastFailuresOfSave(registry, {}, { "input-text": "#bbbbbb" })).toEqual([
      expect.objectContaining({ foreground: "input-text", background: "input-background", kind: "text", minimum: 4.5 }),
    ]);
    // A pale page text reaches every key that falls back to it.
    const text = pairs(contrastFailuresOfSave(registry, {}, { text: "#cccccc" }));
    expect(text).toContain("text on background-body");
    expect(text).toContain("steps-text on background-body");
  });

  it("leaves out pairs that pass, and failing pairs the save does not touch", () => {
    expect(contrastFailuresOfSave(registry, {}, { "input-text": "#333333" })).toEqual([]);
    const paleBefore = { "input-text": "#bbbbbb" };
    expect(contrastFailuresOfSave(registry, paleBefore, { ...paleBefore, "focus-ring": "#123456" })).toEqual([]);
    // Changing the background under an already pale text is this save's doing again.
    expect(pairs(contrastFailuresOfSave(registry, paleBefore, { ...paleBefore, "input-background": "#fafafa" }))).toEqual([
      "input-text on input-background",
    ]);
  });
});
