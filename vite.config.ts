import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { remixConfig } from "./remix.config";

/**
 * The browser's "react-i18next" is our small runtime (app/i18n/client-i18n.tsx, decision 0055);
 * the server render keeps react-i18next and i18next.
 */
function clientTranslations(): Plugin {
  const runtime = new URL("./app/i18n/client-i18n.tsx", import.meta.url).pathname;
  return {
    name: "client-translations",
    enforce: "pre",
    resolveId(source, _importer, options) {
      return source === "react-i18next" && !options?.ssr ? runtime : null;
    },
  };
}

export default defineConfig({
  plugins: process.env.VITEST ? [] : [clientTranslations(), remix(remixConfig)],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { port: Number(process.env.PORT ?? 3000), host: true },
  build: { target: "es2022", minify: "terser", terserOptions: { compress: { passes: 2 } } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    testTimeout: 20_000,
    environment: "node",
    // Warnings a test provokes on purpose (a failing endpoint) stay out of the output.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});
