// Production server: Express with the Remix handler, gzip, long-lived caching of hashed
// assets, a request id on every request and one JSON log line per request.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import pino from "pino";

const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "insurance-platform" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const REQUEST_ID = /^[\w-]{8,64}$/;

// One worker per core (WEB_CONCURRENCY): Node renders on one thread, so a single process
// leaves the other cores idle and queues requests behind each garbage collection.
const workers = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
if (cluster.isPrimary && workers > 1) {
  // One worker first: a wrong environment (config.server.ts) stops it before it listens, and then
  // the server exits with its message once, instead of forking workers that die forever.
  let started = false;
  cluster.fork();
  cluster.once("listening", () => {
    started = true;
    for (let i = 1; i < workers; i++) cluster.fork();
  });
  cluster.on("exit", (worker, code, signal) => {
    if (!started && !shuttingDown) process.exit(code || 1);
    if (shuttingDown) return;
    logger.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
    cluster.fork();
  });
  // The live bus (app/server/live-bus.server.ts): a worker's message goes to the other workers
  // (an identity check's outcome, a changed partner to drop from their cache).
  cluster.on("message", (from, message) => {
    if (message?.type !== "live-bus") return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id) worker.send(message);
    }
  });
  let shuttingDown = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      shuttingDown = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(0), 6000).unref();
      cluster.on("exit", () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
  logger.info({ port, workers }, `listening on http://localhost:${port}`);
} else {
  await serve();
}

async function serve() {
  let build;
  try {
    build = await import("./build/server/index.js");
  } catch (error) {
    // A wrong environment variable (config.server.ts) stops the server with its name.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const entry = build.entry.module;

  function listFiles(dir, prefix = "") {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
    );
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "true");
  app.use(compression());

  // Headers every answer carries (decision 0023). A page's own Content-Security-Policy and
  // Cache-Control replace these defaults instead of being sent twice.
  const REPLACED = new Set(["content-security-policy", "cache-control"]);
  app.use((req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (entry.strictTransportSecurity) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
    if (entry.isPrivatePath(req.path)) res.setHeader("Cache-Control", "no-store");
    const append = res.append.bind(res);
    res.append = (name, value) => (REPLACED.has(String(name).toLowerCase()) ? res.set(name, value) : append(name, value));
    next();
  });

  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path.startsWith("/assets/") && res.statusCode < 400) return;
      logger.info(
        {
          requestId,
          method: req.method,
          host: req.hostname,
          path: req.path,
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
    });
    next();
  });

  // A path that is not valid percent-encoding is a bad request, not a server error.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res.status(400).type("text/plain").send("Bad Request");
    }
  });

  // Hosts that are not ours (404) or no host at all (400), and bodies over the route's limit
  // (413), before any routing or database work and before a byte of the body is read.
  app.use((req, res, next) => {
    // Express and Remix read the port of X-Forwarded-Host even when it is not trusted: drop it.
    if (!entry.trustProxy) delete req.headers["x-forwarded-host"];
    const answer = entry.frontDoorAnswer({
      host: req.headers.host,
      forwardedHost: req.headers["x-forwarded-host"],
      path: req.path,
      method: req.method,
      contentLength: req.headers["content-length"],
      chunked: req.headers["transfer-encoding"] !== undefined,
    });
    // Load balancers ask for /healthz by IP address.
    if (!answer || (answer.status === 404 && req.path === "/healthz")) return next();
    res.set("Connection", "close");
    res.status(answer.status).type("text/plain").send(`${answer.status} ${answer.reason}`);
    // Do not read what the client still sends.
    if (answer.status === 413 || answer.status === 411) req.socket.end();
  });

  // Remix compares Origin with Host itself before any action runs and answers a mismatch with an
  // empty 500 (throwIfPotentialCSRFAttack), so a cross-site post never reached our own check
  // (decision 0013), which answers the translated 403 page. Hand our verdict on in Sec-Fetch-Site
  // (which assertSameOrigin reads first) and drop the Origin that Remix would refuse.
  app.use((req, _res, next) => {
    const crossOrigin = entry.crossOriginPost({
      method: req.method,
      fetchSite: req.headers["sec-fetch-site"],
      origin: req.headers.origin,
      host: req.headers.host,
      forwardedHost: req.headers["x-forwarded-host"],
    });
    if (crossOrigin) {
      delete req.headers.origin;
      req.headers["sec-fetch-site"] = "cross-site";
    }
    next();
  });

  // Vite puts a content hash in every asset name: cache them for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // The other public files (favicon, brand logos) are known at start-up: only their paths touch
  // the file system, so a page request costs no stat() call.
  const publicFiles = new Set(listFiles("build/client").filter((path) => !path.startsWith("/assets/")));
  const servePublic = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  // Browsers ask for /favicon.ico whatever the page links; answer without rendering a 404 page.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  // The HTML of shared pages for visitors without cookies, kept for a short while (decision 0054).
  app.use(entry.pageCacheMiddleware);
  // The loaders of one page share per-request reads (the visitor, partner and language).
  app.use((_req, res, next) => entry.runInRequestScope(next, res));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) => ({ requestId: res.locals.requestId, clientAddress: req.ip }),
    }),
  );

  app.use((error, req, res, _next) => {
    logger.error({ requestId: res.locals.requestId, err: error, path: req.path }, "unhandled error");
    if (!res.headersSent) res.status(500).send("Internal Server Error");
  });

  const server = app.listen(port, host, () => {
    if (cluster.isPrimary) logger.info({ port }, `listening on http://localhost:${port}`);
  });
  // Keep idle connections longer than the clients and load balancers in front of us (60 s is
  // common): Node's 5 s default closes a socket a client may be sending on at that moment, which
  // the client sees as ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  entry.attachIdentitySockets(server);

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      logger.info({ signal }, "shutting down");
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}
