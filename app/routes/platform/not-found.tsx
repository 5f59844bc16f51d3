import type { MetaFunction } from "@remix-run/node";
import { notFound } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "notFound");

/** /404 and every unknown path: the root error boundary renders the not-found page. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
