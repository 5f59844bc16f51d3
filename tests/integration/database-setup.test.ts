// `npm start` next to a running server of the same checkout must get past the migrations:
// Prisma's `migrate deploy` on SQLite fails ("unknown variant SocketTimeout") while another
// process has the file open, even with nothing to apply.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { migrationNames, pendingSqliteMigrations } from "../../scripts/db/pending-migrations.mjs";
import { setupDatabase } from "../../scripts/db/setup.mjs";

const migrations = path.resolve("prisma/migrations");
const files: string[] = [];

function freshFile(name: string): string {
  const file = path.resolve("data", `setup-${name}-${process.pid}.db`);
  files.push(file);
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  return file;
}

afterAll(() => {
  for (const file of files) for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
});

/** Another process with the database open, as a running server has it: WAL, one read done, idle. */
async function holdOpen(file: string): Promise<() => void> {
  const script = `const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
db.pragma("journal_mode = WAL"); db.prepare('SELECT count(*) FROM "Partner"').get();
console.log("open"); process.stdin.on("end", () => db.close()).resume();`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    child.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return () => child.stdin.end();
}

it("sets up again while another process (a running server) has the database open", async () => {
  const file = freshFile("held");
  expect(migrationNames(migrations).length).toBeGreaterThan(0);
  expect(pendingSqliteMigrations(file, migrations)).toEqual(migrationNames(migrations));
  await setupDatabase({ DATABASE_URL: `file:${file}` });
  expect(pendingSqliteMigrations(file, migrations)).toEqual([]);
  const release = await holdOpen(file);
  try {
    await setupDatabase({ DATABASE_URL: `file:${file}` });
  } finally {
    release();
  }
  expect(pendingSqliteMigrations(file, migrations)).toEqual([]);
}, 120_000);
