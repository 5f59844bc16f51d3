// What a route's error boundary shows in place of the page that failed: not found (404), a
// refusal (another 4xx) or the error page, each translated. The account and funnel layouts
// render it inside their own frame, so the partner's header and the layout stay around it.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { ErrorPage } from "../error-page";
import { NotFoundPage } from "../not-found-page";
import { RefusedPage } from "../refused-page";

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  // A refusal (a post from another site, a stale change) says so with its own status.
  if (status >= 400 && status < 500) return <RefusedPage status={status} />;
  return <ErrorPage status={status} />;
}
