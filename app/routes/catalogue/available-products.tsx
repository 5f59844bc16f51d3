// Available products (spec section 2): the products the visitor's profession can have, with
// the price per month from the rating engine. Flags of spec section 4 (decision 0092): a
// customer sees the products they do not hold yet (the held ones named apart), and exactly one
// product not held yet opens that product's page in place of the list.
import type { SharedPageHandle } from "~/domain/platform/page-cache";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { AddToCartButton } from "~/components/funnel/add-to-cart";
import { analyticsItemAttributes, ecommerceEvent } from "~/domain/platform/analytics";
import { formatMoney } from "~/domain/platform/formatting";
import { productListView } from "~/domain/catalogue/product-list";
import { funnelPath, insuranceFlowFor, productPagePath } from "~/domain/platform/navigation";
import { requirePartner } from "~/server/platform/guards.server";
import { loadOffer } from "~/server/checkout/offer.server";
import { findVisitor } from "~/server/platform/session.server";
import { hyphenate } from "~/server/platform/hyphenation.server";
import type { FunnelHandle } from "../checkout/funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";
import { NamedLinkText } from "~/components/named-link-text";

// The same HTML for every visitor without cookies: the page cache may keep it (decision 0054).
export const handle: FunnelHandle & SharedPageHandle = { step: "insurance", sharedPage: true };
export const meta: MetaFunction = (args) => pageMeta(args, "products");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const loaded = await loadOffer(visitor, partner, language);
  // The card's heading breaks long compounds only at a hyphen on a phone (decision 0087).
  const offer = { ...loaded, products: loaded.products.map((product) => ({ ...product, displayName: hyphenate(product.name, language) })) };
  const list = productListView(offer.products);
  if (list.straightTo) {
    const url = new URL(request.url);
    const gl = url.searchParams.get("_gl");
    const path = productPagePath(insuranceFlowFor(url), list.straightTo.slug);
    throw redirect(gl ? `${path}?_gl=${encodeURIComponent(gl)}` : path);
  }
  return {
    offer: { ...offer, products: list.shown },
    held: list.held.map((product) => product.name),
    showProfessionLink: !partner.config.hideProfessionPage,
    anyWithoutActivePolicy: list.anyWithoutActivePolicy,
    exactlyOne: list.exactlyOne,
    analytics: list.shown.length > 0 ? [ecommerceEvent("view_item_list", list.shown)] : [],
  };
}

export default function AvailableProducts() {
  const { offer, held, showProfessionLink, exactlyOne, analytics } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  const { search, pathname } = useLocation();
  const flow = insuranceFlowFor(new URL(`${pathname}${search}`, "http://x"));
  const gl = new URLSearchParams(search).get("_gl");
  const withGl = (path: string) => (gl ? `${path}?_gl=${encodeURIComponent(gl)}` : path);
  const profession = offer.professionName ?? offer.professionDescription;

  return (
    <section className="page" aria-labelledby="products-title">
      <h1 id="products-title">{t("products.title")}</h1>
      {profession ? (
        <p className="lead">
          {t("products.forProfession", { profession })}{" "}
          {showProfessionLink ? (
            <Link to={withGl(funnelPath(flow, "profession")) + (gl ? "&" : "?") + "change=1"}>{t("products.changeProfession")}</Link>
          ) : null}
        </p>
      ) : showProfessionLink ? (
        <p className="lead">
          {t("products.intro")} <Link to={withGl(funnelPath(flow, "profession"))}>{t("products.chooseProfession")}</Link>
        </p>
      ) : (
        <p className="lead">{t("products.intro")}</p>
      )}
      {offer.products.length === 0 ? (
        <div className="notice" role="status">
          <h2>{t("result.unavailable.title")}</h2>
          <p>{t("result.unavailable.text")}</p>
        </div>
      ) : (
        <ul className={exactlyOne ? "product-list product-list-single" : "product-list"}>
          {offer.products.map((product) => (
            <li key={product.id} className="product-card" {...analyticsItemAttributes(product)}>
              <h2 className="product-card-title">
                <svg className="product-card-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
                </svg>
                {product.displayName}
              </h2>
              {product.hasActivePolicy ? <p className="product-insured">{t("products.insured")}</p> : null}
              <p className="product-card-description">{product.description}</p>
              <p className="product-card-price">
                {/* The shown price (decision 0086): "from" while answers still to come decide it. */}
                {t(product.priceKind === "from" ? "products.fromPerMonth" : "products.perMonth", {
                  price: formatMoney(product.grossMonthlyCents, product.currency),
                })}
              </p>
              {product.grossMonthlyCents !== product.netMonthlyCents ? (
                <p className="product-card-tax">
                  {t("products.taxIncluded", { net: formatMoney(product.netMonthlyCents, product.currency) })}
                </p>
              ) : null}
              {/* Adding or opening a product of the list is choosing it (select_item, decision 0050). */}
              <div className="product-card-actions" data-analytics-event="select_item" data-analytics-item-list="available_products">
                <AddToCartButton productId={product.id} productName={product.name} inCart={product.inCart || product.hasActivePolicy} />
                <Link to={withGl(productPagePath(flow, product.slug))} aria-label={t("products.moreAboutNamed", { name: product.name })}>
                  <NamedLinkText label={t("products.moreAbout")} name={t("products.moreAboutNamed", { name: product.name })} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {held.length > 0 ? (
        <p className="muted">
          {t("products.alreadyInsured", { names: held.join(", ") })} <Link to="/user/policies">{t("products.seePolicies")}</Link>
        </p>
      ) : null}
      {offer.unavailableCount > 0 && offer.products.length > 0 ? (
        <p className="muted">{t("products.someUnavailable", { count: offer.unavailableCount })}</p>
      ) : null}
      <AnalyticsEvents events={analytics} />
    </section>
  );
}
