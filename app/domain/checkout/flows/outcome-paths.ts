// The screens a checkout can end on outside its flow's steps (spec section 2): the result of a
// purchase or of a refusal, the failure page, and a broker's quotation. Their URLs live here, so
// no route writes one by hand; the steps themselves come from the flow (flow-steps.ts).
import { RESULT_TYPE, type CheckoutOutcome } from "../../catalogue/underwriting";

/** The result of a bought checkout; fully insured is the plain result page. */
export function purchaseResultPath(checkoutId: string, outcome: CheckoutOutcome | null): string {
  const type = RESULT_TYPE[outcome ?? "fully_insured"];
  return `/result?checkout=${encodeURIComponent(checkoutId)}${type ? `&type=${type}` : ""}`;
}

/** An answer that rules out every product of the checkout: nothing is bought. */
export const HARD_DROP_OUT_PATH = `/result?type=${RESULT_TYPE.hard_drop_out}`;

/** Something failed on our side while buying (the debit, the policies, starting the identity check). */
export function failurePath(reason?: "identity"): string {
  return reason ? `/checkout/failure?reason=${reason}` : "/checkout/failure";
}

/** A broker's quotation, as the customer opens it from the e-mailed link. */
export function quotationPath(quoteId: string): string {
  return `/checkout/quotation?quote_id=${encodeURIComponent(quoteId)}`;
}
