// GET and PATCH /users/me (spec section 7; README "For integrators"): the customer named by
// the bearer access token, on the partner of the host only. PATCH changes profession, CoC
// number and birth date with the funnel's rules; all or nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Language } from "~/domain/platform/languages";
import { API_MESSAGES, parseBearer, parseUsersMePatch, toApiUser, type ApiUser } from "~/domain/api/token-api";
import { pickTranslation } from "~/domain/platform/translated-text";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { db } from "~/server/platform/db.server";
import { apiContext, apiJson, methodNotAllowed, readJsonObject, translatedFieldErrors, type ApiContext } from "~/server/api/json-api.server";
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

async function findApiUser(partnerId: string, userId: string, language: Language): Promise<ApiUser | null> {
  const user = await db.user.findFirst({
    where: { id: userId, partnerId, isGuest: false },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      birthDate: true,
      phoneNumber: true,
      chamberOfCommerceNumber: true,
      companyName: true,
      externalId: true,
      profession: { select: { id: true, names: true } },
    },
  });
  if (!user) return null;
  const profession = user.profession ? { id: user.profession.id, name: pickTranslation(user.profession.names, language) } : null;
  return toApiUser({ ...user, profession });
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
  const { professionId, chamberOfCommerceNumber, birthDate } = value;
  if (professionId && !(await findProfession(professionId))) errors.profession = [API_MESSAGES.professionUnknown];
  if (Object.keys(errors).length > 0) return apiJson(translatedFieldErrors(errors, context.t), 400);

  // The IBAN is checked like the funnel's, but the User model has no payment field to keep it
  // in yet (a mandate is only made at checkout), so it is not stored.
  const data = {
    ...(professionId !== undefined ? { professionId, professionDescription: null } : {}),
    ...(chamberOfCommerceNumber !== undefined ? { chamberOfCommerceNumber } : {}),
    ...(birthDate !== undefined ? { birthDate } : {}),
  };
  if (Object.keys(data).length > 0) {
    await db.user.updateMany({ where: { id: user.id, partnerId: context.partner.config.id, isGuest: false }, data });
  }
  const updated = await findApiUser(context.partner.config.id, user.id, context.language);
  return updated ? apiJson(updated) : apiJson({ detail: context.t("api:tokenInvalid"), code: "token_invalid" }, 401);
}
