// What a customer sees of who sells the insurance (decision 0091): the partner as intermediary
// or as direct seller (is_direct), the co-brand logo beside it (logo_secondary) and, after a
// purchase, the way back to where the partner's link came from (returnURL, decision 0090).
import { checkLogo } from "./partner-config";

export type PartnerBrand = {
  name: string;
  /** The partner sells directly, no intermediary between it and the customer. */
  isDirect: boolean;
  /** The co-brand ("in partnership with"), checked again so a value stored before the rules never shows. */
  coBrandLogo: string | null;
  /** A safe return URL the visit came with, or null. */
  returnUrl: string | null;
};

export function partnerBrandOf(
  partner: { displayName: string; isDirect: boolean; logoSecondary: string | null },
  returnUrl?: string | null,
): PartnerBrand {
  const logo = partner.logoSecondary?.trim();
  return {
    name: partner.displayName,
    isDirect: partner.isDirect,
    coBrandLogo: logo && checkLogo(logo) === null ? logo : null,
    returnUrl: returnUrl ?? null,
  };
}
