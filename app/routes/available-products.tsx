import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/formatting";
import { requirePartner } from "~/server/guards.server";
import { listPartnerProducts } from "~/server/products.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const products = await listPartnerProducts(partner.config.id, language);
  return { products, title: partner.config.displayName };
}

export default function AvailableProducts() {
  const { products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="products-title">
      <h1 id="products-title">{t("products.title")}</h1>
      <p className="lead">{t("products.intro")}</p>
      {products.length === 0 ? (
        <p>{t("products.none")}</p>
      ) : (
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="product-card">
              <h2 className="product-card-title">{product.name}</h2>
              <p className="product-card-description">{product.description}</p>
              <p className="product-card-price">
                {t("products.perMonth", { price: formatMoney(product.grossMonthlyCents, product.currency) })}
              </p>
              {product.grossMonthlyCents !== product.netMonthlyCents ? (
                <p className="product-card-tax">{t("products.taxIncluded")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
