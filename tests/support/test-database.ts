// A test file's own database, a copy of the run's base (tests/support/global-setup.ts): called at
// the top of the file, before anything loads ~/server/db.server, since that reads DATABASE_URL
// once. The copy is removed after the file. The PostgreSQL run (DATABASE_URL postgres://) gives
// each file a database made from the template; otherwise a copy of the SQLite base file.
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
    await disconnectFileClient();
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
  afterAll(async () => {
    await disconnectFileClient();
    // FORCE: a connection the file's code left open (a pool of a server it started) ends too.
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }, 60_000); // a drop waits for a checkpoint, slow while other files create and drop theirs
  return (process.env.DATABASE_URL = names.urlOf(database));
}
