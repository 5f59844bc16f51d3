// A page with no loader work of its own: the yardstick that scripts/bench/welcome.mjs compares
// the welcome page against. Not served in production unless BENCH_ROUTES=true (the bench sets it).
import { config } from "~/server/platform/config.server";
import { notFound } from "~/server/platform/guards.server";

export function loader() {
  if (!config.benchRoutes) notFound();
  return null;
}

export default function BarePage() {
  return <p>ok</p>;
}
