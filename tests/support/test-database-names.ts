// Names of the test databases, shared by the global setup (which makes the base) and the test
// files' helper (which copies it). Only databases named test_* are made and dropped.

/** What the global setup provides to every test file. */
export type TestDatabases = {
  /** A random id of this run: its copies carry it, so the run's end removes exactly those. */
  run: string;
  sqlite: { base: string; copies: string };
  postgres: { url: string; template: string } | null;
};

const MAX_IDENTIFIER = 63; // PostgreSQL cuts longer names

/** The template, and the copies' names and URLs, beside the database of `url` (app_test in CI). */
export function postgresNames(url: string) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || "postgres";
  const safe = (name: string) => name.toLowerCase().replace(/[^a-z0-9_]+/g, "_");
  const copyPrefix = (run: string) => `test_${safe(database)}_${run}_`;
  return {
    template: `test_${safe(database)}_template`.slice(0, MAX_IDENTIFIER),
    copyPrefix,
    copyName: (run: string, file: string, pid: number) => {
      const suffix = `_${pid}`;
      return copyPrefix(run) + safe(file).slice(0, MAX_IDENTIFIER - copyPrefix(run).length - suffix.length) + suffix;
    },
    urlOf: (name: string) => {
      const copy = new URL(url);
      copy.pathname = `/${name}`;
      return copy.toString();
    },
  };
}
