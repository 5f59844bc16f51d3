// /admin/support/:conversationId: one chat conversation for staff (decision 0047): the thread,
// a reply form and close/reopen (audited). Another partner's conversation is a 404, the same as
// an unknown id. Opening it marks it read. Plain forms: works without JavaScript; with it, the
// customer's new messages appear as they are written.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChatThread } from "~/components/chat/chat-thread";
import { useChatEvents } from "~/components/chat/use-chat-events";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { checkChatBody, CHAT_BODY_MAX } from "~/domain/support/live-chat";
import { pageMeta } from "~/domain/platform/page-meta";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { markReadByStaff, postStaffReply, setConversationStatus, staffConversation, staffThread } from "~/server/support/live-chat.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminSupportConversation");

const DONE = new Set(["closed", "open", "sent"]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const conversation = await staffConversation(staff, params.conversationId);
  if (!conversation) notFound();
  await markReadByStaff(conversation);
  const done = new URL(request.url).searchParams.get("done");
  return {
    conversation: {
      id: conversation.id,
      status: conversation.status,
      visitorName: conversation.visitorName,
      visitorEmail: conversation.visitorEmail,
      partner: conversation.partner.displayName,
      started: formatDateTime(conversation.createdAt).slice(0, 16),
    },
    messages: await staffThread(conversation),
    done: done && DONE.has(done) ? done : null,
  };
}

type ActionAnswer = { body: string; error: string };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const conversation = await staffConversation(staff, params.conversationId);
  if (!conversation) notFound();
  const form = await formDataOf(request);
  const intent = String(form.get("intent") ?? "");
  const back = (done: string) => redirect(`/admin/support/${encodeURIComponent(conversation.id)}?done=${done}`, 303);
  if (intent === "close" || intent === "reopen") {
    await setConversationStatus(staff, conversation, intent === "close" ? "closed" : "open");
    return back(intent === "close" ? "closed" : "open");
  }
  if (intent !== "reply") throw data({ error: "badRequest" }, { status: 400 });
  const raw = form.get("body");
  const body = typeof raw === "string" ? raw.slice(0, 10_000) : "";
  const checked = checkChatBody(body);
  if ("error" in checked) return data<ActionAnswer>({ body, error: checked.error }, { status: 400 });
  const sent = await postStaffReply(staff, conversation, checked.body);
  if (sent === "closed") return data<ActionAnswer>({ body, error: "chat:errors.closed" }, { status: 409 });
  return back("sent");
}

export default function AdminSupportConversation() {
  const { conversation, messages, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { t } = useTranslation("chat");
  const { t: tAny } = useTranslation();
  const lastId = messages[messages.length - 1]?.id ?? null;
  const lastOwnId = [...messages].reverse().find((m) => m.author === "staff")?.id ?? "none";
  useChatEvents("/admin/support/events", lastId, (event) => {
    if (event.conversationId === conversation.id) revalidator.revalidate();
  });
  const name = conversation.visitorName ?? t("inbox.guest");
  const open = conversation.status === "open";
  return (
    <section className="page admin-page chat-admin" aria-labelledby="chat-conversation-title">
      <p>
        <Link to="/admin/support">← {t("inbox.back")}</Link>
      </p>
      <h1 id="chat-conversation-title">{t("inbox.heading", { name })}</h1>
      {done && !answer ? (
        <p className="notice" role="status">
          {t(`inbox.done.${done}`)}
        </p>
      ) : null}
      <dl className="policy-facts">
        <dt>{t("inbox.fields.partner")}</dt>
        <dd>{conversation.partner}</dd>
        <dt>{t("inbox.fields.email")}</dt>
        <dd>{conversation.visitorEmail ? <a href={`mailto:${conversation.visitorEmail}`}>{conversation.visitorEmail}</a> : "—"}</dd>
        <dt>{t("inbox.fields.status")}</dt>
        <dd>{t(`inbox.status.${conversation.status}`)}</dd>
        <dt>{t("inbox.fields.started")}</dt>
        <dd>{conversation.started}</dd>
      </dl>
      <ChatThread messages={messages} viewer="staff" emptyText={t("page.empty")} />
      {open ? (
        <Form method="post" className="chat-form" key={answer ? `error:${answer.body}` : `sent:${lastOwnId}`} noValidate>
          <input type="hidden" name="intent" value="reply" />
          <label htmlFor="chat-reply">{t("inbox.reply")}</label>
          <textarea
            id="chat-reply"
            name="body"
            rows={4}
            maxLength={CHAT_BODY_MAX + 100}
            defaultValue={answer?.body ?? ""}
            aria-invalid={answer ? true : undefined}
            aria-describedby={answer ? "chat-reply-error" : undefined}
          />
          {answer ? (
            <p id="chat-reply-error" className="field-error" role="alert">
              {tAny(answer.error)}
            </p>
          ) : null}
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("inbox.send")}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value={open ? "close" : "reopen"} />
        <button type="submit" className="button button-ghost">
          {open ? t("inbox.close") : t("inbox.reopen")}
        </button>
      </Form>
    </section>
  );
}
