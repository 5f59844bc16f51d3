// One object per HTTP request, shared by everything that runs for it. Remix hands each loader
// of a page its own copy of the Request, so a memo keyed by the Request object only ever helps
// one loader; keyed by the request's scope, the root, layout and page loaders share one read of
// the visitor and the request's partner and language. server.mjs opens the scope around Remix.
import { AsyncLocalStorage } from "node:async_hooks";

// The memos are keyed by `key`, which is dropped when the response is done: timers made while
// the request ran (Remix's 5-second stream timeout, say) keep the scope object alive with their
// async context, and without the drop every memo of the request (visitor, customer, their
// reads) would outlive it by seconds, only for a full garbage collection to sweep (decision 0061).
const scopes = new AsyncLocalStorage<{ key: object | null }>();

/**
 * Runs the rest of the request (server.mjs: around the Remix handler) in a scope of its own;
 * `response`'s close (done or cut off) ends the scope's memos.
 */
export function runInRequestScope<T>(run: () => T, response?: { once(event: "close", listener: () => void): unknown }): T {
  const scope: { key: object | null } = { key: {} };
  response?.once("close", () => {
    scope.key = null;
  });
  return scopes.run(scope, run);
}

/** The key of per-request memos: the request's scope, or the Request itself outside one (tests, scripts, after the response). */
export function requestKey(request: Request): object {
  return scopes.getStore()?.key ?? request;
}
