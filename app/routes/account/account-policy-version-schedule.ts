// GET /user/policies/<id>/versions/<n>/schedule.pdf: the schedule of one version of the signed-in
// customer's own policy (issue 34); another customer's policy or a version that does not exist
// is a 404 that says nothing.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findOwnPolicy } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { notFound } from "~/server/platform/guards.server";
import { policyScheduleResponse } from "~/server/account/policy-schedule.server";
import { policyVersion } from "~/server/billing/policy-versions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const policy = await findOwnPolicy(customer, partner, params.policyId);
  if (!policy) notFound();
  const version = /^\d{1,4}$/.test(params.version ?? "") ? await policyVersion(policy.id, Number(params.version)) : null;
  if (!version) notFound();
  return policyScheduleResponse(policy, customer, language, partner, version);
}
