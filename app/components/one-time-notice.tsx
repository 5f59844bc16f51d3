// A notice the server left for the next page (a signed cookie the root loader reads once),
// e.g. that a sign-in link from another browser did not take this browser's guest data.
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/root-data";

export const NOTICES = ["guestNotMerged"] as const;
export type Notice = (typeof NOTICES)[number];

export default function OneTimeNotice() {
  const notice = useRootData()?.notice;
  const { t } = useTranslation("auth");
  if (!notice) return null;
  return (
    <p className="notice notice-warning page" role="status">
      {t(`notice.${notice}`)}
    </p>
  );
}
