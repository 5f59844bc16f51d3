// The check-in's result (spec sections 1 and 2; decision 0036): the insurance the freelancer
// holds, compared with what this partner offers their profession. Either they are covered, or
// the gap is offered to add to the cart. Saving records the check-in in the account and takes
// the freelancer back to the partner app's check-in return URL (or on to buy what is missing).
import { questionWithMeaning } from "~/domain/catalogue/question-fields";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddToCartButton } from "~/components/funnel/add-to-cart";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { funnelPath } from "~/domain/platform/navigation";
import { pageMeta } from "~/domain/platform/page-meta";
import { pickTranslation } from "~/domain/platform/translated-text";
import { checkinComparison, saveCheckin } from "~/server/checkout/checkin.server";
import { requireFlowStep } from "~/server/checkout/checkout-flow.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";
import { NamedLinkText } from "~/components/named-link-text";
import { withAppHandBack } from "~/domain/platform/entry-params";
import { visitEntry } from "~/server/platform/entry-params.server";

export const meta: MetaFunction = (args) => pageMeta(args, "checkinResult");

async function comparisonOf(request: Request) {
  const context = await requireFlowStep(request);
  const product = context.products[0]!;
  const comparison = await checkinComparison(context.visitor, context.partner, context.language, product);
  // The result comes after every required question is answered, so the answers describe an
  // insurance; a check-in product without the fields the comparison reads (a database seeded
  // before them) has no result to show, and sending the visitor back would go round in circles.
  if (!comparison) notFound();
  return { context, product, comparison };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, product, comparison } = await comparisonOf(request);
  const kinds = questionWithMeaning(product.questions, "heldInsurance", "kinds")?.options ?? [];
  return {
    hideCart: true,
    held: {
      ...comparison.held,
      currency: product.currency,
      kinds: comparison.held.kinds.map(
        (kind) => pickTranslation(kinds.find((option) => option.value === kind)?.labels, context.language) || kind,
      ),
    },
    covered: comparison.covered,
    products: comparison.products.map(({ product: offered, status }) => ({
      id: offered.id,
      slug: offered.slug,
      name: offered.name,
      description: offered.description,
      currency: offered.currency,
      grossMonthlyCents: offered.grossMonthlyCents,
      priceKind: offered.priceKind,
      maxPerClaimCents: offered.maxPerClaimCents,
      inCart: offered.inCart,
      status,
    })),
    anyInCart: comparison.products.some(({ product: offered, status }) => status !== "covered" && offered.inCart),
    returnsToApp: !!context.partner.config.checkinReturnUrl,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { context, product, comparison } = await comparisonOf(request);
  const form = await formDataOf(request);
  await saveCheckin(context.visitor, context.partner, context.checkout.id, comparison.held, product.currency);
  if (form.get("intent") === "buy") throw redirect(funnelPath("default", "checkout"));
  // The return URL comes from the partner's configuration only, never from the request; the app's
  // user id and Expo host the visit came with ride along (decision 0090).
  const back = context.partner.config.checkinReturnUrl;
  throw redirect(back ? withAppHandBack(back, await visitEntry(request, context.partner)) : "/user/policies");
}

export default function CheckinResult() {
  const { held, covered, products, anyInCart, returnsToApp } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="checkin-result-title">
      <h1 id="checkin-result-title">{t("checkin.resultTitle")}</h1>
      <section className="notice" aria-labelledby="checkin-held">
        <h2 id="checkin-held">{t("checkin.heldTitle", { insurer: held.insurer })}</h2>
        <dl className="cover-list">
          <dt>{t("checkin.kinds")}</dt>
          <dd>{held.kinds.join(", ")}</dd>
          <dt>{t("cart.perClaim")}</dt>
          <dd>{formatMoney(held.perClaimCents, held.currency)}</dd>
          <dt>{t("cart.perYear")}</dt>
          <dd>{formatMoney(held.perYearCents, held.currency)}</dd>
          <dt>{t("checkin.renewalDate")}</dt>
          <dd>{formatDate(held.renewalDate)}</dd>
          <dt>{t("checkin.monthlyPremium")}</dt>
          <dd>{formatMoney(held.monthlyPremiumCents, held.currency)}</dd>
        </dl>
      </section>
      <p className="lead" role="status">
        {covered ? t("checkin.covered") : t("checkin.gap")}
      </p>
      {products.length > 0 ? (
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="product-card">
              <section aria-labelledby={`compared-${product.id}`}>
                <h2 id={`compared-${product.id}`} className="product-card-title">
                  {product.name}
                </h2>
                <p className={product.status === "covered" ? "product-insured" : "notice notice-warning"}>
                  {product.status === "lower-cover" && product.maxPerClaimCents != null
                    ? t("checkin.status.lower-cover", { amount: formatMoney(product.maxPerClaimCents, product.currency) })
                    : t(`checkin.status.${product.status}`)}
                </p>
                {product.status === "covered" ? null : (
                  <>
                    <p className="product-card-description">{product.description}</p>
                    <p className="product-card-price">
                      {t(product.priceKind === "from" ? "products.fromPerMonth" : "products.perMonth", {
                        price: formatMoney(product.grossMonthlyCents, product.currency),
                      })}
                    </p>
                    <div className="product-card-actions">
                      <AddToCartButton productId={product.id} productName={product.name} inCart={product.inCart} />
                      <Link to={`/products/${product.slug}`} aria-label={t("products.moreAboutNamed", { name: product.name })}>
                        <NamedLinkText label={t("products.moreAbout")} name={t("products.moreAboutNamed", { name: product.name })} />
                      </Link>
                    </div>
                  </>
                )}
              </section>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="save" className="button button-solid">
          {returnsToApp ? t("checkin.saveAndReturn") : t("checkin.save")}
        </button>
        {anyInCart ? (
          <button type="submit" name="intent" value="buy" className="button button-ghost">
            {t("checkin.saveAndBuy")}
          </button>
        ) : null}
      </Form>
    </section>
  );
}
