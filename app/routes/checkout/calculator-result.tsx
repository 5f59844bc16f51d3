// The calculator's result (spec sections 2 and 4): the premium per product with what it covers,
// then on to buy (through sign-in first where the partner signs customers in by e-mail, the
// spec's redirectCalculator) or save it: a quote of type normal with a link to share (decision
// 0084). The customer's open quotes (own calculations and broker quotes) are listed by type.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IpidLinks } from "~/components/checkout/ipid-links";
import { ipidPaths } from "~/domain/catalogue/ipid";
import { formatMoney } from "~/domain/platform/formatting";
import { funnelPath } from "~/domain/platform/navigation";
import { pageMeta } from "~/domain/platform/page-meta";
import { insuredMonthlyCents } from "~/domain/catalogue/product-quote";
import { pickTranslation } from "~/domain/platform/translated-text";
import { visitorPricing } from "~/server/checkout/cart.server";
import { shownPriceOf } from "~/server/catalogue/shown-price.server";
import { customerQuotes, saveCalculation, storedShareToken } from "~/server/checkout/calculation-share.server";
import { serverT } from "~/server/platform/i18n.server";
import { formatDate } from "~/domain/platform/formatting";
import { quotationPath } from "~/domain/checkout/flows/outcome-paths";
import { checkoutEntryPath, requireFlowStep, stepBarOf, type FlowStepContext } from "~/server/checkout/checkout-flow.server";
import { quoteCheckout } from "~/server/checkout/checkout.server";
import { formDataOf } from "~/server/platform/guards.server";
import { partnerUrl } from "~/server/platform/public-url.server";

export const meta: MetaFunction = (args) => pageMeta(args, "calculation");

/**
 * Each calculated product with its quote (outcome and cover) and its shown price (decision
 * 0086), as on its card: "from" while an answer still decides it. The page and a saved link
 * both take their amounts from here, so a shared calculation says what the page said.
 */
async function calculation({ partner, visitor, products, today }: FlowStepContext) {
  const [quotes, pricing] = await Promise.all([quoteCheckout(visitor, partner, products), visitorPricing(visitor, partner)]);
  return {
    answers: pricing.answers,
    items: quotes.map(({ product, quote }) => ({ product, quote, shown: shownPriceOf(product, { ...pricing, today }) })),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, language, visitor, today } = context;
  const [{ answers, items }, saved, t] = await Promise.all([
    calculation(context),
    customerQuotes(visitor.id, partner.config.id, today),
    serverT(language, "broker"),
  ]);
  const rows = items.map(({ product, quote, shown }) => ({
    id: product.id,
    name: pickTranslation(product.names, language),
    description: pickTranslation(product.descriptions, language),
    currency: product.currency,
    grossMonthlyCents: shown.grossMonthlyCents,
    netMonthlyCents: shown.netMonthlyCents,
    priceKind: shown.kind,
    cover: quote.premium.cover,
    insuredMonthlyCents: insuredMonthlyCents(product.questions, answers, today),
    refused: quote.outcome === "refer",
    ipidHref: ipidPaths(product.slug).page,
  }));
  return {
    stepBar: stepBarOf(context),
    rows,
    currency: rows[0]?.currency ?? partner.config.currency,
    totalGrossCents: rows.reduce((sum, row) => sum + row.grossMonthlyCents, 0),
    signInFirst: partner.config.loginViaEmailAvailable && visitor.isGuest,
    // Made here, texts and all, so the page loads no broker texts (the first-load budget).
    savedQuotes:
      saved.length === 0
        ? null
        : {
            title: t("customerQuotes.title"),
            head: [t("customerQuotes.number"), t("customerQuotes.type"), t("customerQuotes.created"), t("customerQuotes.total")],
            rows: saved.map((quote) => ({
              id: quote.id,
              number: quote.number,
              type: t(`type.${quote.type}`),
              created: formatDate(quote.createdAt),
              total: formatMoney(quote.grossMonthlyCents, partner.config.currency),
              href: quote.type === "normal" ? `/insurance-calculator/shared/${storedShareToken(quote.id)}` : quotationPath(quote.id),
            })),
          },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireFlowStep(request);
  const { partner, visitor, today } = context;
  const form = await formDataOf(request);
  if (form.get("intent") === "share") {
    const { items } = await calculation(context);
    // Stored as the customer's own quote (type normal); the link names it (decision 0084).
    const token = await saveCalculation(
      visitor,
      partner.config.id,
      items.map(({ product, shown }) => ({
        productId: product.id,
        grossMonthlyCents: shown.grossMonthlyCents,
        netMonthlyCents: shown.netMonthlyCents,
      })),
      today,
    );
    // From configuration, never from the request's Host.
    return data({ shareUrl: partnerUrl(partner.config, `/insurance-calculator/shared/${token}`, request) });
  }
  // Buying: the same products and answers go on in the shop's flow (the checkout leaves the calculator).
  if (partner.config.loginViaEmailAvailable && visitor.isGuest) {
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(funnelPath("default", "checkout"))}`);
  }
  throw redirect(await checkoutEntryPath(visitor, partner, "default"));
}

export default function CalculatorResult() {
  const { rows, currency, totalGrossCents, signInFirst, savedQuotes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="calculation-title">
      <h1 id="calculation-title">{t("calculator.resultTitle")}</h1>
      <p className="lead">{t("calculator.resultIntro")}</p>
      <ul className="product-list">
        {rows.map((row) => (
          <li key={row.id} className="product-card">
            <section aria-labelledby={`calculated-${row.id}`}>
              <h2 id={`calculated-${row.id}`} className="product-card-title">
                {row.name}
              </h2>
              <p className="product-card-description">{row.description}</p>
              {row.refused ? (
                <p className="notice notice-warning">{t("calculator.refer")}</p>
              ) : (
                <p className="product-card-price">
                  {t(row.priceKind === "from" ? "products.fromPerMonth" : "products.perMonth", {
                    price: formatMoney(row.grossMonthlyCents, row.currency),
                  })}
                </p>
              )}
              <dl className="cover-list">
                {row.grossMonthlyCents !== row.netMonthlyCents ? (
                  <>
                    <dt>{t("cart.netPremium")}</dt>
                    <dd>{formatMoney(row.netMonthlyCents, row.currency)}</dd>
                  </>
                ) : null}
                {row.cover.perClaimCents != null ? (
                  <>
                    <dt>{t("cart.perClaim")}</dt>
                    <dd>{formatMoney(row.cover.perClaimCents, row.currency)}</dd>
                  </>
                ) : null}
                {row.cover.perYearCents != null ? (
                  <>
                    <dt>{t("cart.perYear")}</dt>
                    <dd>{formatMoney(row.cover.perYearCents, row.currency)}</dd>
                  </>
                ) : null}
                {row.cover.deductibleCents != null ? (
                  <>
                    <dt>{t("cart.deductible")}</dt>
                    <dd>{formatMoney(row.cover.deductibleCents, row.currency)}</dd>
                  </>
                ) : null}
                {row.insuredMonthlyCents != null ? (
                  <>
                    <dt>{t("calculator.insuredPerMonth")}</dt>
                    <dd>{formatMoney(row.insuredMonthlyCents, row.currency)}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          </li>
        ))}
      </ul>
      <p className="calculation-total">
        <strong>{t("cart.totalGross")}</strong> {formatMoney(totalGrossCents, currency)}
      </p>
      <IpidLinks ipids={rows.map((row) => ({ name: row.name, href: row.ipidHref }))} />
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="buy" className="button button-solid">
          {signInFirst ? t("calculator.signInToBuy") : t("calculator.buy")}
        </button>
        <button type="submit" name="intent" value="share" className="button button-ghost">
          {t("calculator.share")}
        </button>
      </Form>
      {actionData?.shareUrl ? <ShareLink url={actionData.shareUrl} /> : null}
      {savedQuotes ? (
        <table className="summary-table stacked-table">
          <caption>{savedQuotes.title}</caption>
          <thead>
            <tr>
              {savedQuotes.head.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {savedQuotes.rows.map((quote) => (
              <tr key={quote.id}>
                <th scope="row">
                  <a href={quote.href}>{quote.number}</a>
                </th>
                <td data-label={savedQuotes.head[1]}>{quote.type}</td>
                <td data-label={savedQuotes.head[2]}>{quote.created}</td>
                <td data-label={savedQuotes.head[3]} className="nowrap">
                  {quote.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation("funnel");
  return (
    <div className="notice" role="status">
      <label htmlFor="share-url">{t("calculator.shareLink")}</label>
      <input id="share-url" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <p className="field-hint">{t("calculator.shareHint")}</p>
    </div>
  );
}
