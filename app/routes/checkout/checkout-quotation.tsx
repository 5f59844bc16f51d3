// /checkout/quotation?quote_id=: the customer follows the broker's e-mailed link. Another
// partner's quote is a 404 (nothing leaks); an expired one only says to ask the broker for a
// new link; an accepted one says it was bought already. Otherwise the summary, and "continue"
// puts the quote in the cart (locked while the quote is open) and starts the normal checkout.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuoteSummary } from "~/components/quote-summary";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { QuoteClosedError } from "~/server/checkout/quote-cart.server";
import { openQuote, putQuoteInCart } from "~/server/broker/quotation.server";
import { brokerSessionOf } from "~/server/broker/broker-session.server";
import { ensureVisitor } from "~/server/platform/session.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";
import { quotationPath } from "~/domain/checkout/flows/outcome-paths";

export const handle: FunnelHandle = { hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "quotation");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const quoteId = new URL(request.url).searchParams.get("quote_id");
  const { quote, summary } = await openQuote(partner, quoteId, language, todayInAmsterdam());
  const open = quote.status === "opened";
  return {
    quote,
    summary,
    // The header's logo does nothing while a quote is open (spec section 2), and names the broker (decision 0080).
    quoteOpen: open,
    brokerSession: open ? await brokerSessionOf(request, null, [quote.id], language) : null,
    // The quote page offers the partner's languages (the language selector stays out of the checkout).
    languages: partner.config.availableLanguages.length > 1 ? partner.config.availableLanguages : [],
    language,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  await formDataOf(request);
  const quoteId = new URL(request.url).searchParams.get("quote_id");
  // Checked (404 for another partner's id, refused when closed) before a guest profile is made.
  const { quote } = await openQuote(partner, quoteId, "nl", todayInAmsterdam());
  if (quote.status !== "opened") return redirect(quotationPath(quote.id));
  const { visitor, headers } = await ensureVisitor(request, partner);
  try {
    await putQuoteInCart(visitor, partner, quote.id, todayInAmsterdam());
  } catch (error) {
    if (error instanceof QuoteClosedError) return redirect(quotationPath(quote.id), { headers });
    throw error;
  }
  // The normal checkout from here, as the cart's "continue" starts it.
  return redirect("/checkout", { headers });
}

export default function CheckoutQuotation() {
  const { quote, summary, languages, language } = useLoaderData<typeof loader>();
  const { t } = useTranslation("broker");
  const languageLinks =
    languages.length > 0 ? (
      <nav aria-label={t("quotation.languages")} className="quotation-languages">
        <ul>
          {languages.map((code) => (
            <li key={code}>
              <a href={`${quotationPath(quote.id)}&lng=${code}`} lang={code} aria-current={code === language ? "true" : undefined}>
                {t(`common:language.names.${code}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  const navigation = useNavigation();

  if (quote.status === "expired") {
    return (
      <section className="page quotation-page" aria-labelledby="quotation-title">
        <h1 id="quotation-title">{t("quotation.expired.title")}</h1>
        <p>{t("quotation.expired.body", { broker: quote.brokerName })}</p>
      </section>
    );
  }
  if (quote.status === "accepted" || !summary) {
    return (
      <section className="page quotation-page" aria-labelledby="quotation-title">
        <h1 id="quotation-title">{t("quotation.accepted.title")}</h1>
        <p>{t("quotation.accepted.body", { number: quote.number })}</p>
        <p>
          <Link to="/user/policies">{t("quotation.accepted.policies")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page quotation-page" aria-labelledby="quotation-title">
      {languageLinks}
      <h1 id="quotation-title">{t("quotation.title", { broker: quote.brokerName })}</h1>
      <p className="lead">{t("quotation.intro", { name: quote.customerName, broker: quote.brokerName })}</p>
      <QuoteSummary summary={summary} />
      <Form method="post" action={quotationPath(quote.id)}>
        <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("quotation.continue")}
        </button>
      </Form>
    </section>
  );
}
