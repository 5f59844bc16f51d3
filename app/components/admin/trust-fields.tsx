// The console's part for a partner's own regulatory details (decision 0085): the name, AFM
// registration number and Kifid number of an intermediary with its own licence. Empty: the
// customers see the insurer's, which the hint names.
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import type { TrustDetails } from "~/domain/platform/trust-details";

type Field = FieldMetadata<string | undefined | null>;

export function TrustFields({
  fields,
  insurer,
}: {
  fields: { insurerName: Field; afmNumber: Field; kifidNumber: Field };
  insurer: TrustDetails;
}) {
  const { t } = useTranslation("partners");
  return (
    <fieldset className="admin-fieldset">
      <legend>{t("trust.section")}</legend>
      <p className="field-hint">{t("trust.hint", { name: insurer.name, afm: insurer.afmNumber, kifid: insurer.kifidNumber })}</p>
      <TextField field={fields.insurerName} label={t("trust.fields.name")} />
      <TextField field={fields.afmNumber} label={t("trust.fields.afmNumber")} inputMode="numeric" />
      <TextField field={fields.kifidNumber} label={t("trust.fields.kifidNumber")} />
    </fieldset>
  );
}
