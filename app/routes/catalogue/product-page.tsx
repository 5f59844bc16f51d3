// Product pages under /products/* (spec section 2): info cards, FAQ and policy documents,
// the price for this visitor, add to cart.
import type { SharedPageHandle } from "~/domain/platform/page-cache";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { funnelPath, insuranceFlowFor } from "~/domain/platform/navigation";
import { AddToCartButton } from "~/components/funnel/add-to-cart";
import { formatMoney } from "~/domain/platform/formatting";
import { pickTranslation } from "~/domain/platform/translated-text";
import { findCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { ipidPaths } from "~/domain/catalogue/ipid";
import { TrustBlock } from "~/components/trust-block";
import { notFound, requirePartner } from "~/server/platform/guards.server";
import { loadOffer } from "~/server/checkout/offer.server";
import { findVisitor } from "~/server/platform/session.server";
import { hyphenate } from "~/server/platform/hyphenation.server";
import type { FunnelHandle } from "../checkout/funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";

// The same HTML for every visitor without cookies: the page cache may keep it (decision 0054).
export const handle: FunnelHandle & SharedPageHandle = { step: "insurance", sharedPage: true };
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "product", { name: args.data?.product.name ?? "" });

type Texts = { question?: unknown; answer?: unknown; title?: unknown; text?: unknown; href?: unknown };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const [slug, ...rest] = (params["*"] ?? "").split("/");
  const product = slug ? await findCatalogueProduct(partner.config.id, slug) : null;
  if (!product || product.type === "checkin" || rest.length > 0) notFound();

  const visitor = await findVisitor(request, partner);
  const offer = await loadOffer(visitor, partner, language);
  const offered = offer.products.find((candidate) => candidate.id === product.id) ?? null;
  const list = (value: unknown) => (Array.isArray(value) ? (value as Texts[]) : []);
  const name = pickTranslation(product.names, language);
  return {
    product: {
      id: product.id,
      name,
      // Long compound names break only at a syllable, with a hyphen (issue 35).
      displayName: hyphenate(name, language),
      description: pickTranslation(product.descriptions, language),
    },
    offered,
    faq: list(product.faq).map((entry) => ({
      question: pickTranslation(entry.question, language),
      answer: pickTranslation(entry.answer, language),
    })),
    documents: list(product.documents).map((entry) => ({ title: pickTranslation(entry.title, language), href: String(entry.href ?? "") })),
    infoCards: list(product.infoCards).map((entry) => ({
      title: pickTranslation(entry.title, language),
      text: pickTranslation(entry.text, language),
    })),
    // The product's IPID (decision 0085), linked before anything is bought.
    ipid: ipidPaths(product.slug),
  };
}

export default function ProductPage() {
  const { product, offered, faq, documents, infoCards, ipid } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  const { pathname } = useLocation();
  return (
    <article className="page pdp" aria-labelledby="pdp-title">
      <p>
        <Link to={funnelPath(insuranceFlowFor(new URL(pathname, "http://x")), "products")}>← {t("products.backToList")}</Link>
      </p>
      <header className="pdp-hero">
        <h1 id="pdp-title" className="pdp-title">
          {product.displayName}
        </h1>
        <p>{product.description}</p>
        {offered ? (
          <div className="pdp-buy">
            <p className="pdp-price">
              {t(offered.priceKind === "from" ? "products.fromPerMonth" : "products.perMonth", {
                price: formatMoney(offered.grossMonthlyCents, offered.currency),
              })}
            </p>
            <AddToCartButton productId={offered.id} productName={product.name} inCart={offered.inCart || offered.hasActivePolicy} />
          </div>
        ) : (
          <p className="notice pdp-not-covered" role="status">
            {t("result.unavailable.text")}
          </p>
        )}
      </header>
      <section aria-labelledby="pdp-info">
        <h2 id="pdp-info" className="visually-hidden">
          {t("products.info")}
        </h2>
        <div className="info-cards">
          {infoCards.map((card) => (
            <div key={card.title} className="info-card">
              <h3 className="pdp-covered">{card.title}</h3>
              <p>{card.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="pdp-faq">
        <h2 id="pdp-faq">{t("products.faq")}</h2>
        {faq.map((entry, index) => (
          // faq-<n>: the anchor the support assistant's sources link to.
          <details key={entry.question} id={`faq-${index + 1}`} className="faq-item">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
      <section aria-labelledby="pdp-documents">
        <h2 id="pdp-documents">{t("products.documents")}</h2>
        <ul>
          {documents.map((document) => (
            <li key={document.href}>
              <a href={document.href} type="application/pdf">
                {document.title} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </section>
      <TrustBlock ipid={ipid} />
    </article>
  );
}
