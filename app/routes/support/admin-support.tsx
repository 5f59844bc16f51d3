// /admin/support: the staff's chat inbox (decision 0047). Insurer admins see every partner's
// conversations, a partner's admin only their own partner's (brokers never reach /admin).
// Open first, newest activity first, each with its unread count; new messages appear without
// reloading (the event stream says which, the list is read again).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChatEvents } from "~/components/chat/use-chat-events";
import { pageMeta } from "~/domain/platform/page-meta";
import { staffInbox } from "~/server/support/live-chat.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminSupport");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  return { rows: await staffInbox(staff) };
}

export default function AdminSupport() {
  const { rows } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { t } = useTranslation("chat");
  useChatEvents("/admin/support/events", null, () => revalidator.revalidate());
  return (
    <section className="page admin-page" aria-labelledby="chat-inbox-title">
      <h1 id="chat-inbox-title">{t("inbox.title")}</h1>
      <p>{t("inbox.intro")}</p>
      {rows.length === 0 ? (
        <p className="muted">{t("inbox.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table chat-inbox-table">
            <caption className="visually-hidden">{t("inbox.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("inbox.columns.visitor")}</th>
                <th scope="col">{t("inbox.columns.partner")}</th>
                <th scope="col">{t("inbox.columns.status")}</th>
                <th scope="col">{t("inbox.columns.lastMessage")}</th>
                <th scope="col">{t("inbox.columns.unread")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.unread > 0 ? "chat-unread" : undefined}>
                  <th scope="row">
                    <Link to={`/admin/support/${row.id}`}>{row.visitorName ?? t("inbox.guest")}</Link>
                    {row.visitorEmail ? <span className="table-muted"> {row.visitorEmail}</span> : null}
                  </th>
                  <td>{row.partner}</td>
                  <td>{t(`inbox.status.${row.status}`)}</td>
                  <td>
                    {row.lastMessageAt} <span className="table-muted chat-preview">{row.preview}</span>
                  </td>
                  <td>{row.unread > 0 ? <span className="badge">{t("inbox.unread", { count: row.unread })}</span> : "0"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
