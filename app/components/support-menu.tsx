import { useTranslation } from "react-i18next";
import type { PartnerConfig } from "~/server/partner.server";
import { Disclosure } from "./disclosure";

export function SupportMenu({ partner, open }: { partner: PartnerConfig; open: boolean }) {
  const { t } = useTranslation();
  return (
    <Disclosure className="support-menu" label={t("support.menu")}>
      <div className="support-panel">
        <p className={open ? "support-status support-open" : "support-status support-closed"} role="status">
          {open ? t("support.open") : t("support.closed")}
        </p>
        <p className="support-hours">{t("support.hours")}</p>
        <ul className="menu-list">
          {partner.supportPhoneNumber ? (
            <li>
              <a className="menu-item" href={`tel:${partner.supportPhoneNumber.replace(/[^+\d]/g, "")}`}>
                {t("support.call", { phone: partner.supportPhoneNumber })}
              </a>
            </li>
          ) : null}
          {partner.supportEmail ? (
            <li>
              <a className="menu-item" href={`mailto:${partner.supportEmail}`}>
                {t("support.mail", { email: partner.supportEmail })}
              </a>
            </li>
          ) : null}
          {partner.supportWhatsappUrl ? (
            <li>
              <a className="menu-item" href={partner.supportWhatsappUrl} rel="noopener noreferrer" target="_blank">
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
