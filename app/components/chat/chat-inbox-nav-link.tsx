import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The admin navigation's link to the chat inbox (every admin; each sees their own partner's). */
export function ChatInboxNavLink() {
  const { t } = useTranslation("chat");
  return <NavLink to="/admin/support">{t("inbox.nav")}</NavLink>;
}
