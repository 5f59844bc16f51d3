// /insurance-checkin-checkout (and any unknown path under it): starts or resumes the check-in
// and goes to its first step not done. The comparison needs a profession: without one (where
// the partner shows the profession page) the profession comes first. A partner without a
// check-in product has no check-in.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { carriesSignedLink, funnelPath, withPassedOnQuery } from "~/domain/platform/navigation";
import { checkinEntryPath } from "~/server/checkout/checkout-flow.server";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { ensureVisitor } from "~/server/platform/session.server";

async function start(request: Request) {
  const { partner } = await requirePartner(request);
  const url = new URL(request.url);
  // A signed link is the root loader's to sign in with first (it comes back here without it):
  // a check-in started now would belong to a guest.
  if (carriesSignedLink(url.searchParams)) return null;
  const { visitor, headers } = await ensureVisitor(request, partner);
  if (!visitor.professionId && !visitor.professionDescription && !partner.config.hideProfessionPage) {
    throw redirect(withPassedOnQuery(funnelPath("checkin", "profession"), url.searchParams), { headers });
  }
  const next = await checkinEntryPath(visitor, partner);
  if (!next) notFound();
  throw redirect(withPassedOnQuery(next, url.searchParams), { headers });
}

// Never shown (the loader redirects), but every page has a title.
export const meta: MetaFunction = (args) => pageMeta(args, "welcome");

export const loader = ({ request }: LoaderFunctionArgs) => start(request);
export const action = ({ request }: ActionFunctionArgs) => start(request);

/** A page, not a resource route: so the root loader runs (and signs a signed link in) first. */
export default function CheckinEntry() {
  return null;
}
