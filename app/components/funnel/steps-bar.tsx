import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { stepViews, type StepBarData } from "~/domain/checkout/flows/step-bar";

/** The progress bar of a flow, from its entries; desktop and mobile widths, CSS picks one. */
export function StepsBar({ bar }: { bar: StepBarData }) {
  const { t } = useTranslation("funnel");
  if (bar.entries.length === 0) return null;
  return (
    <nav className="steps-bar" aria-label={t("steps.label")}>
      <ol>
        {stepViews(bar).map((step) => (
          <li
            key={step.name}
            className={`steps-bar-step steps-bar-${step.state}`}
            data-step={step.name}
            style={{ "--step-width-desktop": `${step.desktop}%`, "--step-width-mobile": `${step.mobile}%` } as CSSProperties}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="steps-bar-label">{t(`steps.${step.name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
