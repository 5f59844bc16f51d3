import type { MetaFunction } from "@remix-run/node";
import { notFound } from "~/server/guards.server";

export const meta: MetaFunction = () => [{ title: "404" }];

/** /404 and every unknown path: the root error boundary renders the not-found page. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
