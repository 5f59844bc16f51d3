// GET and PATCH /users/me (spec section 7; README "For integrators"): the customer named by
// the bearer access token, on the partner of the host only. PATCH changes profession, CoC
// number and birth date with the funnel's rules; all or nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { API_MESSAGES, parseBearer, parseUsersMePatch, type ApiUser } from "~/domain/api/token-api";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { findApiUser, updateApiUser } from "~/server/api/api-user.server";
import {
  apiContext,
  apiJson,
  methodNotAllowed,
  readJsonObject,
  translatedFieldErrors,
  type ApiContext,
} from "~/server/api/json-api.server";
import { findProfession } from "~/server/catalogue/professions.server";
import { verifyAccessToken } from "~/server/account/tokens.server";

const ALLOWED = ["GET", "PATCH"];

/** The user id of a good access token of this partner, or a 401 answer. */
async function authenticate(request: Request, { partner, t }: ApiContext, nowMs: number): Promise<string | Response> {
  const token = parseBearer(request.headers.get("Authorization"));
  const check = token ? await verifyAccessToken(token, partner.config.id, nowMs) : null;
  if (check?.ok) return check.claims.userId;
  const expired = check?.error === "token_expired";
  return apiJson(
    { detail: t(token ? (expired ? "api:tokenExpired" : "api:tokenInvalid") : "api:tokenMissing"), code: check?.error ?? "token_missing" },
    401,
    {
      "WWW-Authenticate": token ? `Bearer error="invalid_token"` : "Bearer",
    },
  );
}

/** The user of the request, or the answer to give instead. */
async function currentUser(request: Request, context: ApiContext, nowMs: number): Promise<ApiUser | Response> {
  const userId = await authenticate(request, context, nowMs);
  if (userId instanceof Response) return userId;
  const user = await findApiUser(context.partner.config.id, userId, context.language);
  return (
    user ??
    apiJson({ detail: context.t("api:tokenInvalid"), code: "token_invalid" }, 401, { "WWW-Authenticate": `Bearer error="invalid_token"` })
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await apiContext(request);
  if (context instanceof Response) return context;
  const user = await currentUser(request, context, Date.now());
  return user instanceof Response ? user : apiJson(user);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request, ALLOWED);
  const context = await apiContext(request);
  if (context instanceof Response) return context;
  const now = Date.now();
  const user = await currentUser(request, context, now);
  if (user instanceof Response) return user;
  const body = await readJsonObject(request, context.t);
  if (body instanceof Response) return body;

  const { value, errors } = parseUsersMePatch(body, todayInAmsterdam(new Date(now)));
  if (value.professionId && !(await findProfession(value.professionId))) errors.profession = [API_MESSAGES.professionUnknown];
  if (Object.keys(errors).length > 0) return apiJson(translatedFieldErrors(errors, context.t), 400);

  await updateApiUser(context.partner.config.id, user.id, value);
  const updated = await findApiUser(context.partner.config.id, user.id, context.language);
  return updated ? apiJson(updated) : apiJson({ detail: context.t("api:tokenInvalid"), code: "token_invalid" }, 401);
}
