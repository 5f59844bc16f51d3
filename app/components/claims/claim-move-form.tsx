// The staff's form to move a claim on (/admin/claims/:claimId): the next status, an amount when
// approving, a note to the customer. It posts the status it showed (from), so a change made
// meanwhile is refused. Errors at the field; what was typed comes back in the fields.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/funnel/text-field-view";
import { CLAIM_NOTE_MAX_LENGTH, type ClaimMoveErrors, type ClaimMoveValues, type ClaimStatus } from "~/domain/claims/claims";

export function ClaimMoveForm({
  status,
  next,
  perClaim,
  values,
  errors,
  formKey,
}: {
  status: ClaimStatus;
  next: readonly ClaimStatus[];
  /** The cover per claim, formatted; null when there is no limit. */
  perClaim: string | null;
  values: ClaimMoveValues;
  errors: ClaimMoveErrors;
  /** A new key after each answer resets the uncontrolled fields to what was posted. */
  formKey: string;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("backoffice");
  const { t: tc } = useTranslation("claims");
  const described = (id: string, hint: string | null, invalid: boolean) =>
    [hint, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return next.length === 0 ? (
    <p className="muted">{t("claims.move.final", { status: tc(`claims.statuses.${status}`) })}</p>
  ) : (
    <Form method="post" className="form-grid" key={formKey}>
      <input type="hidden" name="from" value={status} />
      <div className="form-field">
        <label htmlFor="claim-to">{t("claims.move.to")}</label>
        <select
          id="claim-to"
          name="to"
          defaultValue={values.to}
          aria-invalid={errors.to?.length ? true : undefined}
          aria-describedby={described("claim-to", null, Boolean(errors.to?.length))}
        >
          <option value="">{t("claims.move.choose")}</option>
          {next.map((status) => (
            <option key={status} value={status}>
              {tc(`claims.statuses.${status}`)}
            </option>
          ))}
        </select>
        <FieldError id="claim-to-error" errors={errors.to} />
      </div>
      <div className="form-field">
        <label htmlFor="claim-amount">{t("claims.move.amount")}</label>
        <p id="claim-amount-hint" className="field-hint">
          {perClaim ? t("claims.move.amountHint", { max: perClaim }) : t("claims.move.amountHintNoLimit")}
        </p>
        <input
          id="claim-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.amount}
          aria-invalid={errors.amount?.length ? true : undefined}
          aria-describedby={described("claim-amount", "claim-amount-hint", Boolean(errors.amount?.length))}
        />
        <FieldError id="claim-amount-error" errors={errors.amount} />
      </div>
      <div className="form-field">
        <label htmlFor="claim-note">{t("claims.move.note")}</label>
        <p id="claim-note-hint" className="field-hint">
          {t("claims.move.noteHint", { max: CLAIM_NOTE_MAX_LENGTH })}
        </p>
        <textarea
          id="claim-note"
          name="note"
          rows={4}
          defaultValue={values.note}
          aria-invalid={errors.note?.length ? true : undefined}
          aria-describedby={described("claim-note", "claim-note-hint", Boolean(errors.note?.length))}
        />
        <FieldError id="claim-note-error" errors={errors.note} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("claims.move.submit")}
        </button>
      </div>
    </Form>
  );
}
