// /products/<slug>/ipid: the product's insurance product information document (IPID, decision
// 0085) as a page, in the visitor's language, with the PDF of the same text beside it. Built on
// the server from the product's data; the page itself is plain markup.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SharedPageHandle } from "~/domain/platform/page-cache";
import { pageMeta } from "~/domain/platform/page-meta";
import { findCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { ipidPaths } from "~/domain/catalogue/ipid";
import { productIpid } from "~/server/catalogue/ipid.server";
import { notFound, requirePartner } from "~/server/platform/guards.server";

// The same HTML for every visitor without cookies: the page cache may keep it (decision 0054).
export const handle: SharedPageHandle = { sharedPage: true };
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "productIpid", { name: args.data?.ipid.productName ?? "" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const product = params.slug ? await findCatalogueProduct(partner.config.id, params.slug) : null;
  if (!product) notFound();
  const paths = ipidPaths(product.slug);
  return {
    ipid: await productIpid(product, language, partner),
    pdf: paths.pdf,
    // The check-in is no product page of its own (product-page.tsx): back to the list then.
    back: product.type === "checkin" ? "/products/available-products" : `/products/${product.slug}`,
  };
}

export default function ProductIpid() {
  const { ipid, pdf, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <article className="page ipid" aria-labelledby="ipid-title">
      <p>
        <a href={back}>← {t("ipid.backToProduct", { product: ipid.productName })}</a>
      </p>
      <h1 id="ipid-title">{ipid.title}</h1>
      <p className="ipid-provider">{ipid.provider}</p>
      <p>{ipid.intro}</p>
      <p>
        <a href={pdf} type="application/pdf">
          {t("ipid.pdfLink")}
        </a>
      </p>
      <div className="ipid-sections">
        {ipid.sections.map((section) => (
          <section key={section.id} className={`ipid-section ipid-${section.id}`} aria-labelledby={`ipid-${section.id}`}>
            <h2 id={`ipid-${section.id}`}>{section.heading}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="ipid-footer">{ipid.footer}</p>
    </article>
  );
}
