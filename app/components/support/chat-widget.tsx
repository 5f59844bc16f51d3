// The partner's third-party chat widget (Zendesk Web Widget; decision 0046). The root puts it
// on customer pages only, never on staff pages (domain/staff.ts isStaffPath), and only when the
// partner has a key and a chat channel; the CSP allows Zendesk's origins on exactly those pages.

export function ChatWidgetScript({ src, nonce }: { src: string | null; nonce: string }) {
  if (!src) return null;
  // Zendesk's snippet finds its key through this id.
  return <script id="ze-snippet" src={src} nonce={nonce} async suppressHydrationWarning />;
}

type ZendeskApi = (...args: unknown[]) => void;

/** Opens the widget when it has loaded; false when it has not (the link then goes to its href). */
export function openChatWidget(): boolean {
  const zE = (window as unknown as { zE?: ZendeskApi }).zE;
  if (typeof zE !== "function") return false;
  try {
    // Zendesk Messaging; the classic Web Widget answers the second call.
    zE("messenger", "open");
  } catch {
    zE("webWidget", "open");
  }
  return true;
}
