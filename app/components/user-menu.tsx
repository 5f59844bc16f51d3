import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Signed-out visitors see the way in; the named user menu arrives with sign-in (issue 4). */
export function UserMenu() {
  const { t } = useTranslation();
  return (
    <Link className="user-menu-sign-in" to="/sign-in">
      {t("nav.signIn")}
    </Link>
  );
}
