// The live bus across processes as server.mjs runs it: a cluster primary that forwards the
// workers' "live-bus" messages to the other workers, a listening worker and a publishing one.
// Run with `node --import tsx` and DATABASE_URL set (live-bus.server.ts loads db.server); the
// test reads one JSON line from stdout: what each worker heard, or a timeout.
import cluster from "node:cluster";
import { publish, startLiveBus, subscribe } from "~/server/platform/live-bus.server";

type Report = { type: "report"; role: string; event: "ready" | "heard" | "published"; payload?: unknown; count?: number };

const TIMEOUT_MS = Number(process.env.LIVE_BUS_TIMEOUT_MS ?? 20_000);

if (cluster.isPrimary) {
  const workers = new Map<number, string>();
  const heard: Record<string, unknown[]> = { listener: [], publisher: [] };
  const finish = (result: object, code: number) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exitCode = code;
    setTimeout(() => process.exit(code), 500).unref();
  };
  const timer = setTimeout(() => finish({ ok: false, reason: "timeout", heard }, 1), TIMEOUT_MS);

  // Exactly as server.mjs's primary: a worker's message goes to the other workers.
  cluster.on("message", (from, message) => {
    if (message?.type !== "live-bus") return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id) worker.send(message);
    }
  });

  // What the workers report to this script (not part of server.mjs).
  cluster.on("message", (from, message: Report) => {
    if (message?.type !== "report") return;
    if (message.event === "ready" && message.role === "listener") {
      // Worker 2 starts only once worker 1 listens: the bus delivers at most once.
      const publisher = cluster.fork({ LIVE_BUS_ROLE: "publisher" });
      workers.set(publisher.id, "publisher");
    } else if (message.event === "heard") {
      heard[message.role]!.push(message.payload);
    } else if (message.event === "published") {
      // The publisher heard its own message (count); give the listener a moment, then report.
      setTimeout(() => {
        clearTimeout(timer);
        finish({ ok: true, heard, publisherHeardOwn: message.count, workers: [...workers.values()] }, 0);
      }, 1000);
    }
    void from;
  });
  cluster.on("exit", (worker, code) => {
    if (code !== 0 && code !== null && !process.exitCode)
      finish({ ok: false, reason: `worker ${workers.get(worker.id)} exited ${code}`, heard }, 1);
  });

  const listener = cluster.fork({ LIVE_BUS_ROLE: "listener" });
  workers.set(listener.id, "listener");
} else {
  const role = process.env.LIVE_BUS_ROLE ?? "unknown";
  const report = (message: Omit<Report, "type" | "role">) => process.send!({ type: "report", role, ...message });
  // As entry.server.tsx does once per process.
  startLiveBus();
  let count = 0;
  subscribe("identity", (payload) => {
    count += 1;
    report({ event: "heard", payload });
  });
  if (role === "listener") {
    report({ event: "ready" });
  } else {
    await publish("identity", { room: "room-from-worker-2", message: { status: "verified" } });
    report({ event: "published", count });
  }
}
