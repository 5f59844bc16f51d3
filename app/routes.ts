// The route table of the spec (section 2), in one place. Later issues add their screens here.
import { type RouteConfig, index, route } from "@remix-run/route-config";

export default [
  index("routes/welcome.tsx", { id: "landing" }),
  route("welcome", "routes/welcome.tsx", { id: "welcome" }),
  route("products/available-products", "routes/available-products.tsx"),
  route("language", "routes/language.ts"),
  route("report-error", "routes/report-error.ts"),
  route("healthz", "routes/healthz.ts"),
  route("500", "routes/server-error.tsx"),
  route("__bench/bare", "routes/bench-bare.tsx"),
  // /404 and every unknown path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
