// A customer with a policy, made as the funnel makes one (at the payment step, then paying), and
// claim posts as the claims page sends them. Import after DATABASE_URL and SESSION_SECRET are set.
import { expect } from "vitest";
import { db } from "~/server/platform/db.server";
import { todayInAmsterdam } from "~/domain/platform/validation";
import * as paymentRoute from "~/routes/checkout/checkout-payment";
import * as claimsRoute from "~/routes/claims/account-claims";
import * as claimFileRoute from "~/routes/claims/account-claim-file";
import { answerOf, args, dutchIban, getRequest, postForm, readyForPayment } from "./funnel-harness";

export type Customer = { userId: string; cookie: string; policyId: string; productId: string };

const IBAN = dutchIban("ABNA", "417164300");

export async function customerWithPolicy(partnerName: "acme" | "boekfix", host: string): Promise<Customer> {
  const buyer = await readyForPayment(partnerName, ["business-liability"]);
  const paid = await answerOf(() =>
    paymentRoute.action(
      args(postForm(host, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
    ),
  );
  expect(paid.status).toBe(302);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { id: true, productId: true } });
  return { userId: buyer.userId, cookie: buyer.cookie, policyId: policy.id, productId: policy.productId };
}

export type Upload = { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string };

export function claimRequest(
  host: string,
  cookie: string | null,
  fields: Record<string, string>,
  uploads: Upload[] = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const upload of uploads)
    form.append("files", new File([upload.bytes], upload.name, { type: upload.type ?? "application/octet-stream" }));
  return new Request(`http://${host}/user/claims`, {
    method: "POST",
    headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: form,
  });
}

export async function reportClaim(
  host: string,
  cookie: string | null,
  fields: Record<string, string>,
  uploads: Upload[] = [],
  headers: Record<string, string> = {},
) {
  return answerOf(() => claimsRoute.action(args(claimRequest(host, cookie, fields, uploads, headers))));
}

export const claimFields = (policyId: string, description = "Ruit gebroken door een bal") => ({
  policyId,
  description,
  occurredOn: todayInAmsterdam(),
});

export async function downloadClaimFile(host: string, cookie: string | null, claimId: string, fileId: string) {
  const path = `/user/claims/${claimId}/files/${fileId}`;
  return answerOf(() => claimFileRoute.loader({ request: getRequest(host, path, cookie), params: { claimId, fileId }, context: {} }));
}

export type ClaimReply = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  rejected: { name: string; message: string }[];
};
