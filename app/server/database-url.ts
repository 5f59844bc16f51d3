// Which database a DATABASE_URL means. Shared by the app, the Prisma CLI config and scripts,
// so there is one rule: postgres:// or postgresql:// selects PostgreSQL, anything else SQLite.
import path from "node:path";

export type DatabaseTarget = { kind: "sqlite"; url: string; file: string } | { kind: "postgres"; url: string };

export const DEFAULT_SQLITE_URL = "file:./data/app.db";

export function databaseTarget(raw: string | undefined, cwd: string = process.cwd()): DatabaseTarget {
  const url = raw?.trim() || DEFAULT_SQLITE_URL;
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  const relative = url.replace(/^file:/, "");
  const file = path.resolve(cwd, relative);
  return { kind: "sqlite", url: `file:${file}`, file };
}
