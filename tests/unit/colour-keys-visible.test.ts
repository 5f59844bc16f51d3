// Issue 17 point 1: every colour key has a visible effect. A key no stylesheet or component reads
// changes nothing on screen, so each registry key must appear as var(--color-<key>) in the app's
// sources; and the browser test's table of where each key shows must cover the registry, so a
// new key fails here before it is forgotten there.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COLOUR_REGISTRY } from "~/domain/partners/theme/colour-registry";
import { KEY_PLACES } from "../e2e/support/colour-key-places";

const APP = join(__dirname, "../../app");
// The theme modules define the keys; the generated Prisma client knows nothing of them.
const SKIPPED = new Set([join(APP, "generated"), join(APP, "domain/partners/theme")]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.has(path)) return [];
    if (entry.isDirectory()) return sources(path);
    return /\.(css|tsx?)$/.test(entry.name) ? [readFileSync(path, "utf8")] : [];
  });
}

const allSources = sources(APP).join("\n");

describe("colour keys on screen", () => {
  it("every registry key is read by some style as var(--color-<key>)", () => {
    const inert = COLOUR_REGISTRY.map((d) => d.key).filter((key) => !new RegExp(`var\\(--color-${key}[,)]`).test(allSources));
    expect(inert).toEqual([]);
  });

  it("the browser test's table places every registry key once, and no other key", () => {
    const placed = KEY_PLACES.map((p) => p.key);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(COLOUR_REGISTRY.map((d) => d.key).sort());
  });
});
