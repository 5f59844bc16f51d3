// The insurance check-in's records (decision 0036): the comparison shown on its result screen,
// saving the check-in once, and what the account area lists beside the policies bought here.
import { questionWithMeaning } from "~/domain/catalogue/question-fields";
import { compareWithOffer, heldInsuranceOf, type HeldInsurance } from "~/domain/checkout/checkin";
import type { Language } from "~/domain/platform/languages";
import { visitorAnswers } from "./cart.server";
import { partnerCatalogue, type CatalogueProduct } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import { loadOffer, type OfferedProduct } from "./offer.server";
import type { LoadedPartner } from "../platform/partner.server";
import type { Visitor } from "../platform/session.server";

/** The highest cover per claim a product's options offer; null when it has none. */
function maxPerClaimCents(product: CatalogueProduct | undefined): number | null {
  const amounts = (product?.questions ?? []).flatMap((question) =>
    question.options.flatMap((option) => (option.perClaimCents ? [option.perClaimCents] : [])),
  );
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

/** What the check-in's answers say is held, and each relevant offered product against it. */
export async function checkinComparison(visitor: Visitor, partner: LoadedPartner, language: Language, checkinProduct: CatalogueProduct) {
  const [answers, offer, catalogue] = await Promise.all([
    visitorAnswers(visitor.id),
    loadOffer(visitor, partner, language),
    partnerCatalogue(partner.config.id),
  ]);
  const held = heldInsuranceOf(checkinProduct.questions, answers);
  if (!held) return null;
  const askedKinds = questionWithMeaning(checkinProduct.questions, "heldInsurance", "kinds")?.options.map((option) => option.value) ?? [];
  const offered = offer.products.map((product) => ({
    ...product,
    maxPerClaimCents: maxPerClaimCents(catalogue.find((candidate) => candidate.id === product.id)),
  }));
  return { held, ...compareWithOffer<OfferedProduct & { maxPerClaimCents: number | null }>(held, askedKinds, offered) };
}

/**
 * Saves the open check-in once: its checkout is completed and the held insurance recorded in
 * one transaction, so a second submit records nothing more.
 */
export async function saveCheckin(
  visitor: Visitor,
  partner: LoadedPartner,
  checkoutId: string,
  held: HeldInsurance,
  currency: string,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const claimed = await tx.checkout.updateMany({
      where: { id: checkoutId, userId: visitor.id, status: "open", variant: "checkin" },
      data: { status: "completed", outcome: "checked_in", completedAt: new Date() },
    });
    if (claimed.count === 0) return;
    await tx.checkedInInsurance.create({
      data: {
        partnerId: partner.config.id,
        userId: visitor.id,
        checkoutId,
        insurer: held.insurer,
        kinds: held.kinds,
        perClaimCents: held.perClaimCents,
        perYearCents: held.perYearCents,
        renewalDate: held.renewalDate,
        monthlyPremiumCents: held.monthlyPremiumCents,
        currency,
      },
    });
  });
}

/** The customer's checked-in insurance, newest first, of this partner only. */
export function checkedInInsurances(userId: string, partnerId: string) {
  return db.checkedInInsurance.findMany({
    where: { userId, partnerId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      insurer: true,
      kinds: true,
      perClaimCents: true,
      perYearCents: true,
      renewalDate: true,
      monthlyPremiumCents: true,
      currency: true,
      createdAt: true,
    },
  });
}
