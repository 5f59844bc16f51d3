// GET /checkout/knowledge-test/alternative?token=…: the mailed link to the alternative
// knowledge test. Opened in the session of the visitor it was mailed to, it allows one more
// attempt and leads to the test; without a session it asks to sign in first (and comes back
// here); a link that is unknown, used, expired or someone else's says so.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePartner } from "~/server/platform/guards.server";
import { openAlternativeTest } from "~/server/checkout/knowledge-test.server";
import { findVisitor } from "~/server/platform/session.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";

export const handle: FunnelHandle = { hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "alternativeTest");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const url = new URL(request.url);
  const visitor = await findVisitor(request, partner);
  const opened = await openAlternativeTest(url.searchParams.get("token") ?? "", partner.config.id, visitor?.id ?? null);
  if (opened.ok) throw redirect(opened.returnTo);
  if (opened.reason === "otherUser" && !visitor) throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  return { reason: opened.reason };
}

export default function AlternativeTestLink() {
  const { reason } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="alternative-title">
      <h1 id="alternative-title">{t("knowledgeTest.link.title")}</h1>
      <p className="lead" role="alert">
        {t(`knowledgeTest.link.${reason}`)}
      </p>
      <p>
        <Link to="/checkout">{t("knowledgeTest.link.back")}</Link>
      </p>
    </section>
  );
}
