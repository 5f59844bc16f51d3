// The CSP nonce of this response (entry.server makes one per request). In the browser the
// nonce attribute reads as empty, so the client renders "" and nothing needs it there.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
