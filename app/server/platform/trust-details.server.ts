// The regulatory details a customer sees (decision 0085): the partner's own when it is an
// intermediary with its own licence, else the insurer's from the configuration; as the lines the
// pages, the footer, the IPIDs and the mails print, in the page's language.
import type { Language } from "~/domain/platform/languages";
import { effectiveTrustDetails, type TrustDetails } from "~/domain/platform/trust-details";
import { config } from "./config.server";
import { partnerT, type LoadedPartner, type PartnerConfig } from "./partner.server";

export function trustDetailsOf(partner: Pick<PartnerConfig, "insurerName" | "afmNumber" | "kifidNumber">): TrustDetails {
  return effectiveTrustDetails(partner, config.insurer);
}

/** The name, the AFM registration and the Kifid membership, one line each (none without a partner). */
export async function trustLines(partner: LoadedPartner | null, language: Language): Promise<string[]> {
  if (!partner) return [];
  const details = trustDetailsOf(partner.config);
  const t = await partnerT(partner, language, "funnel");
  return [
    t("trust.provider", { name: details.name }),
    t("trust.afm", { number: details.afmNumber }),
    t("trust.kifid", { number: details.kifidNumber }),
  ];
}

/** The insurer's own details, whatever a partner shows (the console's hint names them). */
export function insurerDetails(): TrustDetails {
  return config.insurer;
}
