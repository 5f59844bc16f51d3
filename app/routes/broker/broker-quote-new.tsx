// /broker/quotes/new: the broker makes a quote for a customer: name and e-mail, profession,
// the partner's products with the answers that price them, and the last day it can be bought.
// "Preview" shows the premium from the rating engine (never a price from the form); "Send"
// checks and prices everything again, stores the quote and e-mails the link.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { QuoteSummary } from "~/components/quote-summary";
import { searchProfessions } from "~/domain/catalogue/profession-search";
import { defaultExpiry, expiryWindow, QUOTE_MAX_DAYS_AHEAD } from "~/domain/checkout/quotation";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import {
  brokerPartner,
  checkQuoteForm,
  createAndSendQuote,
  questionFieldName,
  quoteFormData,
  readQuoteForm,
  summarise,
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
  const { products, professions } = await quoteFormData(partner, language);
  return {
    products,
    professions,
    today,
    window: expiryWindow(today),
    defaultExpiry: defaultExpiry(today),
    partnerName: partner.config.displayName,
  };
}

type Edit = { step: "edit"; values: QuoteFormValues; errors: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireBroker(request);
  const { language } = await requirePartner(request);
  const form = await formDataOf(request);
  const partner = await brokerPartner(staff);
  const values = readQuoteForm(form);
  const intent = form.get("intent");
  if (intent === "edit") return data<Edit>({ step: "edit", values, errors: {} });

  const today = todayInAmsterdam();
  const checked = await checkQuoteForm(partner, values, today);
  if (!checked.ok) return data<Edit>({ step: "edit", values, errors: checked.errors }, { status: 400 });

  if (intent === "send") {
    const { id, sent } = await createAndSendQuote(request, staff, partner, values, checked, language);
    return redirect(`/broker/quotes/${id}?sent=${sent ? "1" : "0"}`);
  }
  // Preview: only the chosen products' answers travel on to "Send".
  const answers = Object.fromEntries(
    checked.items.flatMap((item) =>
      Object.entries(item.answers).map(([questionId, optionId]) => [questionFieldName(questionId), optionId]),
    ),
  );
  const summary = await summarise(
    partner.config.id,
    { professionId: checked.professionId, expiresOn: values.expiresOn, items: checked.items },
    language,
  );
  return data({ step: "preview" as const, values: { ...values, answers }, summary });
}

export default function BrokerQuoteNew() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.step === "preview") return <Preview values={result.values} summary={result.summary} />;
  const values: QuoteFormValues = result?.values ?? {
    customerName: "",
    customerEmail: "",
    professionId: "",
    productIds: [],
    answers: {},
    expiresOn: loaderData.defaultExpiry,
  };
  return <QuoteForm key={JSON.stringify(values)} values={values} errors={result?.step === "edit" ? result.errors : {}} />;
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  );
}

function QuoteForm({ values, errors }: { values: QuoteFormValues; errors: Record<string, string> }) {
  const { products, professions, window, partnerName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("broker");
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [chosen, setChosen] = useState(() => new Set(values.productIds));
  const [professionQuery, setProfessionQuery] = useState("");
  const [professionId, setProfessionId] = useState(values.professionId);
  const shownProfessions = useMemo(() => {
    if (!professionQuery.trim()) return professions;
    const found = searchProfessions(professions, professionQuery, 50);
    const selected = professions.find((profession) => profession.id === professionId);
    return selected && !found.includes(selected) ? [selected, ...found] : found;
  }, [professions, professionQuery, professionId]);
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
            <FieldMessage id="customerName-error" error={errors.customerName} />
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
            <FieldMessage id="customerEmail-error" error={errors.customerEmail} />
          </div>
          <div className="form-field">
            <label htmlFor="professionSearch">{t("new.professionSearch")}</label>
            <input
              id="professionSearch"
              type="search"
              autoComplete="off"
              value={professionQuery}
              onChange={(event) => setProfessionQuery(event.target.value)}
              disabled={!hydrated}
              aria-controls="professionId"
            />
            <label htmlFor="professionId">{t("new.profession")}</label>
            <select
              id="professionId"
              name="professionId"
              value={professionId}
              onChange={(event) => setProfessionId(event.target.value)}
              required
              {...invalid("professionId")}
            >
              <option value="">{t("new.professionChoose")}</option>
              {shownProfessions.map((profession) => (
                <option key={profession.id} value={profession.id}>
                  {profession.name}
                </option>
              ))}
            </select>
            <FieldMessage id="professionId-error" error={errors.professionId} />
          </div>
        </fieldset>

        <fieldset
          className="quote-fieldset"
          {...(errors.productIds ? { "aria-describedby": "productIds-error", "aria-invalid": true } : {})}
        >
          <legend>{t("new.products")}</legend>
          <FieldMessage id="productIds-error" error={errors.productIds} />
          {products.map((product) => {
            const checked = chosen.has(product.id);
            return (
              <div key={product.id} className="quote-product">
                <label className="checkbox quote-product-choice">
                  <input
                    type="checkbox"
                    name="productId"
                    value={product.id}
                    defaultChecked={checked}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(product.id);
                      else next.delete(product.id);
                      setChosen(next);
                    }}
                  />
                  <span>{product.name}</span>
                </label>
                {/* Without JavaScript every product's questions show; with it, the chosen products' only. */}
                <div className="quote-product-questions" hidden={hydrated && !checked}>
                  {product.questions.map((question) => {
                    const error = errors[question.name];
                    return (
                      <fieldset
                        key={question.id}
                        className="question"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${question.name}-error` : undefined}
                      >
                        <legend className="question-title">{question.text}</legend>
                        <div className="question-options">
                          {question.options.map((option) => (
                            <label key={option.id} className="question-option">
                              <input
                                type="radio"
                                name={question.name}
                                value={option.id}
                                defaultChecked={values.answers[question.name] === option.id}
                              />
                              <span>{option.label}</span>
                            </label>
                          ))}
                        </div>
                        <FieldMessage id={`${question.name}-error`} error={error} />
                      </fieldset>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </fieldset>

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
          <FieldMessage id="expiresOn-error" error={errors.expiresOn} />
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

function Preview({ values, summary }: { values: QuoteFormValues; summary: Parameters<typeof QuoteSummary>[0]["summary"] }) {
  const { t } = useTranslation("broker");
  const navigation = useNavigation();
  return (
    <section className="page broker-page" aria-labelledby="preview-title">
      <h1 id="preview-title">{t("preview.title")}</h1>
      <p className="lead">{t("preview.intro", { name: values.customerName, email: values.customerEmail })}</p>
      <QuoteSummary summary={summary} />
      <Form method="post" className="form-actions">
        <input type="hidden" name="customerName" value={values.customerName} />
        <input type="hidden" name="customerEmail" value={values.customerEmail} />
        <input type="hidden" name="professionId" value={values.professionId} />
        <input type="hidden" name="expiresOn" value={values.expiresOn} />
        {values.productIds.map((id) => (
          <input key={id} type="hidden" name="productId" value={id} />
        ))}
        {Object.entries(values.answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value="send" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("preview.send")}
        </button>
        <button type="submit" name="intent" value="edit" className="button button-ghost">
          {t("preview.change")}
        </button>
      </Form>
    </section>
  );
}
