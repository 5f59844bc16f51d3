// The customer's profession on the broker's quote form: a list of every profession and, with
// JavaScript, a search box that narrows it (the chosen one stays in the list).
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { searchProfessions } from "~/domain/catalogue/profession-search";
import { QuoteFieldMessage } from "./quote-field-message";

export function QuoteProfessionField({
  professions,
  initialId,
  error,
  hydrated,
}: {
  professions: { id: string; name: string }[];
  initialId: string;
  error: string | undefined;
  hydrated: boolean;
}) {
  const { t } = useTranslation("broker");
  const [professionQuery, setProfessionQuery] = useState("");
  const [professionId, setProfessionId] = useState(initialId);
  const shownProfessions = useMemo(() => {
    if (!professionQuery.trim()) return professions;
    const found = searchProfessions(professions, professionQuery, 50);
    const selected = professions.find((profession) => profession.id === professionId);
    return selected && !found.includes(selected) ? [selected, ...found] : found;
  }, [professions, professionQuery, professionId]);
  return (
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
        {...(error ? { "aria-invalid": true as const, "aria-describedby": "professionId-error" } : {})}
      >
        <option value="">{t("new.professionChoose")}</option>
        {shownProfessions.map((profession) => (
          <option key={profession.id} value={profession.id}>
            {profession.name}
          </option>
        ))}
      </select>
      <QuoteFieldMessage id="professionId-error" error={error} />
    </div>
  );
}
