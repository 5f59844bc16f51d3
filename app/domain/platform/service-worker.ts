// The service worker's script (spec section 2; decision 0051), made per build so that every
// deploy is a new worker: the browser installs it, it takes over and drops the old caches,
// and the page reloads once (service-worker-registration.ts). It only caches the hashed build
// assets (/assets/*, cache-first: a name never changes content); HTML, /admin, other paths and
// every non-GET go to the network untouched.

export const ASSET_CACHE_PREFIX = "assets-";

/** Which requests the worker answers from its cache: same-origin GETs under /assets/. */
export function isCachedAsset(method: string, url: URL, origin: string): boolean {
  return method === "GET" && url.origin === origin && url.pathname.startsWith("/assets/");
}

export function serviceWorkerSource(version: string): string {
  return `// Service worker of build ${version.replace(/[^\w.-]/g, "")} (decision 0051).
const CACHE = ${JSON.stringify(ASSET_CACHE_PREFIX + version)};
const PREFIX = ${JSON.stringify(ASSET_CACHE_PREFIX)};
const isCachedAsset = ${isCachedAsset.toString()};

self.addEventListener("install", () => {
  // A new build's worker takes over at once; the page reloads on controllerchange.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (!isCachedAsset(request.method, new URL(request.url), self.location.origin)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && response.type === "basic") await cache.put(request, response.clone());
      return response;
    })(),
  );
});
`;
}
