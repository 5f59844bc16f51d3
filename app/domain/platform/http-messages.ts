// The warning a failed request shows (spec section 8): a message key in the "notices"
// namespace per HTTP status, for a network error without an answer, and none for a request
// the page itself cancelled.

export type RequestFailure = { kind: "status"; status: number } | { kind: "network" } | { kind: "cancelled" };

export type HttpMessageKey =
  | "http.invalidLink"
  | "http.notSupported"
  | "http.gatewayError"
  | "http.unavailable"
  | "http.gatewayTimeout"
  | "http.cannotProcess"
  | "http.unknown";

const BY_STATUS: Record<number, HttpMessageKey> = {
  400: "http.invalidLink",
  401: "http.invalidLink",
  403: "http.invalidLink",
  500: "http.invalidLink",
  501: "http.notSupported",
  502: "http.gatewayError",
  503: "http.unavailable",
  504: "http.gatewayTimeout",
  505: "http.cannotProcess",
};

/** The message for a failure; null when nothing should be said (a cancelled request). */
export function httpMessageKey(failure: RequestFailure): HttpMessageKey | null {
  if (failure.kind === "cancelled") return null;
  if (failure.kind === "network") return "http.unknown";
  return BY_STATUS[failure.status] ?? "http.invalidLink";
}

/** Fallbacks of spec section 8: a store (client state) failure, and failing to set the language. */
export const UNEXPECTED_ERROR_KEY = "fallback.unexpectedError";
export const UNEXPECTED_NETWORK_ERROR_KEY = "fallback.unexpectedNetworkError";

/**
 * The texts these warnings need, shipped with every page (decision 0057): a warning shows when
 * the network is gone, when the rest of the namespace can no longer be loaded.
 */
export const FAILURE_MESSAGE_TEXTS = { notices: ["http", "fallback", "toast"] } as const;

/** Marks a form post sent by fetch for a toast on failure (and the redirect it follows). */
export const SUBMIT_WITH_TOAST_HEADER = "x-submit-with-toast";
