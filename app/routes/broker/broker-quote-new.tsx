// /broker/quotes/new: the broker makes a quote for a customer: name, e-mail and language,
// profession, the partner's products with the answers that price them (birth date, income, plate,
// address and options, checked and looked up as the checkout does), and the last day it can be bought.
// "Preview" shows the premium from the rating engine (never a price from the form); "Send"
// checks and prices everything again, stores the quote and e-mails the link.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QuoteFieldMessage } from "~/components/broker/quote-field-message";
import { QuotePreview } from "~/components/broker/quote-preview";
import { QuoteProductsField } from "~/components/broker/quote-products-field";
import { QuoteProfessionField } from "~/components/broker/quote-profession-field";
import { defaultExpiry, expiryWindow, QUOTE_MAX_DAYS_AHEAD } from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import {
  brokerPartner,
  checkQuoteForm,
  createAndSendQuote,
  previewQuote,
  quoteFormData,
  readQuoteForm,
  type QuoteFormValues,
} from "~/server/broker/quotation.server";
import { requireBroker } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "brokerQuoteNew");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireBroker(request);
  const { language } = await requirePartner(request);
  const partner = await brokerPartner(staff);
  const today = todayInAmsterdam();
  const { products, shared, professions, languages, defaultLanguage } = await quoteFormData(partner, language);
  return {
    products,
    shared,
    languages,
    defaultLanguage,
    professions,
    today,
    window: expiryWindow(today),
    defaultExpiry: defaultExpiry(today),
    partnerName: partner.config.displayName,
  };
}

type Edit = {
  step: "edit";
  values: QuoteFormValues;
  errors: Record<string, string>;
  errorValues: Record<string, Record<string, string | number>>;
};

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireBroker(request);
  const { language } = await requirePartner(request);
  const form = await formDataOf(request);
  const partner = await brokerPartner(staff);
  const values = readQuoteForm(form);
  const intent = form.get("intent");
  if (intent === "edit") return data<Edit>({ step: "edit", values, errors: {}, errorValues: {} });

  const today = todayInAmsterdam();
  const checked = await checkQuoteForm(partner, values, today);
  if (!checked.ok) return data<Edit>({ step: "edit", values, errors: checked.errors, errorValues: checked.errorValues }, { status: 400 });

  if (intent === "send") {
    const { id, sent } = await createAndSendQuote(request, staff, partner, values, checked);
    return redirect(`/broker/quotes/${id}?sent=${sent ? "1" : "0"}`);
  }
  // Preview: only the chosen products' answers travel on to "Send".
  return data({ step: "preview" as const, ...(await previewQuote(partner, values, checked, language)) });
}

export default function BrokerQuoteNew() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.step === "preview") return <QuotePreview values={result.values} summary={result.summary} />;
  const values: QuoteFormValues = result?.values ?? {
    customerName: "",
    customerEmail: "",
    professionId: "",
    productIds: [],
    answers: {},
    expiresOn: loaderData.defaultExpiry,
    language: loaderData.defaultLanguage,
  };
  const edit = result?.step === "edit" ? result : null;
  return <QuoteForm key={JSON.stringify(values)} values={values} errors={edit?.errors ?? {}} errorValues={edit?.errorValues ?? {}} />;
}

function QuoteForm({
  values,
  errors,
  errorValues,
}: {
  values: QuoteFormValues;
  errors: Record<string, string>;
  errorValues: Record<string, Record<string, string | number>>;
}) {
  const { products, shared, professions, window, partnerName, languages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("broker");
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errorCount = Object.keys(errors).length;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {});

  return (
    <section className="page broker-page" aria-labelledby="new-quote-title">
      <h1 id="new-quote-title">{t("new.title")}</h1>
      <p className="lead">{t("new.intro", { partner: partnerName })}</p>
      {errorCount > 0 ? (
        <p className="form-error-summary" role="alert">
          {t("new.errorSummary", { count: errorCount })}
        </p>
      ) : null}
      <Form method="post" noValidate className="quote-form">
        <fieldset className="quote-fieldset">
          <legend>{t("new.customer")}</legend>
          <div className="form-field">
            <label htmlFor="customerName">{t("new.customerName")}</label>
            <input
              id="customerName"
              name="customerName"
              defaultValue={values.customerName}
              autoComplete="off"
              required
              {...invalid("customerName")}
            />
            <QuoteFieldMessage id="customerName-error" error={errors.customerName} />
          </div>
          <div className="form-field">
            <label htmlFor="customerEmail">{t("new.customerEmail")}</label>
            <input
              id="customerEmail"
              name="customerEmail"
              type="email"
              defaultValue={values.customerEmail}
              autoComplete="off"
              required
              {...invalid("customerEmail")}
            />
            <QuoteFieldMessage id="customerEmail-error" error={errors.customerEmail} />
          </div>
          <div className="form-field">
            <label htmlFor="language">{t("new.language")}</label>
            <select id="language" name="language" defaultValue={values.language} {...invalid("language")}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`common:language.names.${code}`)}
                </option>
              ))}
            </select>
            <QuoteFieldMessage id="language-error" error={errors.language} />
          </div>
          <QuoteProfessionField professions={professions} initialId={values.professionId} error={errors.professionId} hydrated={hydrated} />
        </fieldset>

        <QuoteProductsField
          products={products}
          shared={shared}
          errorValues={errorValues}
          productIds={values.productIds}
          answers={values.answers}
          errors={errors}
          hydrated={hydrated}
        />

        <div className="form-field">
          <label htmlFor="expiresOn">{t("new.expiresOn")}</label>
          <p id="expiresOn-hint" className="field-hint">
            {t("new.expiresOnHint", { days: QUOTE_MAX_DAYS_AHEAD })}
          </p>
          <input
            id="expiresOn"
            name="expiresOn"
            type="date"
            min={window.min}
            max={window.max}
            defaultValue={values.expiresOn}
            required
            aria-invalid={errors.expiresOn ? true : undefined}
            aria-describedby={errors.expiresOn ? "expiresOn-hint expiresOn-error" : "expiresOn-hint"}
          />
          <QuoteFieldMessage id="expiresOn-error" error={errors.expiresOn} />
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="preview" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("new.preview")}
          </button>
          <Link to="/broker/quotes" className="button button-ghost">
            {t("new.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
