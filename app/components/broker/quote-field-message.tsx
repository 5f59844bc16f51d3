// A field's error on the broker's quote form; errors are i18n keys like "validations:required".
import { useTranslation } from "react-i18next";

export function QuoteFieldMessage({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  );
}
