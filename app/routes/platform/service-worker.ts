// GET /sw.js: the service worker of this build (app/domain/service-worker.ts). no-cache, so the
// browser asks for it again and sees a new build; at the root, so its scope is the whole site.
import { serviceWorkerSource } from "~/domain/platform/service-worker";
import { buildVersion } from "~/server/platform/build-version.server";

export function loader() {
  return new Response(serviceWorkerSource(buildVersion()), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
