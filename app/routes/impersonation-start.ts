import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePartner } from "~/server/guards.server";
import { startImpersonation } from "~/server/impersonation.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  return startImpersonation(request, partner);
}
