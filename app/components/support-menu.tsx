import { useTranslation } from "react-i18next";
import type { PartnerConfig } from "~/server/partner.server";
import { Disclosure } from "./disclosure";

export function SupportMenu({ partner, open }: { partner: PartnerConfig; open: boolean }) {
  const { t } = useTranslation();
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
      <div className="support-panel">
        <p className={open ? "support-status support-open" : "support-status support-closed"} role="status">
          {open ? t("support.open") : t("support.closed")}
        </p>
        <p className="support-hours">{t("support.hours")}</p>
        <ul className="menu-list">
          {partner.supportPhoneNumber ? (
            <li>
              <a className="menu-item" data-analytics-event="support" data-analytics-channel="call" href={`tel:${partner.supportPhoneNumber.replace(/[^+\d]/g, "")}`}>
                {t("support.call", { phone: partner.supportPhoneNumber })}
              </a>
            </li>
          ) : null}
          {partner.supportEmail ? (
            <li>
              <a className="menu-item" data-analytics-event="support" data-analytics-channel="mail" href={`mailto:${partner.supportEmail}`}>
                {t("support.mail", { email: partner.supportEmail })}
              </a>
            </li>
          ) : null}
          {partner.supportWhatsappUrl ? (
            <li>
              <a className="menu-item" data-analytics-event="support" data-analytics-channel="whatsapp" href={partner.supportWhatsappUrl} rel="noopener noreferrer" target="_blank">
                {t("support.whatsapp")}
              </a>
            </li>
          ) : null}
          {partner.chatWidgetKey ? (
            <li>
              <span className="menu-item">{open ? t("support.chatAvailable") : t("support.chatOffline")}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </Disclosure>
  );
}
