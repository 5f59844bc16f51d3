// /support/chat: the built-in live chat for customers and guests (decision 0047). A plain form
// posts a message and the page shows the thread, without JavaScript too; with it, staff replies
// appear as they are written (the event stream below). The floating widget
// (components/chat/chat-widget.tsx) reads and posts through this same route.
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChatMessageForm, type ChatFormErrors, type ChatFormValues } from "~/components/chat/chat-message-form";
import { ChatThread } from "~/components/chat/chat-thread";
import { useChatEvents } from "~/components/chat/use-chat-events";
import { checkChatBody, checkGuestDetails, CHAT_MESSAGES } from "~/domain/support/live-chat";
import { builtInChatAvailable } from "~/domain/support/support-channels";
import { pageMeta } from "~/domain/platform/page-meta";
import { formDataOf, notFound, requirePartner } from "~/server/platform/guards.server";
import { CHAT_LIMITS, customerThread, postCustomerMessage } from "~/server/support/live-chat.server";
import { hitRateLimit } from "~/server/platform/rate-limit.server";
import { ensureVisitor, findVisitor } from "~/server/platform/session.server";

export const meta: MetaFunction = (args) => pageMeta(args, "supportChat");

// A conversation is personal: never kept by a browser or proxy.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

async function requireChatPartner(request: Request) {
  const context = await requirePartner(request);
  if (!builtInChatAvailable(context.partner.config)) notFound();
  return context;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requireChatPartner(request);
  const visitor = await findVisitor(request, partner);
  const thread = await customerThread(visitor);
  return data(
    { ...thread, isGuest: !visitor || visitor.isGuest, hasVisitor: !!visitor, partnerName: partner.config.displayName },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type ActionAnswer = { ok: false; values: ChatFormValues; errors: ChatFormErrors } | { ok: true };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requireChatPartner(request);
  const form = await formDataOf(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ChatFormValues = {
    body: text("body").slice(0, 10_000),
    name: text("name").slice(0, 1_000),
    email: text("email").slice(0, 1_000),
  };
  const errors: ChatFormErrors = {};
  const refuse = (status: number, init: { headers?: HeadersInit } = {}) =>
    data<ActionAnswer>({ ok: false, values, errors }, { status, ...init });

  const checked = checkChatBody(values.body);
  if ("error" in checked) errors.body = checked.error;
  const guest = checkGuestDetails(values.name, values.email);
  Object.assign(errors, guest.errors);
  if ("error" in checked || Object.keys(errors).length > 0) return refuse(400);

  // Per address before anyone is created: a flood of cookieless posts makes no guests.
  const perClient = await hitRateLimit(`chat:client:${(context.clientAddress as string | undefined) ?? "unknown"}`, CHAT_LIMITS.perClient);
  if (!perClient.allowed) {
    errors.body = CHAT_MESSAGES.rateLimited;
    return refuse(429, { headers: { "Retry-After": String(perClient.retryAfterSeconds) } });
  }
  // A first message from a new visitor makes them a guest, as adding to the cart does.
  const { visitor, headers } = await ensureVisitor(request, partner);
  const perVisitor = await hitRateLimit(`chat:visitor:${visitor.id}`, CHAT_LIMITS.perVisitor);
  if (!perVisitor.allowed) {
    errors.body = CHAT_MESSAGES.rateLimited;
    headers.set("Retry-After", String(perVisitor.retryAfterSeconds));
    return refuse(429, { headers });
  }
  await postCustomerMessage(visitor, checked.body, guest.value);
  // The widget stays on its page; the plain form goes back to the thread (no repost on reload).
  if (text("via") === "widget") return data<ActionAnswer>({ ok: true }, { headers });
  return redirect("/support/chat", { status: 303, headers });
}

export default function SupportChat() {
  const { conversation, messages, isGuest, hasVisitor, partnerName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { t } = useTranslation("chat");
  const failed = answer && !answer.ok ? answer : null;
  const lastId = messages[messages.length - 1]?.id ?? null;
  const lastOwnId = [...messages].reverse().find((m) => m.author === "customer")?.id ?? "none";
  // New messages of this visitor's conversation: read the thread again.
  useChatEvents(hasVisitor ? "/support/chat/events" : null, lastId, () => revalidator.revalidate());
  return (
    <section className="page chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">{t("page.title", { name: partnerName })}</h1>
      <p className="lead">{t("page.intro", { name: partnerName })}</p>
      <ChatThread messages={messages} viewer="customer" emptyText={t("page.empty")} />
      {conversation?.status === "closed" ? (
        <p className="notice" role="status">
          {t("page.closed")}
        </p>
      ) : null}
      <ChatMessageForm
        idPrefix="chat-page"
        values={failed?.values}
        errors={failed?.errors}
        askGuestDetails={isGuest && conversation?.status !== "open"}
        submitting={navigation.state === "submitting"}
        sentKey={lastOwnId}
      />
    </section>
  );
}
