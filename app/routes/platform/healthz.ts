import { pingDatabase } from "~/server/platform/health.server";
import { logger } from "~/server/platform/logger.server";

const TIMEOUT_MS = 2000;

/** 200 only when the database answers; 503 otherwise. */
export async function loader() {
  try {
    await pingDatabase(TIMEOUT_MS);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
