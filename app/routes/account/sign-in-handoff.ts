// Arrival on the partner host the visitor chose: a short single-use token signs in here.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/server/platform/db.server";
import { requirePartner } from "~/server/platform/guards.server";
import { SignInLinkError } from "~/server/platform/link-tokens.server";
import { authenticator, completeSignIn } from "~/server/account/sign-in.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  let link;
  try {
    link = await authenticator.authenticate("partner-handoff", request);
  } catch (error) {
    if (error instanceof SignInLinkError) throw redirect(`/sign-in?error=${error.reason}`);
    throw error;
  }
  const user = link.userId
    ? await db.user.findFirst({
        where: { id: link.userId, partnerId: partner.config.id, isGuest: false, email: link.email },
        select: { id: true },
      })
    : null;
  if (!user) throw redirect("/sign-in?error=invalid");
  // Proven by the mailed link it came from; never merges this host's guest data (decision 0024).
  return completeSignIn(request, partner, user.id, link.returnTo, { proven: true, mergeGuest: false });
}
