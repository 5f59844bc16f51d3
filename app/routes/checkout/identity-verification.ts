// POST /identity-verification {product, start_date} -> {client_secret, room_name} (spec section 7):
// starts the identity check of the visitor's open checkout for a product that requires one.
// Same-origin only (it acts on the signed-in visitor's cookie). Refusals are JSON 4xx with a
// translated detail; a provider that fails answers 502, and the page goes to /checkout/failure.
import type { ActionFunctionArgs } from "@remix-run/node";
import { assertSameOrigin } from "~/server/platform/csrf.server";
import { requireCheckout } from "~/server/checkout/checkout-flow.server";
import { startVerification } from "~/server/checkout/identity-verification.server";
import { apiContext, apiJson, methodNotAllowed, readJsonObject } from "~/server/api/json-api.server";
import { logger } from "~/server/platform/logger.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  assertSameOrigin(request);
  const api = await apiContext(request);
  if (api instanceof Response) return api;
  const body = await readJsonObject(request, api.t);
  if (body instanceof Response) return body;
  const productId = body.product;
  const startDate = body.start_date;
  if (typeof productId !== "string" || typeof startDate !== "string")
    return apiJson({ detail: api.t("funnel:identity.errors.product") }, 400);
  let context;
  try {
    context = await requireCheckout(request);
  } catch (error) {
    if (error instanceof Response) return apiJson({ detail: api.t("funnel:identity.errors.noCheckout") }, 409);
    throw error;
  }
  let result;
  try {
    result = await startVerification(context, { productId, startDate }, request);
  } catch (error) {
    logger.error({ err: error }, "identity verification could not be started");
    return apiJson({ detail: api.t("funnel:identity.errors.provider") }, 502);
  }
  if (result.kind === "refused") {
    const status = result.reason === "too-many" ? 429 : result.reason === "no-payment" ? 409 : 400;
    return apiJson({ detail: api.t(`funnel:identity.errors.${result.reason}`) }, status);
  }
  return apiJson({ client_secret: result.clientSecret, room_name: result.roomName });
}
