import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { FLOWS, type FlowId } from "~/domain/flows/definitions";
import { stepBar } from "~/domain/flows/flow-steps";

/** The progress bar of a flow, from its definition; desktop and mobile widths, CSS picks one. */
export function StepsBar({ flow, current }: { flow: FlowId; current: string | null }) {
  const { t } = useTranslation("funnel");
  if (FLOWS[flow].bar.length === 0) return null;
  const desktop = stepBar(flow, "desktop", current);
  const mobile = stepBar(flow, "mobile", current);
  return (
    <nav className="steps-bar" aria-label={t("steps.label")}>
      <ol>
        {desktop.map((step, index) => (
          <li
            key={step.name}
            className={`steps-bar-step steps-bar-${step.state}`}
            data-step={step.name}
            style={{ "--step-width-desktop": `${step.width}%`, "--step-width-mobile": `${mobile[index]!.width}%` } as CSSProperties}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="steps-bar-label">{t(`steps.${step.name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
