// Decision records (docs/decisions/NNNN-title.md) carry `Date:` and `Status:` lines right under
// their heading, a superseded record names an existing later record that replaced it, and the
// index (docs/decisions/README.md) lists every record in its table with its status and date.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/decisions");
const HEAD_LINES = 6;

type DecisionRecord = { file: string; number: string; lines: string[]; date?: string; status?: string };

const records: DecisionRecord[] = readdirSync(dir)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const lines = readFileSync(path.join(dir, file), "utf8").split(/\r?\n/);
    const head = lines.slice(0, HEAD_LINES);
    const date = head
      .find((line) => line.startsWith("Date:"))
      ?.slice("Date:".length)
      .trim();
    const status = head
      .find((line) => line.startsWith("Status:"))
      ?.slice("Status:".length)
      .trim();
    return { file, number: file.slice(0, 4), lines, date, status };
  });
const numbers = new Set(records.map((record) => record.number));

const STATUS = /^(accepted|proposed|(partly )?superseded by (\d{4}))$/;

function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

describe("decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it("each open with `# NNNN Title`, the number of its file, used once", () => {
    const problems = records.filter((record) => !record.lines[0]?.startsWith(`# ${record.number} `)).map((record) => record.file);
    expect(problems.join("\n")).toBe("");
    expect(numbers.size).toBe(records.length);
  });

  it("each have `Date: YYYY-MM-DD` and a known `Status:` under the heading", () => {
    const problems = records.flatMap((record) => [
      ...(record.date !== undefined && isCalendarDate(record.date) ? [] : [`${record.file}: Date: ${record.date ?? "missing"}`]),
      ...(record.status !== undefined && STATUS.test(record.status) ? [] : [`${record.file}: Status: ${record.status ?? "missing"}`]),
    ]);
    expect(problems.join("\n")).toBe("");
  });

  it("superseded by a later record that exists, saying so in a sentence at the top", () => {
    const problems = records.flatMap((record) => {
      const by = record.status?.match(STATUS)?.[3];
      if (!by) return [];
      const note = new RegExp(`^Superseded (in part )?by \\[?${by}\\b`);
      return [
        ...(numbers.has(by) ? [] : [`${record.file}: superseded by ${by}, which does not exist`]),
        ...(by > record.number ? [] : [`${record.file}: superseded by ${by}, which is not a later record`]),
        ...(record.lines.slice(0, HEAD_LINES + 2).some((line) => note.test(line))
          ? []
          : [`${record.file}: no "Superseded ... by ${by}: ..." sentence under Status`]),
      ];
    });
    expect(problems.join("\n")).toBe("");
  });

  it("are each listed in README.md with their status and date", () => {
    const index = readFileSync(path.join(dir, "README.md"), "utf8").split(/\r?\n/);
    const problems = records.flatMap((record) => {
      const line = index.find((entry) => entry.includes(`](${record.file})`));
      if (!line) return [`${record.file}: not in README.md`];
      return [record.status, record.date]
        .filter((value) => !value || !line.includes(`| ${value} |`))
        .map((value) => `${record.file}: README.md does not say ${value ?? "its status and date"}`);
    });
    const links = index.flatMap((line) => [...line.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]));
    const missing = links
      .filter((file) => !records.some((record) => record.file === file))
      .map((file) => `README.md links ${file}, which does not exist`);
    expect([...problems, ...missing].join("\n")).toBe("");
  });
});
