// @ts-check
// Which database a DATABASE_URL means: postgres:// or postgresql:// selects PostgreSQL,
// anything else is a SQLite file (default data/app.db). Plain JavaScript with JSDoc types so
// the app, prisma.config.ts and the scripts in scripts/ (run before any build) share it.
import path from "node:path";

export const DEFAULT_SQLITE_URL = "file:./data/app.db";

/**
 * @typedef {{ kind: "sqlite"; url: string; file: string } | { kind: "postgres"; url: string }} DatabaseTarget
 * @param {string | undefined | null} raw
 * @param {string} [cwd]
 * @returns {DatabaseTarget}
 */
export function databaseTarget(raw, cwd = process.cwd()) {
  const url = raw?.trim() || DEFAULT_SQLITE_URL;
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  const file = path.resolve(cwd, url.replace(/^file:/, ""));
  return { kind: "sqlite", url: `file:${file}`, file };
}
