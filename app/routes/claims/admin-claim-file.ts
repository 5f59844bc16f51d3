// GET /admin/claims/:claimId/files/:fileId: a claim's file for insurer admins only, served with
// the same safe download headers as the customer's own route (claimFileResponse).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffClaimFile } from "~/server/staff/back-office.server";
import { claimFileResponse } from "~/server/claims/claims.server";
import { notFound } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { claimId, fileId } = params;
  if (!claimId || !fileId) notFound();
  const file = await staffClaimFile(claimId, fileId);
  if (!file) notFound();
  return (await claimFileResponse(file)) ?? notFound();
}
