import { useEffect, useRef } from "react";

export type ChatStreamEvent = { conversationId: string; messageId: string };

/**
 * Listens to a chat event stream (Server-Sent Events) while url is set. The browser's
 * EventSource reconnects by itself and sends the last id it saw, so the server replays what was
 * missed; after is the newest message the page already shows, for the first connection.
 * Sets data-chat-live on <html> while connected (browser tests wait for it).
 */
export function useChatEvents(url: string | null, after: string | null, onEvent: (event: ChatStreamEvent) => void): void {
  const latest = useRef({ onEvent, after });
  useEffect(() => {
    latest.current = { onEvent, after };
  });
  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    const first = latest.current.after;
    const source = new EventSource(first ? `${url}?after=${encodeURIComponent(first)}` : url);
    const onOpen = () => {
      document.documentElement.dataset.chatLive = "true";
    };
    const onError = () => {
      delete document.documentElement.dataset.chatLive;
    };
    const onMessage = (message: MessageEvent<string>) => {
      try {
        const data = JSON.parse(message.data) as Partial<ChatStreamEvent>;
        if (typeof data.conversationId === "string" && typeof data.messageId === "string") {
          latest.current.onEvent({ conversationId: data.conversationId, messageId: data.messageId });
        }
      } catch {
        // Not an event of ours.
      }
    };
    source.addEventListener("open", onOpen);
    source.addEventListener("error", onError);
    source.addEventListener("message", onMessage);
    return () => {
      source.close();
      delete document.documentElement.dataset.chatLive;
    };
  }, [url]);
}
