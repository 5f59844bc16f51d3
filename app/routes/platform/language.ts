import { assertSameOrigin } from "~/server/platform/csrf.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { chooseLanguage } from "~/domain/platform/languages";
import { safeRedirectPath } from "~/domain/platform/navigation";
import { languageCookie } from "~/server/platform/cookies.server";
import { requirePartner } from "~/server/platform/guards.server";

/** Stores the chosen language and goes back. A language the partner does not offer is ignored. */
export async function action({ request }: ActionFunctionArgs) {
  const { partner, language: current } = await requirePartner(request);
  assertSameOrigin(request);
  const form = await request.formData().catch(() => new FormData());
  const language = chooseLanguage({
    requested: String(form.get("language") ?? ""),
    stored: current,
    partnerLanguages: partner.config.availableLanguages,
    partnerDefault: partner.config.defaultLanguage,
  });
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await languageCookie.serialize(language) },
  });
}

export function loader() {
  return redirect("/");
}
