import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";

const dir = path.resolve("app/i18n/locales");

function flatKeys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function catalog(language: string): Map<string, string[]> {
  const files = readdirSync(path.join(dir, language)).filter((file) => file.endsWith(".json"));
  return new Map(files.map((file) => [file, flatKeys(JSON.parse(readFileSync(path.join(dir, language, file), "utf8"))).sort()]));
}

function flatValues(value: unknown): string[] {
  return value && typeof value === "object" ? Object.values(value).flatMap(flatValues) : [String(value)];
}

describe("translation catalogs", () => {
  const reference = catalog("nl");

  it("have the same namespaces and the same keys in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const other = catalog(language);
      expect([...other.keys()].sort(), language).toEqual([...reference.keys()].sort());
      for (const [file, keys] of reference) expect(other.get(file), `${language}/${file}`).toEqual(keys);
    }
  });

  it("have no empty texts and keep the same {{placeholders}}", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const file of reference.keys()) {
        const json = JSON.parse(readFileSync(path.join(dir, language, file), "utf8"));
        for (const text of flatValues(json)) expect(text.trim(), `${language}/${file}`).not.toBe("");
      }
    }
    const placeholders = (language: string) =>
      flatValues(JSON.parse(readFileSync(path.join(dir, language, "common.json"), "utf8"))).map((text) =>
        (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(),
      );
    for (const language of SUPPORTED_LANGUAGES) expect(placeholders(language), language).toEqual(placeholders("nl"));
  });
});
