// /checkout/aov-premium-review?product_id=… (spec section 2): after signing in with funnel type
// csc and a product id, the customer sees the aov premium from the answers they gave before,
// what it insures per month, and goes on to buy it or to change the answers.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isAovType } from "~/domain/catalogue/insurance-catalogue";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { insuredMonthlyCents, isOffered, quoteProduct } from "~/domain/catalogue/product-quote";
import { pickTranslation } from "~/domain/platform/translated-text";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { requireCustomer } from "~/server/account/auth.server";
import { addToCart, discountPercentFor, NotOfferedError, visitorAnswers, visitorRiskClass } from "~/server/checkout/cart.server";
import { findCatalogueProduct, type CatalogueProduct } from "~/server/catalogue/catalogue.server";
import { formDataOf } from "~/server/platform/guards.server";
import type { LoadedPartner } from "~/server/platform/partner.server";
import { findVisitor } from "~/server/platform/session.server";

export const meta: MetaFunction = (args) => pageMeta(args, "aovPremiumReview");

/** An income-protection product of this partner that the customer may have; anything else goes to the product list. */
async function reviewedProduct(partner: LoadedPartner, productId: string | null, riskClass: number): Promise<CatalogueProduct> {
  const product = productId ? await findCatalogueProduct(partner.config.id, productId) : null;
  if (!product || !isAovType(product.type) || !isOffered(product, riskClass)) throw redirect("/products/available-products");
  return product;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const visitor = (await findVisitor(request, partner))!;
  const riskClass = await visitorRiskClass(visitor);
  const product = await reviewedProduct(partner, new URL(request.url).searchParams.get("product_id"), riskClass);
  const answers = await visitorAnswers(customer.id);
  const today = todayInAmsterdam();
  const quote = quoteProduct(product, { riskClass, answers, today, discountPercent: discountPercentFor(visitor, partner) });
  const rows = product.questions
    .filter((question) => question.group === "price" && answers.has(question.id))
    .map((question) => {
      const answer = answers.get(question.id)!;
      const option = question.options.find((candidate) => candidate.id === answer.optionId);
      return {
        id: question.id,
        question: pickTranslation(question.texts, language),
        answer: option
          ? pickTranslation(option.labels, language)
          : answer.moneyValueCents != null
            ? formatMoney(answer.moneyValueCents, product.currency)
            : answer.dateValue
              ? formatDate(answer.dateValue)
              : (answer.textValue ?? String(answer.floatValue ?? "")),
      };
    });
  return {
    productId: product.id,
    name: pickTranslation(product.names, language),
    currency: product.currency,
    grossMonthlyCents: quote.premium.grossMonthlyCents,
    insuredMonthlyCents: insuredMonthlyCents(product.questions, answers, today),
    rows,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requireCustomer(request);
  const visitor = (await findVisitor(request, partner))!;
  const form = await formDataOf(request);
  const product = await reviewedProduct(partner, String(form.get("productId") ?? ""), await visitorRiskClass(visitor));
  try {
    await addToCart(visitor, partner, product.id);
  } catch (error) {
    if (error instanceof NotOfferedError) throw redirect("/products/available-products");
    throw error;
  }
  // The checkout starts at its first step not done: the saved answers count.
  return redirect("/checkout");
}

export default function AovPremiumReview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="review-title">
      <h1 id="review-title">{t("review.title", { product: data.name })}</h1>
      <p className="product-price" data-testid="review-premium">
        {t("cart.perMonth", { price: formatMoney(data.grossMonthlyCents, data.currency) })}
      </p>
      {data.insuredMonthlyCents != null ? (
        <p className="notice">{t("questions.insuredPerMonth", { amount: formatMoney(data.insuredMonthlyCents, data.currency) })}</p>
      ) : null}
      {data.rows.length > 0 ? (
        <table className="summary-table">
          <caption>{t("review.answers")}</caption>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.question}</th>
                <td>{row.answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("review.noAnswers")}</p>
      )}
      <Form method="post" className="form-actions">
        <input type="hidden" name="productId" value={data.productId} />
        <button type="submit" className="button button-solid">
          {t("review.continue")}
        </button>
      </Form>
    </section>
  );
}
