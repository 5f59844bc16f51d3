import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export type ChatThreadMessage = { id: string; author: "customer" | "staff" | "assistant"; body: string; at: string };

/**
 * A conversation's messages, oldest first, in a polite live region so a screen reader reads new
 * ones as they arrive. viewer: whose side the reader is on ("Jij" for their own messages).
 */
export function ChatThread({
  messages,
  viewer,
  emptyText,
  id,
}: {
  messages: ChatThreadMessage[];
  viewer: "customer" | "staff";
  emptyText: string;
  id?: string;
}) {
  const { t } = useTranslation("chat");
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [lastId]);
  const who = (author: ChatThreadMessage["author"]) =>
    author === "assistant"
      ? t("thread.assistant")
      : author === viewer
        ? t("thread.you")
        : author === "staff"
          ? t("thread.staff")
          : t("thread.customer");
  return (
    <ol className="chat-thread" aria-label={t("thread.label")} aria-live="polite" id={id}>
      {messages.length === 0 ? <li className="chat-empty muted">{emptyText}</li> : null}
      {messages.map((message, index) => (
        <li
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          className={`chat-message chat-message-${message.author === viewer ? "own" : "other"}`}
          data-message-id={message.id}
        >
          <p className="chat-meta">
            <strong>{who(message.author)}</strong> <span className="muted">{t("thread.sentAt", { at: message.at })}</span>
          </p>
          <p className="chat-body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
