// A partner app's open_url (decision 0037): its single-use token signs this browser in as the
// app's user and lands on the funnel the app asked for.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { signInByOpenUrl } from "~/server/account/app-handoff.server";
import { requirePartner } from "~/server/platform/guards.server";
import { keepEntryOnRedirect } from "~/server/platform/entry-params.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  // The app may add its entry parameters (userId, expo_ip, returnURL) to the open_url: kept for the visit (decision 0090).
  return signInByOpenUrl(request, partner).catch(async (thrown: unknown) =>
    Promise.reject(await keepEntryOnRedirect(request, partner, thrown)),
  );
}
