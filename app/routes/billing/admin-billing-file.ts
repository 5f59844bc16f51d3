// /admin/billing/files/:fileId: a stored SEPA file as it was sent to the bank, as a download.
// Insurer admins only (the files hold every partner's customers' IBANs).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentFileDownload } from "~/server/billing/admin-billing.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const download = await paymentFileDownload(params.fileId ?? "");
  if (!download) throw new Response("Not found", { status: 404 });
  return download;
}
