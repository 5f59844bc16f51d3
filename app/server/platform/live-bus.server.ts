// Messages every process of the site must hear (decision 0033): an identity check's outcome
// for the room whose socket may be held by another worker or machine, and a changed partner
// whose cached theme every process must drop, changed feature flags (decision 0049) and new live chat messages (decision 0047).
// - One machine, several workers (server.mjs): through the cluster primary, which forwards a
//   worker's message to the other workers.
// - Several machines on one PostgreSQL: LISTEN/NOTIFY on one channel; every process listens.
// - One process: here only.
// The publishing process always hears its own message at once, whatever the transport.
// Delivery is at most once: a process that is not listening at that moment misses it, so a
// listener also reads the current state when it starts (the identity socket does).
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { databaseTarget } from "./database-url.mjs";
import { db } from "./db.server";
import { logger } from "./logger.server";

export type LiveChannel = "identity" | "partner-cache" | "flags" | "chat";
type Envelope = { type: typeof IPC_TYPE; channel: LiveChannel; payload: unknown; origin: string };

/** The IPC message type server.mjs's primary forwards to the other workers. */
export const IPC_TYPE = "live-bus";
/** The PostgreSQL NOTIFY channel. */
export const PG_CHANNEL = "live_bus";

const origin = randomUUID();
const local = new EventEmitter();
local.setMaxListeners(0);

export function subscribe(channel: LiveChannel, handler: (payload: unknown) => void): () => void {
  local.on(channel, handler);
  return () => local.off(channel, handler);
}

/** Delivers here at once, then to every other process. */
export async function publish(channel: LiveChannel, payload: unknown): Promise<void> {
  deliver({ type: IPC_TYPE, channel, payload, origin });
  await send({ type: IPC_TYPE, channel, payload, origin });
}

function deliver(envelope: Envelope): void {
  try {
    local.emit(envelope.channel, envelope.payload);
  } catch (error) {
    logger.error({ err: error, channel: envelope.channel }, "live bus subscriber failed");
  }
}

function isEnvelope(message: unknown): message is Envelope {
  return (
    !!message && typeof message === "object" && (message as Envelope).type === IPC_TYPE && typeof (message as Envelope).channel === "string"
  );
}

/** Hands a message from another process to this one's subscribers (not our own echo). */
function receive(message: unknown): void {
  if (isEnvelope(message) && message.origin !== origin) deliver(message);
}

const target = databaseTarget(process.env.DATABASE_URL);

async function send(envelope: Envelope): Promise<void> {
  if (target.kind === "postgres") {
    // Through the pool: a process that publishes need not listen (a script, a test).
    await db.$executeRawUnsafe("SELECT pg_notify($1, $2)", PG_CHANNEL, JSON.stringify(envelope));
  } else if (cluster.isWorker && process.send) {
    process.send(envelope);
  }
}

let started = false;

/** Starts hearing other processes' messages; the server calls it once (entry.server.tsx). */
export function startLiveBus(): void {
  if (started) return;
  started = true;
  if (target.kind === "postgres") listenOnPostgres(target.url);
  else if (cluster.isWorker) process.on("message", receive);
}

/**
 * One connection per process, kept for LISTEN and reopened after a failure with a growing
 * pause. NOTIFY reaches every listener at commit, this process too (receive() skips it).
 */
function listenOnPostgres(url: string): void {
  let retryMs = 500;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (notice) => {
      if (notice.channel !== PG_CHANNEL || !notice.payload) return;
      try {
        receive(JSON.parse(notice.payload));
      } catch {
        // Not ours: ignore.
      }
    });
    let failed = false;
    const again = (error: unknown) => {
      if (failed) return;
      failed = true;
      client.removeAllListeners("error");
      client.on("error", () => undefined);
      void client.end().catch(() => undefined);
      logger.warn({ err: error, retryMs }, "live bus: not listening; trying again");
      setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on("error", again);
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      retryMs = 500;
    } catch (error) {
      again(error);
    }
  };
  void connect();
}
