// A partner app opens the site for its user, signed in (decision 0037): POST
// /jwt/create-by-external-id answers an open_url, /sign-in/app?token=, a single-use link of
// two minutes bound to the partner and the user that lands on the funnel the app asked for.
import { redirect } from "@remix-run/node";
import { appArrivalPath } from "~/domain/api/token-api";
import { isOffered } from "~/domain/catalogue/product-quote";
import { addToCart, NotOfferedError, visitorRiskClass } from "../checkout/cart.server";
import { partnerCatalogue, type CatalogueProduct } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";
import { consumeLinkToken, createLinkToken, SignInLinkError, type LinkKind } from "../platform/link-tokens.server";
import type { LoadedPartner } from "../platform/partner.server";
import { partnerUrl } from "../platform/public-url.server";
import { destroyUserSession, visitorById } from "../platform/session.server";
import { signInUser } from "./auth.server";
import { noticeCookie } from "../platform/cookies.server";

const APP_HANDOFF: LinkKind = "app-handoff";
const APP_HANDOFF_BROKER: LinkKind = "app-handoff-broker";

/**
 * The product of this partner's own catalogue with this id that the shop sells (not the
 * check-in's), or null. Whether the user's profession is rated for it is checked when it goes
 * into the cart.
 */
export async function partnerShopProduct(partner: LoadedPartner, productId: string): Promise<CatalogueProduct | null> {
  const product = (await partnerCatalogue(partner.config.id)).find((candidate) => candidate.id === productId);
  // Rated for any risk class at all: a product with no tariff for the user's class is left out of the cart later.
  return product && product.tariffs.some((tariff) => isOffered(product, tariff.riskClass)) ? product : null;
}

/**
 * Puts the product in the user's cart unless it is there already. A product not rated for the
 * user's profession stays out (the products page says why); the sign-in goes on.
 */
export async function addAppProductToCart(partner: LoadedPartner, userId: string, productId: string): Promise<boolean> {
  const visitor = await visitorById(userId);
  if (!visitor) return false;
  try {
    await addToCart(visitor, partner, productId);
    return true;
  } catch (error) {
    if (!(error instanceof NotOfferedError)) throw error;
    logger.info(
      { partner: partner.config.name, productId, riskClass: await visitorRiskClass(visitor) },
      "app product not offered to this user",
    );
    return false;
  }
}

/** The absolute open_url on the partner's configured host (never the request's Host; decision 0023). */
export async function createOpenUrl(
  request: Request,
  partner: LoadedPartner,
  input: { userId: string; landing: string; brokerFlow: boolean; nowMs?: number },
): Promise<string> {
  const token = await createLinkToken({
    kind: input.brokerFlow ? APP_HANDOFF_BROKER : APP_HANDOFF,
    // A signed-link user may have no address; the link proves none, so none is stored.
    email: "",
    partnerId: partner.config.id,
    userId: input.userId,
    returnTo: input.landing,
    nowMs: input.nowMs,
  });
  // flow=broker says where a failed broker authentication goes (/404, spec section 2), even when the token is unreadable.
  return partnerUrl(partner.config, `/sign-in/app?token=${token}${input.brokerFlow ? "&flow=broker" : ""}`, request);
}

/**
 * Follows an open_url once: signs this browser in as the app's user and redirects to the
 * landing path (the profession page first while the user has none). The partner vouched for
 * the user, but the link may have been passed on: the session is not proven and this
 * browser's guest data stays out (decision 0024). A used, expired, altered or other host's
 * link ends any session here and shows /welcome with the invalid-link message.
 */
export async function signInByOpenUrl(request: Request, partner: LoadedPartner): Promise<never> {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const broker = url.searchParams.get("flow") === "broker";
  const invalid = async (reason: string) => {
    logger.info({ partner: partner.config.name, reason, broker }, "app open_url refused");
    const to = broker ? "/404" : "/welcome?error=invalid_link";
    return redirect(to, { headers: { "Set-Cookie": await destroyUserSession(request) } });
  };
  let link;
  try {
    link = await consumeLinkToken(token, [APP_HANDOFF, APP_HANDOFF_BROKER], partner.config.id);
  } catch (error) {
    if (error instanceof SignInLinkError) throw await invalid(error.reason);
    throw error;
  }
  const user = link.userId
    ? await db.user.findFirst({
        where: { id: link.userId, partnerId: partner.config.id, isGuest: false },
        select: { id: true, professionId: true, professionDescription: true },
      })
    : null;
  if (!user || !link.returnTo) throw await invalid("user");
  const { headers, guestLeftOut } = await signInUser(request, partner, user.id, {
    proven: false,
    mergeGuest: false,
    brokerFlow: link.kind === APP_HANDOFF_BROKER,
  });
  if (guestLeftOut) headers.append("Set-Cookie", await noticeCookie.serialize("guestNotMerged"));
  throw redirect(appArrivalPath(link.returnTo, !!(user.professionId || user.professionDescription)), { headers });
}
