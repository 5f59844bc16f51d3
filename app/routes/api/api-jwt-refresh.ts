// POST /auth/jwt/refresh (spec section 7; README "For integrators"): a refresh token for a new
// pair. Rotation, reuse detection and family revocation live in tokens.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseRefreshBody } from "~/domain/api/token-api";
import { VALIDATION_MESSAGES } from "~/domain/platform/field-checks";
import { apiContext, apiJson, methodNotAllowed, readJsonObject } from "~/server/api/json-api.server";
import { rotateRefreshToken } from "~/server/account/tokens.server";

export function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const context = await apiContext(request);
  if (context instanceof Response) return context;
  const { partner, t } = context;
  const body = await readJsonObject(request, t);
  if (body instanceof Response) return body;
  const refresh = parseRefreshBody(body);
  if (refresh === null) return apiJson({ refresh: [t(VALIDATION_MESSAGES.required)] }, 400);

  const result = await rotateRefreshToken(partner.config.id, refresh, Date.now());
  if (!result.ok) {
    const detail = t(result.error === "token_reused" ? "api:refreshReused" : "api:refreshInvalid");
    return apiJson({ detail, code: result.error }, 401);
  }
  return apiJson(result.tokens);
}
