// GET /user/policies/<id>/schedule.pdf: the policy schedule of the signed-in customer's own
// policy on this partner; anything else is a 404 that says nothing about the policy.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findOwnPolicy } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { notFound } from "~/server/platform/guards.server";
import { policyScheduleResponse } from "~/server/account/policy-schedule.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const policy = await findOwnPolicy(customer, partner, params.policyId);
  if (!policy) notFound();
  return policyScheduleResponse(policy, customer, language, partner);
}
