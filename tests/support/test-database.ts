// A test file's own database, a copy of the run's base (tests/support/global-setup.ts): called at
// the top of the file, before anything loads ~/server/db.server, since that reads DATABASE_URL
// once. The PostgreSQL run (DATABASE_URL postgres://) gives each file a database made from the
// template, dropped at the end of the run; otherwise a copy of the SQLite base file, removed after the file.
import { copyFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { postgresNames } from "./test-database-names";

const SQLITE_SUFFIXES = ["", "-journal", "-wal", "-shm"];

/** The file's client, if it loaded db.server (kept on globalThis there); disconnected before its database goes. */
async function disconnectFileClient(): Promise<void> {
  await (globalThis as { __db?: { $disconnect(): Promise<void> } }).__db?.$disconnect();
}

const DISCONNECT_WAIT_MS = 5_000;

/**
 * Disconnects the file's client, waiting at most `ms`: a pool waits for a query still running in
 * the background (one CI run hung here for a minute), and the copy goes anyway (SQLite: the file now, PostgreSQL: at the run's end).
 */
async function disconnectWithin(ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
  const outcome = await Promise.race([disconnectFileClient().then(() => "done" as const), late]);
  clearTimeout(timer);
  if (outcome === "late") console.warn(`test database: the file's client did not disconnect within ${ms} ms; going on`);
}

/**
 * Points DATABASE_URL at a fresh copy of the seeded base for this file (`name`: the file's, for
 * telling copies apart) and returns that URL; removes the copy after the file's tests.
 */
export async function testDatabase(name: string): Promise<string> {
  const { postgres } = inject("testDatabases");
  return postgres ? postgresCopy(name, postgres) : sqliteTestDatabase(name);
}

/** As testDatabase, always on SQLite: for the tests of SQLite itself (its locking, one connection). */
export function sqliteTestDatabase(name: string): string {
  const { sqlite } = inject("testDatabases");
  const file = path.join(sqlite.copies, `${name}-${process.pid}.db`);
  copyFileSync(sqlite.base, file);
  afterAll(async () => {
    await disconnectWithin(DISCONNECT_WAIT_MS);
    for (const suffix of SQLITE_SUFFIXES) rmSync(file + suffix, { force: true });
  });
  return (process.env.DATABASE_URL = `file:${file}`);
}

async function postgresCopy(name: string, postgres: { url: string; template: string }): Promise<string> {
  const { run } = inject("testDatabases");
  const names = postgresNames(postgres.url);
  const database = names.copyName(run, name, process.pid);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${database}" TEMPLATE "${postgres.template}"`);
  // The copy is dropped by the global setup's teardown, once, at the end of the run (with FORCE,
  // so a pool the file's code left open ends too): a DROP DATABASE waits for a checkpoint, which
  // took over a minute on CI while other files made their copies.
  afterAll(() => disconnectWithin(DISCONNECT_WAIT_MS));
  return (process.env.DATABASE_URL = names.urlOf(database));
}
