// /support (spec sections 1 and 2; decision 0046): every support channel of the partner with
// whether it is open now (or when it opens) and its hours, the office hours with the public
// holidays, and the FAQ of each product. Partners that hide support (hideInvoicesAndSupport)
// have no such page: a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { channelText, opensAtText, SupportChannelLink } from "~/components/support/channel-link";
import { pageMeta } from "~/domain/platform/page-meta";
import { FAQ_SECTION } from "~/domain/support/support-channels";
import { pickTranslation } from "~/domain/platform/translated-text";
import { partnerCatalogue } from "~/server/catalogue/catalogue.server";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { supportData } from "~/server/support/support.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "support");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const support = await supportData(partner.config, language, new Date());
  if (!support) notFound();
  const catalogue = await partnerCatalogue(partner.config.id);
  const faqProducts = catalogue
    .filter((product) => product.type !== "checkin" && Array.isArray(product.faq) && product.faq.length > 0)
    .map((product) => ({ slug: product.slug, name: pickTranslation(product.names, language) }));
  return { partner: partner.config, support, faqProducts };
}

export default function SupportPage() {
  const { partner, support, faqProducts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("support");
  return (
    <article className="page support-page" aria-labelledby="support-title">
      <h1 id="support-title">{t("page.title")}</h1>
      <p>{t("page.intro")}</p>

      <section aria-labelledby="support-channels">
        <h2 id="support-channels">{t("page.channelsTitle")}</h2>
        <ul className="support-channel-list">
          {support.channels.map((channel) => (
            <li
              key={channel.name}
              id={channel.kind === "chat" ? "chat" : undefined}
              className="support-channel"
              data-channel={channel.name}
            >
              <h3 className="support-channel-title">
                {channel.open ? (
                  <SupportChannelLink channel={channel} support={support} partner={partner} />
                ) : (
                  channelText(t, channel, partner)
                )}
              </h3>
              <p className={channel.open ? "support-status support-open" : "support-status support-closed"}>
                {channel.open ? t("status.open") : `${t("status.closed")}. ${opensAtText(t, channel) ?? ""}`}
              </p>
              <p className="support-channel-hours">{t(`availability.${channel.availability}`)}</p>
              {channel.kind === "chat" && support.chatWidgetScript ? <p>{t("page.chatWidget")}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="support-hours">
        <h2 id="support-hours">{t("page.hoursTitle")}</h2>
        <p>{t("page.hoursText")}</p>
        <p>{t("page.holidaysText")}</p>
      </section>

      <section aria-labelledby="support-faq" id={FAQ_SECTION}>
        <h2 id="support-faq">{t("page.faqTitle")}</h2>
        {faqProducts.length > 0 ? (
          <>
            <p>{t("page.faqIntro")}</p>
            <ul>
              {faqProducts.map((product) => (
                <li key={product.slug}>
                  <Link to={`/products/${product.slug}#pdp-faq`}>{t("page.faqLink", { product: product.name })}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("page.noFaq")}</p>
        )}
      </section>
    </article>
  );
}
