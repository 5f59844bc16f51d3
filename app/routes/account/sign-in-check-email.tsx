// "Check your e-mail": the same text whether or not the address has an account.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MAGIC_LINK_MINUTES } from "~/server/platform/link-tokens.server";
import { requirePartner } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "checkEmail");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const email = (new URL(request.url).searchParams.get("email") ?? "").slice(0, 254);
  return { email, minutes: MAGIC_LINK_MINUTES };
}

export default function CheckEmail() {
  const { email, minutes } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <section className="page auth-page" aria-labelledby="check-email-title">
      <h1 id="check-email-title">{t("checkEmail.title")}</h1>
      <p className="lead">{email ? t("checkEmail.sentTo", { email }) : t("checkEmail.sent")}</p>
      <p>{t("checkEmail.validity", { minutes })}</p>
      <p>{t("checkEmail.notReceived")}</p>
      <Link to="/sign-in" className="button button-ghost">
        {t("checkEmail.again")}
      </Link>
    </section>
  );
}
