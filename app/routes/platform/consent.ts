// POST /consent (decision 0050): the consent banner's accept or reject, kept 12 months, then
// back to the page it was made on (a path of this site only). Works without JavaScript.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { consentFromChoice, consentReturnPath } from "~/domain/platform/consent";
import { consentCookieHeader } from "~/server/platform/consent.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export async function action({ request }: ActionFunctionArgs) {
  await requirePartner(request);
  const form = await formDataOf(request);
  const back = consentReturnPath(form.get("redirectTo"));
  const consent = consentFromChoice(form.get("choice"));
  // No choice made (a forged post): back without changing anything.
  if (!consent) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": consentCookieHeader(consent) } });
}

export function loader() {
  return redirect("/");
}
