import { describe, expect, it } from "vitest";
import { COLOUR_GROUPS, COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";

const byKey = new Map(COLOUR_REGISTRY.map((d) => [d.key, d]));

const REQUIRED_KEYS = [
  "primary",
  "secondary",
  "title",
  "text",
  "text-muted",
  "link",
  "background-body",
  "background-surface",
  "border",
  "focus-ring",
  "header-background",
  "header-text",
  "button-solid-background",
  "button-solid-text",
  "button-solid-hover-background",
  "button-ghost-border",
  "button-ghost-text",
  "button-ghost-hover-background",
  "button-disabled-background",
  "button-disabled-text",
  "error",
  "error-background",
  "success",
  "success-background",
  "warning",
  "warning-background",
  "steps-active",
  "steps-inactive",
  "steps-text",
  "skeleton-base",
  "skeleton-highlight",
  "loader-primary",
  "loader-secondary",
  "nav-pane-background",
  "nav-pane-text",
  "nav-pane-active-background",
  "nav-pane-active-text",
  "support-open",
  "support-closed",
  "badge-background",
  "badge-text",
  "card-background",
  "card-border",
  "input-background",
  "input-border",
  "input-text",
  "input-placeholder",
  "footer-background",
  "footer-text",
];

const FAMILIES = [
  "cart-",
  "product-",
  "policy-",
  "question-",
  "profession-",
  "pdp-",
  "invoice-card-",
  "nav-pane-",
  "consumer-",
  "quote-summary-",
  "loader-",
];

describe("COLOUR_REGISTRY", () => {
  it("has between 150 and 170 keys", () => {
    expect(COLOUR_REGISTRY.length).toBeGreaterThanOrEqual(150);
    expect(COLOUR_REGISTRY.length).toBeLessThanOrEqual(170);
  });

  it("has unique kebab-case keys", () => {
    expect(byKey.size).toBe(COLOUR_REGISTRY.length);
    for (const d of COLOUR_REGISTRY) expect(d.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("has lower-case 6-digit hex defaults and a title", () => {
    for (const d of COLOUR_REGISTRY) {
      expect(d.defaultValue, d.key).toMatch(/^#[0-9a-f]{6}$/);
      expect(d.title.trim(), d.key).not.toBe("");
    }
  });

  it("puts every key in a known group", () => {
    for (const d of COLOUR_REGISTRY) expect(COLOUR_GROUPS, d.key).toContain(d.group);
  });

  it("only falls back to other existing keys", () => {
    for (const d of COLOUR_REGISTRY) {
      if (d.fallbackKey === undefined) continue;
      expect(byKey.has(d.fallbackKey), `${d.key} -> ${d.fallbackKey}`).toBe(true);
      expect(d.fallbackKey, d.key).not.toBe(d.key);
    }
  });

  it("has no fallback cycles", () => {
    for (const d of COLOUR_REGISTRY) {
      let current: string | undefined = d.key;
      let steps = 0;
      while (current !== undefined && steps <= 10) {
        current = byKey.get(current)?.fallbackKey;
        steps++;
      }
      expect(current, `chain from ${d.key} does not end`).toBeUndefined();
    }
  });

  it("contains the required keys", () => {
    for (const key of REQUIRED_KEYS) expect(byKey.has(key), key).toBe(true);
  });

  it("has at least 3 keys in every family", () => {
    for (const prefix of FAMILIES) {
      const count = COLOUR_REGISTRY.filter((d) => d.key.startsWith(prefix)).length;
      expect(count, prefix).toBeGreaterThanOrEqual(3);
    }
  });

  it("marks some keys as global", () => {
    expect(COLOUR_REGISTRY.some((d) => d.global === true)).toBe(true);
  });
});

describe("translated key titles and groups", () => {
  it("every registry key has a title, and every group a name, in each of the four languages (and nothing stale)", async () => {
    const { resources } = await import("~/server/platform/i18n.server");
    for (const language of ["nl", "en", "de", "fr"] as const) {
      const titles: Record<string, string> = resources[language].colourKeys;
      expect(Object.keys(titles).sort(), language).toEqual(COLOUR_REGISTRY.map((d) => d.key).sort());
      const groups: Record<string, string> = resources[language].colours.groups;
      for (const group of COLOUR_GROUPS) expect(groups[group], `${language} ${group}`).toBeTruthy();
    }
    expect(resources.en.colourKeys["button-solid-background"]).toBe(byKey.get("button-solid-background")?.title);
  });
});
