import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PartnerConfig } from "~/server/platform/partner.server";
import type { SupportData } from "~/server/support/support.server";
import { Disclosure } from "./disclosure";
import { channelText, opensAtText, SupportChannelLink } from "./support/channel-link";

/**
 * The header's support menu: links to the channels open now; the closed ones named with when
 * they open (a link to a closed desk would only disappoint); and the support page.
 */
export function SupportMenu({ partner, support }: { partner: PartnerConfig; support: SupportData | null }) {
  const { t } = useTranslation();
  if (!support) return null;
  const open = support.channels.filter((channel) => channel.open);
  const closed = support.channels.filter((channel) => !channel.open);
  return (
    <Disclosure
      className="support-menu"
      label={
        <>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z" />
          </svg>
          <span className="support-label">{t("support.menu")}</span>
        </>
      }
    >
      <div className="support-panel" data-testid="support-menu">
        <p className={support.officeOpen ? "support-status support-open" : "support-status support-closed"} role="status">
          {support.officeOpen ? t("support.open") : t("support.closed")}
        </p>
        <p className="support-hours">{t("support.hours")}</p>
        {open.length > 0 ? (
          <>
            <h2 className="support-group-title" id="support-menu-open">
              {t("support:menu.openNow")}
            </h2>
            <ul className="menu-list" aria-labelledby="support-menu-open">
              {open.map((channel) => (
                <li key={channel.name}>
                  <SupportChannelLink className="menu-item" channel={channel} support={support} partner={partner} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("support:menu.noneOpen")}</p>
        )}
        {closed.length > 0 ? (
          <>
            <h2 className="support-group-title" id="support-menu-closed">
              {t("support:menu.closedChannels")}
            </h2>
            <ul className="menu-list support-closed-list" aria-labelledby="support-menu-closed">
              {closed.map((channel) => (
                <li key={channel.name} className="support-closed-channel">
                  <span className="support-channel-name">{channelText(t, channel, partner)}</span>{" "}
                  <span className="support-opens-at">{opensAtText(t, channel)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <Link className="menu-item" to="/support">
            {t("support:menu.allChannels")}
          </Link>
        </p>
      </div>
    </Disclosure>
  );
}
