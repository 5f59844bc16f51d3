// The products of a broker's quote: a checkbox per product of the partner, each with the
// questions that price it, drawn by the checkout's own question input (decision 0080): options,
// and what the rating reads besides them (income, plate, device price). What describes the
// customer (birth date, address) is asked once, above the products. Without JavaScript every
// product's questions show; with it, only the chosen products'.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QuestionInput } from "~/components/funnel/question-input";
import type { QuestionView } from "~/domain/checkout/question-view";
import type { QuoteFormProduct } from "~/server/broker/quotation.server";
import { QuoteFieldMessage } from "./quote-field-message";

type Errors = Record<string, string>;
type ErrorValues = Record<string, Record<string, string | number>>;

/**
 * A question with what was typed before; an address's three inputs, and a date's day, month and
 * year ("<name>.day" ..., decision 0088), join as the input expects them: nothing typed is lost.
 */
function withValue(question: QuestionView, answers: Record<string, string>): QuestionView {
  const part = (suffix: string) => answers[`${question.name}.${suffix}`] ?? "";
  const value =
    question.input === "address"
      ? [answers[question.name] ?? "", answers["f-house_number"] ?? "", answers["f-house_number_addition"] ?? ""].join("|")
      : question.input === "date" && answers[question.name] === undefined
        ? [part("day"), part("month"), part("year")].join("|")
        : (answers[question.name] ?? "");
  return { ...question, value: value === "||" ? "" : value };
}

function Question({
  question,
  answers,
  errors,
  errorValues,
}: {
  question: QuestionView;
  answers: Record<string, string>;
  errors: Errors;
  errorValues: ErrorValues;
}) {
  const { t } = useTranslation();
  const error = errors[question.name];
  // A refusal carries its values (an age, an amount): said in full as the note.
  const values = errorValues[question.name];
  const shown = withValue(question, answers);
  return (
    <QuestionInput
      question={shown}
      value={shown.value}
      error={values ? undefined : error}
      note={values && error ? t(error, values) : undefined}
    />
  );
}

export function QuoteProductsField({
  products,
  shared,
  productIds,
  answers,
  errors,
  errorValues,
  hydrated,
}: {
  products: QuoteFormProduct[];
  shared: QuestionView[];
  /** The products chosen when the form was shown. */
  productIds: string[];
  /** Field name -> what was posted before. */
  answers: Record<string, string>;
  errors: Errors;
  errorValues: ErrorValues;
  hydrated: boolean;
}) {
  const { t } = useTranslation("broker");
  const [chosen, setChosen] = useState(() => new Set(productIds));
  return (
    <>
      {shared.length > 0 ? (
        <fieldset className="quote-fieldset">
          <legend>{t("new.customerFacts")}</legend>
          <p className="field-hint">{t("new.customerFactsHint")}</p>
          {shared.map((question) => (
            <Question key={question.id} question={question} answers={answers} errors={errors} errorValues={errorValues} />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="quote-fieldset" {...(errors.productIds ? { "aria-describedby": "productIds-error", "aria-invalid": true } : {})}>
        <legend>{t("new.products")}</legend>
        <QuoteFieldMessage id="productIds-error" error={errors.productIds} />
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
              <div className="quote-product-questions" hidden={hydrated && !checked}>
                {product.questions.map((question) => (
                  <Question key={question.id} question={question} answers={answers} errors={errors} errorValues={errorValues} />
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
