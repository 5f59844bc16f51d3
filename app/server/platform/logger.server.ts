// JSON logs, one object a line. server.mjs logs each request with its request id; app code
// logs through this logger and passes the request id it gets in the load context.
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "insurance-platform" },
  timestamp: pino.stdTimeFunctions.isoTime,
});

declare module "@remix-run/node" {
  interface AppLoadContext {
    requestId?: string;
    /** The client's address (server.mjs; X-Forwarded-For only with TRUST_PROXY=true). */
    clientAddress?: string;
  }
}
