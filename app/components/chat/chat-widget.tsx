// The floating chat on customer pages (decision 0047), for partners without a chat widget of
// their own: a button opens a panel with the thread and a message box, read from and posted to
// /support/chat. Never on staff pages, nor where the partner hides support. Without JavaScript
// the button is a link to /support/chat. Closing shows a closing state and hides the panel
// after 1 second (spec section 9); focus goes back to the button.
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { builtInChatAvailable } from "~/domain/support/support-channels";
import { isStaffPath } from "~/domain/platform/navigation";
import { useRootData } from "~/components/root-data";
import { CHAT_CLOSE_DELAY_MS, CHAT_PATH, type WidgetState } from "./chat-widget-state";

// The thread and message box load when the panel first opens: no page pays for them up front.
const ChatWidgetPanel = lazy(() => import("./chat-widget-panel"));

export { CHAT_CLOSE_DELAY_MS };

export function ChatWidget() {
  const partner = useRootData()?.partner;
  const { pathname } = useLocation();
  if (!partner || !builtInChatAvailable(partner) || isStaffPath(pathname) || pathname === CHAT_PATH) return null;
  return <ChatWidgetLauncher partnerName={partner.displayName} />;
}

function ChatWidgetLauncher({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation("chat");
  // Read before the hydration check, so the server ships the label with the page (decision 0057).
  const openLabel = t("widget.open");
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<WidgetState>("closed");
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => setHydrated(true), []);

  // Closing: focus back on the button at once (the panel's controls are gone); the closing state
  // shows for a second, then the panel is gone.
  useEffect(() => {
    if (state !== "closing") return;
    launcher.current?.focus();
    const timer = window.setTimeout(() => setState("closed"), CHAT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const close = () => setState((current) => (current === "open" ? "closing" : current));
  const escape = useCallback(() => setState("closing"), []);

  // Without JavaScript the support menu and /support lead to the chat page: no floating link
  // lies over the page's own controls.
  if (!hydrated) return null;
  return (
    <div className="chat-widget">
      {state === "closed" ? null : (
        <Suspense
          fallback={
            <div id="chat-widget-panel" className="chat-panel" role="status">
              <p className="muted">{t("widget.loading")}</p>
            </div>
          }
        >
          <ChatWidgetPanel partnerName={partnerName} state={state} onClose={close} onEscape={escape} />
        </Suspense>
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
        <span className="visually-hidden">{openLabel}</span>
      </button>
    </div>
  );
}
