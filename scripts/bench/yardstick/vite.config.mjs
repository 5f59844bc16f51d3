// The yardstick: a plain Remix 2 app (one page, a tiny loader) with every v3 future flag, served
// by remix-serve, so scripts/bench/throughput.mjs can show what this site's stack costs on top.
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: `${here}app`,
      buildDirectory: `${here}../../../data/yardstick-build`,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
});
