import { vitePlugin as remix } from "@remix-run/dev";
import { availableParallelism } from "node:os";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";
import { catalogueAssets, shellChunk } from "./scripts/vite-plugins";

// The server build stays readable (stack traces, profiles); only what browsers download is minified.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: process.env.VITEST ? [] : [shellChunk(), catalogueAssets(), remix(remixConfig)],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { port: Number(process.env.PORT ?? 3000), host: true },
  build: {
    target: "es2022",
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    // Preloaded beside a lazily loaded chunk: only what it imports besides the shell (entry.client,
    // which every page has loaded already) and itself (import() fetches it anyway). The list is
    // written into the importing chunk, so every needless name cost the first load bytes.
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !/(^|\/)entry\.client-[\w-]+\.js$/.test(dep)),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    testTimeout: 20_000,
    // Migrates and seeds one database for the run; each test file copies it (tests/support/test-database.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    // Vitest's default leaves a core for itself (one file at a time on 2 cores), yet a third of
    // that time the machine sits idle while files wait on their databases: two at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Warnings a test provokes on purpose (a failing endpoint) stay out of the output.
    // Uploaded files of the tests go to a folder of their own, not the demo site's data/files.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", FILE_STORAGE_DIR: process.env.FILE_STORAGE_DIR ?? "data/test-files" },
  },
}));
