import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePartner } from "~/server/platform/guards.server";
import { startImpersonation } from "~/server/staff/impersonation.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  return startImpersonation(request, partner);
}
