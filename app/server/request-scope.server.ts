// One object per HTTP request, shared by everything that runs for it. Remix hands each loader
// of a page its own copy of the Request, so a memo keyed by the Request object only ever helps
// one loader; keyed by the request's scope, the root, layout and page loaders share one read of
// the visitor and the request's partner and language. server.mjs opens the scope around Remix.
import { AsyncLocalStorage } from "node:async_hooks";

const scopes = new AsyncLocalStorage<object>();

/** Runs the rest of the request (server.mjs: around the Remix handler) in a scope of its own. */
export function runInRequestScope<T>(run: () => T): T {
  return scopes.run({}, run);
}

/** The key of per-request memos: the request's scope, or the Request itself outside one (tests, scripts). */
export function requestKey(request: Request): object {
  return scopes.getStore() ?? request;
}
