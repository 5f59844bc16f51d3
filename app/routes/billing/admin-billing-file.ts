// /admin/billing/files/:fileId: a stored SEPA file as it was sent to the bank, as a download.
// Insurer admins only (the files hold every partner's customers' IBANs).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/server/platform/db.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const file = await db.paymentFile.findUnique({ where: { id: params.fileId ?? "" }, select: { messageId: true, xml: true } });
  if (!file) throw new Response("Not found", { status: 404 });
  // The message id is [A-Z0-9-]: safe as a file name as it stands.
  const name = `${file.messageId.replace(/[^A-Za-z0-9-]/g, "_")}.xml`;
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
