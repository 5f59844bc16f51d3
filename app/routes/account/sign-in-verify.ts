// The e-mailed link: proves the address, then signs in (or offers the partner environments).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePartner } from "~/server/platform/guards.server";
import { SignInLinkError } from "~/server/platform/link-tokens.server";
import { authenticator, isSameBrowser, signInVerifiedEmail } from "~/server/account/sign-in.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  let link;
  try {
    link = await authenticator.authenticate("magic-link", request);
  } catch (error) {
    if (error instanceof SignInLinkError) throw redirect(`/sign-in?error=${error.reason}`);
    throw error;
  }
  return signInVerifiedEmail(request, partner, link.email, link.returnTo, await isSameBrowser(request, link));
}
