// /insurance-checkin goes to the check-in's welcome with the query passed on (never a signed
// link's three parameters, spec section 2); any unknown /insurance-calculator/* path goes to
// the calculator's welcome.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { carriesSignedLink, insuranceFlowFor, passedOnQuery, welcomePathFor } from "~/domain/platform/navigation";
import { requirePartner } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";

// Never shown (the loader redirects), but every page has a title.
export const meta: MetaFunction = (args) => pageMeta(args, "welcome");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const url = new URL(request.url);
  // A signed link is the root loader's to sign in with; it comes back here without it.
  if (carriesSignedLink(url.searchParams)) return null;
  const flow = insuranceFlowFor(url);
  throw redirect(`${welcomePathFor(flow)}${flow === "checkin" ? passedOnQuery(url.searchParams) : ""}`);
}

/** A page, not a resource route: so the root loader runs (and signs a signed link in) first. */
export default function VariantEntry() {
  return null;
}
