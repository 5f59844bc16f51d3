// One product on a question screen: its name and premium, the insured object found so far, the
// option sets (presets) with their prices, its questions, its refusal and its clause.
import { Link } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { analyticsItemAttributes } from "~/domain/platform/analytics";
import { formatMoney } from "~/domain/platform/formatting";
import type { QuestionView } from "~/domain/checkout/question-view";
import type { QuestionScreenProduct } from "~/server/checkout/question-screen.server";
import { LazyInsuredObjectSummary as InsuredObjectSummary } from "./lazy-insured-object-summary";

// Shown only when the insurer refuses: most screens never load it (issue 35's JavaScript budget).
const RefusalNotice = lazy(() => import("./refusal-notice"));

export function ProductQuestions({
  product,
  refusal,
  grossMonthlyCents,
  pricing,
  showPrice,
  presetChosen,
  presetError,
  vehicleShown,
  renderQuestion,
}: {
  product: QuestionScreenProduct;
  /** The refusal to show now (the newest premium answer's, none while one is asked). */
  refusal: QuestionScreenProduct["refusal"];
  grossMonthlyCents: number;
  /** A newer price is being computed: the one shown may be about to change. */
  pricing: boolean;
  showPrice: boolean;
  presetChosen: string | null;
  presetError: string | undefined;
  /** The vehicle found by the plate, unless the plate itself has an error. */
  vehicleShown: boolean;
  renderQuestion: (question: QuestionView, currency: string, productId?: string) => ReactNode;
}) {
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  return (
    <section className="question-product" aria-labelledby={`product-${product.id}`} {...analyticsItemAttributes(product)}>
      <div className="question-product-heading">
        <h2 id={`product-${product.id}`}>{product.displayName}</h2>
        {showPrice ? (
          <p className="product-price" aria-live="polite" aria-busy={pricing} data-testid={`premium-${product.id}`}>
            {t("cart.perMonth", { price: formatMoney(grossMonthlyCents, product.currency) })}
          </p>
        ) : null}
      </div>
      {product.insured ? (
        <div className="insured-object">
          <InsuredObjectSummary object={product.insured} currency={product.currency} />
          <Link to={product.changePlatePath}>{t("numberplate.change")}</Link>
        </div>
      ) : null}
      {product.insuredMonthlyCents != null ? (
        <p className="notice" data-testid={`insured-${product.id}`}>
          {t("questions.insuredPerMonth", { amount: formatMoney(product.insuredMonthlyCents, product.currency) })}
        </p>
      ) : null}
      {product.presets.length > 0 ? (
        <fieldset className="question" aria-describedby={presetError ? "preset-error" : undefined}>
          <legend className="question-title">{t("questions.presets")}</legend>
          <div className="preset-choice">
            {product.presets.map((preset) => (
              <button
                key={preset.name}
                type="submit"
                name="preset"
                value={preset.name}
                formNoValidate
                className={presetChosen === preset.name ? "button button-solid" : "button button-ghost"}
                aria-pressed={presetChosen === preset.name}
              >
                {t(`questions.preset.${preset.name}`, { defaultValue: preset.name })} —{" "}
                {t("cart.perMonth", { price: formatMoney(preset.grossMonthlyCents, product.currency) })}
              </button>
            ))}
          </div>
          <p className="field-hint">{t("questions.presetsHint")}</p>
          {presetError ? (
            <p id="preset-error" className="field-error">
              {tAll(presetError)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {product.questions.map((question) => renderQuestion(question, product.currency, product.id))}
      {product.vehicle && vehicleShown ? (
        <div className="insured-object" role="status">
          <InsuredObjectSummary object={product.vehicle} currency={product.currency} />
        </div>
      ) : null}
      {refusal ? (
        <Suspense fallback={null}>
          <RefusalNotice refusal={refusal} />
        </Suspense>
      ) : null}
      {product.clause ? (
        <section className="notice clause" aria-labelledby={`clause-${product.id}`}>
          <h3 id={`clause-${product.id}`}>{t("questions.clause")}</h3>
          <p>{product.clause}</p>
        </section>
      ) : null}
    </section>
  );
}
