// GET /user/policies/<id>/schedule.pdf: the policy schedule of the signed-in customer's own
// policy on this partner; anything else is a 404 that says nothing about the policy.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findOwnPolicy } from "~/server/account.server";
import { requireCustomer } from "~/server/auth.server";
import { notFound } from "~/server/guards.server";
import { policyScheduleResponse } from "~/server/policy-schedule.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const policy = await findOwnPolicy(customer, partner, params.policyId);
  if (!policy) notFound();
  return policyScheduleResponse(policy, customer, language, partner);
}
