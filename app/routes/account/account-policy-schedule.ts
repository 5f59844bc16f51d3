// GET /user/policies/<id>/schedule.pdf: the policy schedule of the signed-in customer's own
// policy on this partner; ?version=<n> gives the schedule of one version of it (issue 34; a query
// rather than a route of its own: every route costs each page's manifest). Anything else is a 404
// that says nothing about the policy.
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
  const asked = new URL(request.url).searchParams.get("version");
  if (asked === null) return policyScheduleResponse(policy, customer, language, partner);
  const version = /^\d{1,4}$/.test(asked) ? await policyVersion(policy.id, Number(asked)) : null;
  if (!version) notFound();
  return policyScheduleResponse(policy, customer, language, partner, version);
}
