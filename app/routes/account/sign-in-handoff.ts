// Arrival on the partner host the visitor chose: a short single-use token signs in here.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePartner } from "~/server/platform/guards.server";
import { signInByHandoff } from "~/server/account/sign-in.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  return signInByHandoff(request, partner);
}
