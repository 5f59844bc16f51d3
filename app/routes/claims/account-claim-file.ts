// GET /user/claims/:claimId/files/:fileId: a file of the customer's own claim on this partner,
// always as a download with the type it was stored under (detected from its content at upload)
// and no sniffing. Anyone else's file, or no such file, is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCustomer } from "~/server/account/auth.server";
import { claimFileResponse, ownClaimFile } from "~/server/claims/claims.server";
import { notFound } from "~/server/platform/guards.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, customer } = await requireCustomer(request);
  const { claimId, fileId } = params;
  if (!claimId || !fileId) notFound();
  const file = await ownClaimFile({ partnerId: partner.config.id, userId: customer.id }, claimId, fileId);
  if (!file) notFound();
  return (await claimFileResponse(file)) ?? notFound();
}
