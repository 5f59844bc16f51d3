// The link mailed to a new e-mail address (decision 0027): opening it changes the address of
// the account that asked, on this partner, signed in or not (the link proves the address; the
// account holder asked for it). The outcome is shown on My details, or on the sign-in page to
// a visitor who is not signed in as that account.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { findCustomer } from "~/server/account/auth.server";
import { confirmEmailChange } from "~/server/account/email-change.server";
import { requirePartner } from "~/server/platform/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmEmailChange(token, partner.config.id);
  const customer = await findCustomer(request, partner);
  if (!customer) throw redirect(`/sign-in?email_change=${outcome.ok ? "confirmedSignIn" : outcome.reason}`);
  const result = outcome.ok ? (outcome.userId === customer.id ? "confirmed" : "confirmedOther") : outcome.reason;
  throw redirect(`/user/details?email_change=${result}`);
}
