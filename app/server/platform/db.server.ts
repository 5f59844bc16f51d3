// The one Prisma client of the process. DATABASE_URL picks the embedded SQLite file
// (default) or PostgreSQL; both clients are generated from prisma/schema.prisma and share
// one API, so the rest of the code imports `db` and never asks which one it got.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma as SqlitePrisma, PrismaClient as SqliteClient } from "~/generated/prisma-sqlite/client";
import { PrismaClient as PostgresClient } from "~/generated/prisma-postgres/client";
import { databaseTarget } from "./database-url.mjs";

export type Db = InstanceType<typeof SqliteClient>;
export type { Prisma } from "~/generated/prisma-sqlite/client";
/** Sets a Json column to SQL NULL; one runtime serves both generated clients. */
export const DbNull = SqlitePrisma.DbNull;

function createClient(): Db {
  const target = databaseTarget(process.env.DATABASE_URL);
  if (target.kind === "postgres") {
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    // Same models, same API: only the provider differs between the two generated clients.
    // allowExitOnIdle: a script whose background work (the mail outbox, say) queried after its
    // $disconnect ends once the pool is idle, instead of waiting out the idle timeout.
    const adapter = new PrismaPg({ connectionString: target.url, max: pool, allowExitOnIdle: true });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  const client = new SqliteClient({
    adapter: gateQueriesDuringTransactions(new PrismaBetterSQLite3({ url: target.url, timeout: 10_000 })),
  });
  // Write-ahead logging: the worker processes read while another writes, instead of failing
  // with SQLITE_BUSY. The mode is stored in the database file, so setting it once is enough.
  void client.$queryRawUnsafe("PRAGMA journal_mode = WAL").catch(() => undefined);
  return client;
}

type SqliteFactory = InstanceType<typeof PrismaBetterSQLite3>;
type SqliteAdapter = Awaited<ReturnType<SqliteFactory["connect"]>>;

/**
 * The SQLite adapter has one connection per process. Its transactions wait for each other,
 * but plain queries do not: one from another request, run while a transaction is open, lands
 * inside it, and vanishes if that transaction rolls back. So plain queries wait until no
 * transaction is open or starting. (Queries of the transaction itself use its own handle.)
 * Code inside a transaction callback must use `tx`, never `db`: that would wait for itself.
 */
export function gateQueriesDuringTransactions(factory: SqliteFactory): SqliteFactory {
  let open = 0;
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;
  const release = () => {
    open -= 1;
    if (open === 0 && idle) {
      idle.resolve();
      idle = null;
    }
  };
  const whenIdle = async () => {
    while (open > 0) {
      if (!idle) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        idle = { promise, resolve };
      }
      await idle.promise;
    }
  };
  const gate = (adapter: SqliteAdapter): SqliteAdapter => {
    beginImmediately(adapter);
    return new Proxy(adapter, {
      get(target, property, receiver) {
        if (property === "queryRaw" || property === "executeRaw") {
          const run = Reflect.get(target, property, receiver) as (query: unknown) => Promise<unknown>;
          return async (query: unknown) => {
            await whenIdle();
            return run.call(target, query);
          };
        }
        if (property === "startTransaction") {
          return async (isolationLevel?: unknown) => {
            open += 1; // counted before BEGIN, so no plain query slips in between
            try {
              const transaction = await target.startTransaction(isolationLevel as never);
              let ended = false;
              const end = () => {
                if (!ended) {
                  ended = true;
                  release();
                }
              };
              const commit = transaction.commit.bind(transaction);
              const rollback = transaction.rollback.bind(transaction);
              transaction.commit = async () => {
                try {
                  return await commit();
                } finally {
                  end();
                }
              };
              transaction.rollback = async () => {
                try {
                  return await rollback();
                } finally {
                  end();
                }
              };
              return transaction;
            } catch (error) {
              release();
              throw error;
            }
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  return new Proxy(factory, {
    get(target, property, receiver) {
      if (property === "connect") return async () => gate(await target.connect());
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The worker processes of one machine share the file. A transaction begun with a plain BEGIN
 * reads first and asks for the write lock later; if another process wrote in between, SQLite
 * cannot let it write and fails at once with SQLITE_BUSY (no waiting helps), which a request
 * sees as a 500. BEGIN IMMEDIATE takes the write lock at the start, so transactions of
 * different processes wait for each other (up to the busy timeout) instead. Plain statements
 * outside transactions are unaffected. The adapter's own BEGIN is the one changed.
 */
function beginImmediately(adapter: SqliteAdapter): void {
  const client = (adapter as unknown as { client?: { prepare(sql: string): unknown } }).client;
  if (!client || typeof client.prepare !== "function")
    throw new Error("SQLite adapter without a client: cannot make transactions immediate");
  const prepare = client.prepare.bind(client);
  client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
}

const globalForDb = globalThis as unknown as { __db?: Db };

/** Kept on globalThis so Vite's dev server reloads do not open a new connection each time. */
export const db: Db = globalForDb.__db ?? (globalForDb.__db = createClient());
