// GET /admin/review/:policyId/files/:fileId: a document the customer added to an answer of a
// waiting policy, for insurer admins only; only a document the policy's answers name.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { reviewAnswerDocument } from "~/server/staff/back-office.server";
import { storedFileDownload } from "~/server/platform/file-store.server";
import { notFound } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { policyId, fileId } = params;
  if (!policyId || !fileId) notFound();
  const file = await reviewAnswerDocument(policyId, fileId);
  if (!file) notFound();
  return (await storedFileDownload(file)) ?? notFound();
}
