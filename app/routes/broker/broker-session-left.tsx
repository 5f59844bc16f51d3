// /broker-session/left: after a broker session ended (decision 0080), the browser is sent on to
// the broker quote page of the running environment, by a refresh (a form's redirect to another
// site would break the pages' CSP form-action) and a link for whoever stops it. Changes nothing.
// ?reason=expired: the quote or the session ran out (decision 0084).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { brokerQuotePageUrl } from "~/server/broker/broker-session.server";
import { requirePartner } from "~/server/platform/guards.server";
import { serverT } from "~/server/platform/i18n.server";
import { pageMeta } from "~/domain/platform/page-meta";

// A reason is read before going on.
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args, "brokerSessionLeft"), ...refresh(args.data)];

const REASON_SECONDS = 5;

/** The refresh that sends the browser on: a meta tag of this page's own, after the title and description. */
function refresh(data: { to: string; reason: string | null } | undefined) {
  const to = data?.to;
  const seconds = data?.reason ? REASON_SECONDS : 0;
  return to
    ? [
        { httpEquiv: "refresh", content: `${seconds};url=${to}` },
        { name: "robots", content: "noindex" },
      ]
    : [];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const t = await serverT(language, "broker");
  // Ended by the quote or the session running out (decision 0084): said before going on.
  const expired = new URL(request.url).searchParams.get("reason") === "expired";
  return {
    to: await brokerQuotePageUrl(request, partner),
    title: t("session.left"),
    link: t("session.leftLink"),
    reason: expired ? t("session.expired") : null,
  };
}

export default function BrokerSessionLeft() {
  const { to, title, link, reason } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="left-title">
      <h1 id="left-title">{title}</h1>
      {reason ? <p role="status">{reason}</p> : null}
      <p>
        <a href={to}>{link}</a>
      </p>
    </section>
  );
}
