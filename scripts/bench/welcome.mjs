// The welcome page of a branded partner at a steady 100 requests/s on the production build:
// p99 latency (budget < 50 ms). Prints, asserts nothing. Its other figures moved: throughput
// against a real bare Remix page is `npm run bench:throughput`, first-load JavaScript per
// customer page is `npm run bench:js`.
// Load tool: wrk (Debian package) for the steady rate.
// Usage: npm run bench   (BENCH_SECONDS=10 by default)
import autocannon from "autocannon";
import { base, describeSteady, partnerHost, startServer, steadyLoad } from "./harness.mjs";

const stop = await startServer();
try {
  // Warm up caches and the JIT.
  await autocannon({ url: `${base}/welcome`, headers: { host: partnerHost }, duration: 2, connections: 4 });
  const steady = steadyLoad("/welcome", 100);
  console.log("\nWelcome page (production build, this machine)");
  console.log(describeSteady("welcome page", steady, "budget p99 < 50 ms at 100 req/s"));
  console.log("  throughput against a bare Remix page: npm run bench:throughput; first-load JavaScript: npm run bench:js");
} finally {
  stop();
}
