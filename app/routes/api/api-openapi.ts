// GET /openapi.json (README "For integrators", decision 0035): the token API's OpenAPI 3.1
// document. The same for every partner, but answered on partner hosts only, as the token API
// itself: an unknown host is the token API's JSON 404, so the document's relative server ("/")
// never points partner apps at a host where the calls it lists would all be 404s.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TOKEN_API_OPENAPI } from "~/domain/api/token-api-openapi";
import { apiContext, methodNotAllowed } from "~/server/api/json-api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await apiContext(request);
  if (context instanceof Response) return context;
  // Changes only with a deploy; not per user or language, so shared caches may keep it a while.
  return Response.json(TOKEN_API_OPENAPI, { headers: { "Cache-Control": "public, max-age=300" } });
}

export function action({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
