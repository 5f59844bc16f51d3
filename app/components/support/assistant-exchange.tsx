// One question and the assistant's answer (/support/assistant): the answer's paragraphs, the
// sources it cites, and the ways to reach a person when it hands over.
import { useTranslation } from "react-i18next";
import type { Exchange } from "~/domain/support/assistant-conversation";
import { HANDOVER_CHANNELS } from "~/domain/support/assistant-handover";

export function AssistantExchange({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation("assistant");
  return (
    <div className="assistant-exchange">
      <p className="assistant-question">
        <strong>{t("you")}:</strong> {exchange.q}
      </p>
      <div className="assistant-reply">
        <strong>{t("assistant")}:</strong>
        {exchange.a.split("\n\n").map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {exchange.s.length > 0 ? (
          <>
            <p className="assistant-sources-label">{t("sources")}</p>
            <ul className="assistant-sources">
              {exchange.s.map((source) => (
                <li key={source.id}>
                  {t(`sourceKinds.${source.kind}`)}: <a href={source.url}>{source.title}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {exchange.h ? (
          <>
            <p className="assistant-handover-label">{t("handoverLead")}</p>
            <ul className="assistant-handover">
              {HANDOVER_CHANNELS.map((channel) => (
                <li key={channel.kind}>
                  <a href={channel.url}>{t(`channels.${channel.kind}`)}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
