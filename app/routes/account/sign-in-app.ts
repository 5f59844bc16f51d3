// A partner app's open_url (decision 0037): its single-use token signs this browser in as the
// app's user and lands on the funnel the app asked for.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { signInByOpenUrl } from "~/server/account/app-handoff.server";
import { requirePartner } from "~/server/platform/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  return signInByOpenUrl(request, partner);
}
