// My insurances (spec section 2): current, expired and recommended. Recommended are the
// partner's products the customer's profession may have and the customer does not hold,
// priced by the rating engine exactly as the available-products page prices them.
import { questionWithMeaning } from "~/domain/catalogue/question-fields";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { policyStatusLabel, recommendedProducts, splitPolicies } from "~/domain/account/policy-overview";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { listOwnPolicies, productName } from "~/server/account/account.server";
import { hyphenate } from "~/server/platform/hyphenation.server";
import { requireCustomer } from "~/server/account/auth.server";
import { loadOffer } from "~/server/checkout/offer.server";
import { partnerCatalogue } from "~/server/catalogue/catalogue.server";
import { checkedInInsurances } from "~/server/checkout/checkin.server";
import { pickTranslation } from "~/domain/platform/translated-text";
import { pageMeta } from "~/domain/platform/page-meta";
import { recommendedForRole } from "~/domain/account/account-roles";
import { accountRole } from "~/server/account/account-role.server";
import { NamedLinkText } from "~/components/named-link-text";

export const meta: MetaFunction = (args) => pageMeta(args, "policies");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const today = todayInAmsterdam();
  const [policies, offer, checkedIn, catalogue, role] = await Promise.all([
    listOwnPolicies(customer, partner),
    loadOffer(customer, partner, language),
    checkedInInsurances(customer.id, partner.config.id),
    partnerCatalogue(partner.config.id),
    accountRole(customer.id, partner.config.id),
  ]);
  // Held elsewhere, registered in the check-in: named by the check-in question's own option labels.
  const kindOptions =
    questionWithMeaning(catalogue.find((product) => product.type === "checkin")?.questions ?? [], "heldInsurance", "kinds")?.options ?? [];
  const elsewhere = checkedIn.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    kinds: (Array.isArray(row.kinds) ? (row.kinds as unknown[]) : []).map(
      (kind) => pickTranslation(kindOptions.find((option) => option.value === kind)?.labels, language) || String(kind),
    ),
  }));
  const cards = policies.map((policy) => ({
    id: policy.id,
    number: policy.number,
    name: productName(policy.product, language),
    // Soft hyphens in long compounds: the card's heading breaks only at a hyphen (decision 0087).
    displayName: hyphenate(productName(policy.product, language), language),
    status: policy.status,
    label: policyStatusLabel(policy, today),
    grossMonthlyCents: policy.grossMonthlyCents,
    currency: policy.currency,
    startDate: policy.startDate,
    endDate: policy.endDate,
  }));
  const { current, expired } = splitPolicies(cards, today);
  // A supplier is not recommended the income insurance (decision 0091).
  const recommended = recommendedForRole(recommendedProducts(offer.products, policies, today), role).map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.name,
    // Soft hyphens, as on the policy cards: a long compound breaks only at a hyphen (decision 0087).
    displayName: hyphenate(product.name, language),
    description: product.description,
    grossMonthlyCents: product.grossMonthlyCents,
    priceKind: product.priceKind,
    currency: product.currency,
  }));
  return { current, expired, recommended, elsewhere };
}

type Card = ReturnType<typeof useLoaderData<typeof loader>>["current"][number];

function PolicyCard({ policy }: { policy: Card }) {
  const { t } = useTranslation("account");
  const headingId = `policy-${policy.id}`;
  return (
    <li className="policy-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="policy-card-title">
        <Link to={`/user/policies/${policy.id}`}>{policy.displayName}</Link>
      </h3>
      <p className={`policy-status policy-status-${policy.label}`}>{t(`policy.status.${policy.label}`)}</p>
      <dl className="policy-facts">
        <div>
          <dt>{t("policy.number")}</dt>
          <dd className="policy-number">{policy.number}</dd>
        </div>
        <div>
          <dt>{t("policy.premiumPerMonth")}</dt>
          <dd>{formatMoney(policy.grossMonthlyCents, policy.currency)}</dd>
        </div>
        <div>
          <dt>{t("policy.startDate")}</dt>
          <dd>{formatDate(policy.startDate)}</dd>
        </div>
        {policy.endDate ? (
          <div>
            <dt>{t("policy.endDate")}</dt>
            <dd>{formatDate(policy.endDate)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

export default function AccountPolicies() {
  const { current, expired, recommended, elsewhere } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const { t: tFunnel } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="policies-title">
      <h1 id="policies-title">{t("policies.title")}</h1>

      <section aria-labelledby="policies-current">
        <h2 id="policies-current">{t("policies.current")}</h2>
        {current.length > 0 ? (
          <ul className="policy-list">
            {current.map((policy) => (
              <PolicyCard key={policy.id} policy={policy} />
            ))}
          </ul>
        ) : (
          <p className="muted">
            {t("policies.noneCurrent")} <Link to="/products/available-products">{t("policies.browse")}</Link>
          </p>
        )}
      </section>

      {expired.length > 0 ? (
        <section aria-labelledby="policies-expired">
          <h2 id="policies-expired">{t("policies.expired")}</h2>
          <ul className="policy-list">
            {expired.map((policy) => (
              <PolicyCard key={policy.id} policy={policy} />
            ))}
          </ul>
        </section>
      ) : null}

      {elsewhere.length > 0 ? (
        <section aria-labelledby="policies-elsewhere">
          <h2 id="policies-elsewhere">{tFunnel("checkin.accountTitle")}</h2>
          <p className="muted">{tFunnel("checkin.accountIntro")}</p>
          <ul className="policy-list">
            {elsewhere.map((held) => (
              <li key={held.id} className="policy-card" aria-labelledby={`elsewhere-${held.id}`}>
                <h3 id={`elsewhere-${held.id}`} className="policy-card-title">
                  {held.insurer}
                </h3>
                <p>{held.kinds.join(", ")}</p>
                <dl className="policy-facts">
                  <dt>{tFunnel("cart.perClaim")}</dt>
                  <dd>{formatMoney(held.perClaimCents, held.currency)}</dd>
                  <dt>{tFunnel("cart.perYear")}</dt>
                  <dd>{formatMoney(held.perYearCents, held.currency)}</dd>
                  <dt>{tFunnel("checkin.monthlyPremium")}</dt>
                  <dd>{formatMoney(held.monthlyPremiumCents, held.currency)}</dd>
                  <dt>{tFunnel("checkin.renewalDate")}</dt>
                  <dd>{formatDate(held.renewalDate)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {recommended.length > 0 ? (
        <section aria-labelledby="policies-recommended">
          <h2 id="policies-recommended">{t("policies.recommended")}</h2>
          <ul className="policy-list">
            {recommended.map((product) => (
              <li key={product.id} className="policy-card policy-card-recommended" aria-labelledby={`recommended-${product.id}`}>
                <p className="product-recommended">{t("policies.recommendedLabel")}</p>
                <h3 id={`recommended-${product.id}`} className="policy-card-title">
                  {product.displayName}
                </h3>
                <p>{product.description}</p>
                <p className="policy-card-price">
                  {t(product.priceKind === "from" ? "policies.fromPerMonth" : "policies.perMonth", {
                    price: formatMoney(product.grossMonthlyCents, product.currency),
                  })}
                </p>
                <Link to={`/products/${product.slug}`} aria-label={t("policies.moreAboutNamed", { name: product.name })}>
                  <NamedLinkText label={t("policies.moreAbout")} name={t("policies.moreAboutNamed", { name: product.name })} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
