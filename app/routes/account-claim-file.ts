// GET /user/claims/:claimId/files/:fileId: a file of the customer's own claim on this partner,
// always as a download with the type it was stored under (detected from its content at upload)
// and no sniffing. Anyone else's file, or no such file, is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { attachmentDisposition } from "~/domain/uploads";
import { requireCustomer } from "~/server/auth.server";
import { ownClaimFile } from "~/server/claims.server";
import { notFound } from "~/server/guards.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, customer } = await requireCustomer(request);
  const { claimId, fileId } = params;
  if (!claimId || !fileId) notFound();
  const file = await ownClaimFile({ partnerId: partner.config.id, userId: customer.id }, claimId, fileId);
  if (!file) notFound();
  return new Response(new Uint8Array(file.data), {
    status: 200,
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
