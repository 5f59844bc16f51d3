// The products of a broker's quote: a checkbox per product of the partner, each with the
// questions that price it. Without JavaScript every product's questions show; with it, only
// the chosen products'.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { QuoteFormProduct } from "~/server/broker/quotation.server";
import { QuoteFieldMessage } from "./quote-field-message";

export function QuoteProductsField({
  products,
  productIds,
  answers,
  errors,
  hydrated,
}: {
  products: QuoteFormProduct[];
  /** The products chosen when the form was shown. */
  productIds: string[];
  /** Field name (q-<questionId>) -> option id, as posted before. */
  answers: Record<string, string>;
  errors: Record<string, string>;
  hydrated: boolean;
}) {
  const { t } = useTranslation("broker");
  const [chosen, setChosen] = useState(() => new Set(productIds));
  return (
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
                            defaultChecked={answers[question.name] === option.id}
                          />
                          <span>{option.label}</span>
                        </label>
                      ))}
                    </div>
                    <QuoteFieldMessage id={`${question.name}-error`} error={error} />
                  </fieldset>
                );
              })}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
