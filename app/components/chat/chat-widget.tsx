// The floating chat on customer pages (decision 0047), for partners without a chat widget of
// their own: a button opens a panel with the thread and a message box, read from and posted to
// /support/chat. Never on staff pages, nor where the partner hides support. Without JavaScript
// the button is a link to /support/chat. Closing shows a closing state and hides the panel
// after 1 second (spec section 9); focus goes back to the button.
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { builtInChatAvailable } from "~/domain/live-chat";
import { isStaffPath } from "~/domain/staff";
import { useRootData } from "~/root-data";
import type { action as chatAction, loader as chatLoader } from "~/routes/support-chat";
import "~/styles/chat.css";
import { ChatMessageForm } from "./chat-message-form";
import { ChatThread } from "./chat-thread";
import { useChatEvents } from "./use-chat-events";

/** Spec section 9: "Chat close hides widget after 1 second". */
export const CHAT_CLOSE_DELAY_MS = 1000;
const CHAT_PATH = "/support/chat";

type WidgetState = "closed" | "open" | "closing";

export function ChatWidget() {
  const partner = useRootData()?.partner;
  const { pathname } = useLocation();
  if (!partner || !builtInChatAvailable(partner) || isStaffPath(pathname) || pathname === CHAT_PATH) return null;
  return <ChatWidgetPanel partnerName={partner.displayName} />;
}

function ChatWidgetPanel({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation("chat");
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<WidgetState>("closed");
  const thread = useFetcher<typeof chatLoader>();
  const post = useFetcher<typeof chatAction>();
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const loaded = thread.data;

  useEffect(() => setHydrated(true), []);

  // Opening reads the thread; focus moves into the panel (the message box once it is there).
  useEffect(() => {
    if (state !== "open") return;
    if (thread.state === "idle" && !thread.data) thread.load(CHAT_PATH);
    (body.current ?? panel.current)?.focus();
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  useEffect(() => {
    if (state === "open" && loaded && document.activeElement === panel.current) body.current?.focus();
  }, [loaded, state]);

  // Closing: focus back on the button at once (the panel's controls are gone); the closing state
  // shows for a second, then the panel is gone.
  useEffect(() => {
    if (state !== "closing") return;
    launcher.current?.focus();
    const timer = window.setTimeout(() => setState("closed"), CHAT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const messages = loaded?.messages ?? [];
  const lastId = messages[messages.length - 1]?.id ?? null;
  const lastOwnId = [...messages].reverse().find((m) => m.author === "customer")?.id ?? "none";
  useChatEvents(state === "open" && loaded?.hasVisitor ? "/support/chat/events" : null, lastId, () => thread.load(CHAT_PATH));

  const failed = post.data && !post.data.ok ? post.data : null;
  const close = () => setState((current) => (current === "open" ? "closing" : current));

  // Escape anywhere in the panel closes it.
  useEffect(() => {
    const element = panel.current;
    if (state !== "open" || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setState("closing");
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [state]);

  // Without JavaScript the support menu and /support lead to the chat page: no floating link
  // lies over the page's own controls.
  if (!hydrated) return null;
  return (
    <div className="chat-widget">
      {state === "closed" ? null : (
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
              <button type="button" className="chat-close" onClick={close} aria-label={t("widget.close")}>
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
      )}
      <button
        ref={launcher}
        type="button"
        className="button button-solid chat-launcher"
        aria-expanded={state === "open"}
        aria-controls={state === "closed" ? undefined : "chat-widget-panel"}
        onClick={() => (state === "closed" ? setState("open") : close())}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className="visually-hidden">{t("widget.open")}</span>
      </button>
    </div>
  );
}
