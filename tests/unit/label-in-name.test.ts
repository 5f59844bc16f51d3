// WCAG 2.5.3 (label in name): where a control's accessible name is longer than what it shows,
// the name must contain the visible text, in every language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";

function text(language: string, namespace: string, key: string): string {
  const catalog = JSON.parse(readFileSync(path.resolve("app/i18n/locales", language, `${namespace}.json`), "utf8"));
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof value !== "string") throw new Error(`${language}/${namespace}:${key} is missing`);
  return value;
}

/** [namespace, visible text key, accessible name key] */
const PAIRS = [
  ["funnel", "products.add", "products.addNamed"],
  ["funnel", "products.moreAbout", "products.moreAboutNamed"],
  ["account", "policies.moreAbout", "policies.moreAboutNamed"],
  ["account", "inbox.markRead", "inbox.markReadNamed"],
] as const;

describe("accessible names contain the visible label", () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`in ${language}`, () => {
      for (const [namespace, visible, named] of PAIRS) {
        expect(text(language, namespace, named).toLowerCase(), `${namespace}:${named}`).toContain(
          text(language, namespace, visible).toLowerCase(),
        );
      }
      // NamedLinkText shows the label and hides the rest of the name after it.
      for (const [namespace, visible, named] of PAIRS.filter(([, key]) => key.endsWith("moreAbout"))) {
        expect(text(language, namespace, named).startsWith(`${text(language, namespace, visible)} `), `${namespace}:${named}`).toBe(true);
      }
      // The language button shows the code; the phone cart button shows the count.
      expect(text(language, "common", "language.button")).toMatch(/^\{\{code\}\}/);
      expect(text(language, "funnel", "cart.openWithCount_one")).toMatch(/^\{\{count\}\}/);
      expect(text(language, "funnel", "cart.openWithCount_other")).toMatch(/^\{\{count\}\}/);
    });
  }
});
