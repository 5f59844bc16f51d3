import { db } from "~/server/platform/db.server";
import { logger } from "~/server/platform/logger.server";

const TIMEOUT_MS = 2000;

/** 200 only when the database answers; 503 otherwise. */
export async function loader() {
  try {
    await Promise.race([
      db.$queryRawUnsafe("SELECT 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), TIMEOUT_MS)),
    ]);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
