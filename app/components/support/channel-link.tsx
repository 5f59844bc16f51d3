// One support channel as a link (the header's menu and the support page): its label, where it
// leads (worked out on the server: support.server.ts) and the analytics attributes another part
// of the page turns into the "support" event.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { PartnerConfig } from "~/server/platform/partner.server";
import type { SupportChannelView, SupportData } from "~/server/support/support.server";
import { openChatWidget } from "./chat-widget";

export function channelLabel(t: TFunction, channel: SupportChannelView): string {
  if (channel.kind === "ai" && channel.productName) return t("support:channels.aiProduct", { product: channel.productName });
  return t(`support:channels.${channel.kind}`);
}

/** The label with its contact detail ("Bel ons: +31 20 123 4567"), for a closed channel shown without a link. */
export function channelText(t: TFunction, channel: SupportChannelView, partner: PartnerConfig): string {
  const detail = channelDetail(channel, partner);
  return detail ? `${channelLabel(t, channel)}: ${detail}` : channelLabel(t, channel);
}

function channelDetail(channel: SupportChannelView, partner: PartnerConfig): string | null {
  return channel.kind === "call" ? partner.supportPhoneNumber : channel.kind === "mail" ? partner.supportEmail : null;
}

/** "Opens again Monday 30-11-2026 at 09:00" for a closed channel; null for an open one. */
export function opensAtText(t: TFunction, channel: SupportChannelView): string | null {
  const parts = channel.opensAt;
  if (!parts) return null;
  const when = t("support:when", { weekday: t(`support:weekdays.${parts.weekday}`), date: parts.date, time: parts.time });
  return t("support:status.opensAt", { when });
}

export function SupportChannelLink({
  channel,
  support,
  partner,
  className,
}: {
  channel: SupportChannelView;
  support: SupportData;
  partner: PartnerConfig;
  className?: string;
}) {
  const { t } = useTranslation("support");
  const href = channel.href;
  if (!href) return null;
  const detail = channelDetail(channel, partner);
  const external = channel.kind === "whatsapp";
  return (
    <a
      className={className}
      href={href}
      data-analytics-event="support"
      data-analytics-channel={channel.kind}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={
        channel.kind === "chat" && support.chatWidgetScript
          ? (event) => {
              if (openChatWidget()) event.preventDefault();
            }
          : undefined
      }
    >
      {channelLabel(t, channel)}
      {detail ? `: ${detail}` : null}
      {external ? <span className="visually-hidden"> {t("page.newWindow")}</span> : null}
    </a>
  );
}
