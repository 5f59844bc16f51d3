// What the forms of "my details" (/user/details) share: which form was posted (intent),
// the answer to it, the saved notice, the save button and the "use the address as typed" tick.
import type { SubmissionResult } from "@conform-to/react";
import { useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const DETAILS_INTENTS = ["person", "company", "personal-address", "role"] as const;
export type DetailsIntent = (typeof DETAILS_INTENTS)[number];

/** The action's answer to a refused form: its fields' errors and whether the address was not found. */
export type DetailsAnswer = { intent: DetailsIntent; result: SubmissionResult<string[]>; addressNotFound: boolean };

/** After a save the page is loaded again with ?saved=<intent>: the saved form says so. */
export function SavedNotice({ intent }: { intent: DetailsIntent }) {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  return searchParams.get("saved") === intent ? (
    <p className="success-text" role="status">
      {t("details.saved")}
    </p>
  ) : null;
}

export function SaveButton({ intent, label }: { intent: DetailsIntent; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="form-actions">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button-solid" disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** Shown when the address was not found; a form returned for another error keeps the tick. */
export function ManualAddress({ answer }: { answer: DetailsAnswer | undefined }) {
  const { t } = useTranslation("funnel");
  const ticked = answer?.result.initialValue?.address_manual === "on";
  if (!answer?.addressNotFound && !ticked) return null;
  return (
    <label className="checkbox">
      <input type="checkbox" name="address_manual" defaultChecked={ticked} />
      <span>{t("address.manualConfirm")}</span>
    </label>
  );
}
