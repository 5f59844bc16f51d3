import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { stepViews, type StepBarData } from "~/domain/checkout/flows/step-bar";

/**
 * One set of labels across flows (decision 0087): the consumer flow's steps are named by the
 * shop's labels where they mean the same; its final questions keep their own.
 */
const LABEL_OF: Record<string, string> = {
  consumerPremium: "insurance",
  consumerUserInfo: "personalise",
  consumerPayment: "checkout",
};

/** The progress bar of a flow, from its entries: "Stap 2 van 4" and the steps, labels whole. */
export function StepsBar({ bar }: { bar: StepBarData }) {
  const { t } = useTranslation("funnel");
  if (bar.entries.length === 0) return null;
  const steps = stepViews(bar);
  const current = steps.findIndex((step) => step.state === "current");
  return (
    <nav className="steps-bar" aria-label={t("steps.label")}>
      {current >= 0 ? <p className="steps-bar-count">{t("steps.count", { step: current + 1, total: steps.length })}</p> : null}
      <ol>
        {steps.map((step) => (
          <li
            key={step.name}
            className={`steps-bar-step steps-bar-${step.state}`}
            data-step={step.name}
            style={{ "--step-width-desktop": `${step.desktop}%`, "--step-width-mobile": `${step.mobile}%` } as CSSProperties}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="steps-bar-label">{t(`steps.${LABEL_OF[step.name] ?? step.name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
