// The chat widget's panel (decision 0047): the thread and the message box, read from and posted
// to /support/chat. Loaded when the launcher (chat-widget.tsx) first opens it.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { action as chatAction, loader as chatLoader } from "~/routes/support/support-chat";
import { ChatMessageForm } from "./chat-message-form";
import { ChatThread } from "./chat-thread";
import { CHAT_PATH, type WidgetState } from "./chat-widget-state";
import { useChatEvents } from "./use-chat-events";

export default function ChatWidgetPanel({
  partnerName,
  state,
  onClose,
  onEscape,
}: {
  partnerName: string;
  state: Exclude<WidgetState, "closed">;
  onClose: () => void;
  onEscape: () => void;
}) {
  const { t } = useTranslation("chat");
  const thread = useFetcher<typeof chatLoader>();
  const post = useFetcher<typeof chatAction>();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const loaded = thread.data;

  // Opening reads the thread; focus moves into the panel (the message box once it is there).
  useEffect(() => {
    if (state !== "open") return;
    if (thread.state === "idle" && !thread.data) thread.load(CHAT_PATH);
    (body.current ?? panel.current)?.focus();
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  // Also when focus fell to the page (seen once on a reopened panel under load): never taken
  // from a control the visitor moved to themselves.
  useEffect(() => {
    const active = document.activeElement;
    if (state === "open" && loaded && (active === panel.current || active === null || active === document.body)) body.current?.focus();
  }, [loaded, state]);

  const messages = loaded?.messages ?? [];
  const lastId = messages[messages.length - 1]?.id ?? null;
  const lastOwnId = [...messages].reverse().find((m) => m.author === "customer")?.id ?? "none";
  useChatEvents(state === "open" && loaded?.hasVisitor ? "/support/chat/events" : null, lastId, () => thread.load(CHAT_PATH));

  const failed = post.data && !post.data.ok ? post.data : null;

  // Escape anywhere in the panel closes it.
  useEffect(() => {
    const element = panel.current;
    if (state !== "open" || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onEscape();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [state, onEscape]);

  return (
    <div
      ref={panel}
      id="chat-widget-panel"
      className={`chat-panel${state === "closing" ? " chat-panel-closing" : ""}`}
      role="dialog"
      aria-labelledby="chat-widget-title"
      tabIndex={-1}
    >
      <div className="chat-panel-head">
        <h2 id="chat-widget-title">{t("widget.title", { name: partnerName })}</h2>
        {state === "open" ? (
          <button type="button" className="chat-close" onClick={onClose} aria-label={t("widget.close")}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {state === "closing" ? (
        <p className="chat-closing" role="status">
          {t("widget.closing")}
        </p>
      ) : !loaded ? (
        <p className="muted" role="status">
          {t("widget.loading")}
        </p>
      ) : (
        <>
          <ChatThread messages={messages} viewer="customer" emptyText={t("page.empty")} />
          {loaded.conversation?.status === "closed" ? <p className="muted chat-hint">{t("page.closed")}</p> : null}
          <ChatMessageForm
            idPrefix="chat-widget"
            FormComponent={post.Form}
            values={failed?.values}
            errors={failed?.errors}
            askGuestDetails={loaded.isGuest && loaded.conversation?.status !== "open"}
            submitting={post.state !== "idle"}
            via="widget"
            sentKey={lastOwnId}
            bodyRef={body}
          />
          <p className="chat-hint">
            <Link to={CHAT_PATH}>{t("widget.fullPage")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
