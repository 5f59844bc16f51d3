// The build's own Vite plugins (vite.config.ts): how the always-loaded modules are chunked, and
// the language files as static JSON.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const appDir = fileURLToPath(new URL("../app", import.meta.url));

/**
 * Every page loads the entry and the root route with all they import statically, so those
 * modules go into one chunk: some twenty small files compressed one by one cost more bytes and
 * requests than one file (issue 15 point 3). Routes and lazy imports are split as before.
 */
export function shellChunk(): Plugin {
  const shellRoots = [path.join(appDir, "entry.client.tsx"), path.join(appDir, "root.tsx")];
  let shell: Set<string> | undefined;
  type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
  const staticGraph = (getModuleInfo: ModuleInfoOf, ids: string[]) => {
    const seen = new Set<string>();
    const queue = [...ids];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: "shell-chunk",
    apply: "build",
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                shell ??= staticGraph(
                  getModuleInfo,
                  [...getModuleIds()].filter((moduleId) => shellRoots.some((root) => moduleId === root || moduleId.startsWith(`${root}?`))),
                );
                return shell.has(id) ? "shell" : undefined;
              },
            },
          },
        },
      };
    },
  };
}

const localesDir = path.join(appDir, "i18n/locales");

/** Each language's namespaces as minified JSON, by "language/namespace.json". */
function catalogueFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of readdirSync(localesDir).sort()) {
    for (const file of readdirSync(path.join(localesDir, language))
      .filter((name) => name.endsWith(".json"))
      .sort()) {
      files.set(`${language}/${file}`, JSON.stringify(JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8"))));
    }
  }
  return files;
}

/**
 * The language files as static JSON under a folder named for their content
 * (/assets/texts-<hash>/nl/funnel.json), cached for good like every asset; the browser fetches
 * a namespace from there (entry.client.tsx, __TEXTS_PATH__). Cheaper than a dynamic import of
 * each file as a JS chunk, whose lookup table every page carried (issue 15 point 3). The
 * development server answers the same paths from the files as they are now.
 */
export function catalogueAssets(): Plugin {
  const files = catalogueFiles();
  const hash = createHash("sha256");
  for (const [name, json] of files) hash.update(`${name}\n${json}\n`);
  const folder = `assets/texts-${hash.digest("hex").slice(0, 10)}`;
  let ssrBuild = false;
  return {
    name: "catalogue-assets",
    config: () => ({ define: { __TEXTS_PATH__: JSON.stringify(`/${folder}`) } }),
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssrBuild) return;
      for (const [name, json] of files) this.emitFile({ type: "asset", fileName: `${folder}/${name}`, source: json });
    },
    configureServer(server) {
      server.middlewares.use(`/${folder}`, (request, response, next) => {
        const json = catalogueFiles().get((request.url ?? "").replace(/^\//, "").replace(/\?.*$/, ""));
        if (json === undefined) return next();
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        response.end(json);
      });
    },
  };
}
