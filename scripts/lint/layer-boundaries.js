// ESLint rule "layers/boundaries": the dependency rules of docs/architecture.md (folder layout).
// Every import (static, dynamic, re-export, vi.mock) is resolved to its folder and checked:
// layers point down (routes → components → server → i18n → domain), domain is pure,
// platform is each layer's floor, areas import only areas of a lower rank, routes never
// touch the database client. Decision 0074 says why this is a rule of our own.
import path from "node:path";

const APP = path.resolve("app");

/** Areas bottom to top; an area may import only areas of a lower rank (and platform). */
export const AREA_RANK = {
  platform: 0,
  catalogue: 1,
  billing: 1,
  claims: 1,
  staff: 1,
  checkout: 2,
  support: 2,
  account: 3,
  partners: 3,
  broker: 4,
  api: 4,
};

const LAYER_RANK = { locales: 0, domain: 0, generated: 0, i18n: 1, server: 2, components: 3, routes: 4, shell: 5 };
// Domain code computes; it does not render, store or talk (node:crypto's HMAC is computation).
const IMPURE_PACKAGES = [/^react(-dom)?(\/|$)/, /^@remix-run\//, /^@prisma\//, /^node:(?!crypto$)/, /^@conform-to\/react/, /^remix-/];

/** Where a file of app/ sits: its layer and, in domain/server/routes, its area. */
export function placeOf(file) {
  const relative = path.relative(APP, file);
  if (relative.startsWith("..")) return null;
  const [top, second, ...rest] = relative.split(path.sep);
  if (!second || (rest.length === 0 && !["domain", "server", "routes", "components", "i18n", "generated", "styles"].includes(top))) {
    return { layer: "shell", area: null, path: relative };
  }
  if (top === "styles") return { layer: "shell", area: null, path: relative };
  // The translation catalogues are data every layer may read (page titles are domain code).
  if (top === "i18n" && second === "locales") return { layer: "locales", area: null, path: relative };
  const area = ["domain", "server", "routes"].includes(top) && rest.length > 0 ? second : null;
  return { layer: top, area, path: relative };
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The reason an import breaks a rule, or null when it is allowed. */
export function boundaryViolation(fromFile, specifier, typeOnly = false) {
  const from = placeOf(fromFile);
  if (!from) return null;
  const target = resolveSpecifier(specifier, fromFile);
  if (!target) {
    if (from.layer === "domain" && IMPURE_PACKAGES.some((pattern) => pattern.test(specifier))) {
      return `domain code is pure: no ${specifier}`;
    }
    return null;
  }
  const to = placeOf(target);
  if (!to || (to.layer === "shell" && to.path.startsWith("styles"))) return null;
  // A component may type a fetcher by its route's action, or read the root loader's type: types only.
  if (typeOnly && from.layer === "components" && ["routes", "shell"].includes(to.layer)) return null;
  if (to.layer === "shell" && from.layer !== "shell") return `${from.layer} must not import the app shell (${to.path})`;
  if (LAYER_RANK[to.layer] > LAYER_RANK[from.layer]) return `${from.layer} must not import ${to.layer} (${to.path}): imports point down`;
  if (to.layer === "generated" && from.layer !== "server") return `only server code may use the database client (${to.path})`;
  if (from.layer === "routes" && /^server\/platform\/db\.server(\.ts)?$/.test(to.path)) {
    return "routes do not use the database client: call the area's server module";
  }
  if (from.layer !== to.layer || !["domain", "server"].includes(from.layer)) return null;
  if (from.area === to.area) return null;
  if (to.area === "providers") {
    return from.area === "platform" ? `server/platform must not import providers (${to.path})` : null;
  }
  if (from.area === "providers") return to.area === "platform" ? null : `providers import only server/platform and domain (${to.path})`;
  const fromRank = AREA_RANK[from.area];
  const toRank = AREA_RANK[to.area];
  if (fromRank === undefined || toRank === undefined) return `${to.path}: unknown area folder`;
  if (toRank >= fromRank)
    return `${from.layer}/${from.area} must not import ${from.layer}/${to.area} (${to.path}): areas import only lower areas`;
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the layers and areas of docs/architecture.md" },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const typeOnly = node.importKind === "type" || node.exportKind === "type";
      const reason = boundaryViolation(file, source.value, typeOnly);
      if (reason) context.report({ node: source, message: `Import of "${source.value}" breaks the layout: ${reason}.` });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isMock =
          callee.type === "MemberExpression" && callee.object.name === "vi" && ["mock", "doMock"].includes(callee.property.name);
        if (isMock && node.arguments[0]?.type === "Literal") check(node, node.arguments[0]);
      },
    };
  },
};

export default { rules: { boundaries: rule } };
