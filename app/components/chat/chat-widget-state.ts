// Shared by the chat launcher (root) and its lazily loaded panel.

/** Spec section 9: "Chat close hides widget after 1 second". */
export const CHAT_CLOSE_DELAY_MS = 1000;
export const CHAT_PATH = "/support/chat";

export type WidgetState = "closed" | "open" | "closing";
