// POST /jwt/create-by-external-id (spec section 7; README "For integrators"): a partner app
// trades a signed external id for an access and a refresh token of that partner's customer,
// and an open_url that opens the funnel it asks for in a browser, signed in (decision 0037), or
// with quote_id (and broker_quote) that customer's quote in a broker session (decision 0080).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { API_MESSAGES, appLandingPath, parseCreateByExternalId } from "~/domain/api/token-api";
import { addAppProductToCart, createOpenUrl, partnerShopProduct } from "~/server/account/app-handoff.server";
import { apiContext, apiJson, methodNotAllowed, readJsonObject, translatedFieldErrors } from "~/server/api/json-api.server";
import { consumeSignedLink } from "~/server/account/signed-link.server";
import { issueTokenPair } from "~/server/account/tokens.server";
import { openQuoteForCustomer, quoteForApi } from "~/server/broker/quotation.server";
import { QUOTE_REFUSALS } from "~/domain/broker/broker-quotes";
import { todayInAmsterdam } from "~/domain/platform/field-checks";

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
  const parsed = parseCreateByExternalId(body);
  if (!parsed.ok) return apiJson(translatedFieldErrors(parsed.errors, t), 400);
  const { funnelType, productId, isBrokerFlow, quoteId, brokerQuote } = parsed.value;
  // Checked before the signature is used: a refused request leaves it good for a corrected one.
  if (productId && !(await partnerShopProduct(partner, productId))) {
    return apiJson(translatedFieldErrors({ product_id: [API_MESSAGES.productUnknown] }, t), 400);
  }
  const today = todayInAmsterdam();
  const quote = quoteId ? await quoteForApi(partner, quoteId, brokerQuote, today) : null;
  if (quote && !quote.ok) return apiJson(translatedFieldErrors({ quote_id: [QUOTE_REFUSALS[quote.refusal]] }, t), 400);

  const now = Date.now();
  const result = await consumeSignedLink(partner, parsed.value, now);
  if (!result.ok) {
    switch (result.error) {
      case "signed_links_disabled":
        return apiJson({ detail: t("api:signedLinksDisabled"), code: result.error }, 403);
      case "signature_expired":
        // The spec's error: the partner app shows its invalid-link message.
        return apiJson({ non_field_errors: ["signature_expired"] }, 400);
      case "signature_used":
        return apiJson({ detail: t("api:signatureUsed"), code: result.error }, 401);
      case "signature_invalid":
        return apiJson({ detail: t("api:signatureInvalid"), code: result.error }, 401);
    }
  }
  const userId = result.user.id;
  // Whose quote it is is known now: another customer's is refused as unknown, and no tokens are made.
  if (quoteId) {
    const opened = await openQuoteForCustomer(partner, userId, quoteId, today);
    if (!opened.ok) return apiJson(translatedFieldErrors({ quote_id: [QUOTE_REFUSALS[opened.refusal]] }, t), 400);
  }
  // csc reviews the product's premium instead (spec section 2); the others find it in the cart.
  if (productId && funnelType !== "csc") await addAppProductToCart(partner, userId, productId);
  const tokens = await issueTokenPair(partner.config.id, userId, now);
  const landing = appLandingPath({ funnelType, productId, quoteId });
  // A session carrying a broker's quote is a broker session, as one opened with is_broker_flow (spec section 6).
  const brokerFlow = isBrokerFlow || brokerQuote || (quote?.ok === true && quote.type === "broker");
  const openUrl = await createOpenUrl(request, partner, { userId, landing, brokerFlow, nowMs: now });
  return apiJson({ ...tokens, open_url: openUrl });
}
