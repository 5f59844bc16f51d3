// One policy's page for its customer (routes/account/account-policy.tsx): the policy, its
// versions with the invoices that settled them, the mandate with the IBAN masked, the product's
// documents, and whether it may be changed or cancelled today.
import { cancellationRefusal } from "~/domain/account/policy-cancellation";
import { policyStatusLabel } from "~/domain/account/policy-overview";
import { maskIban } from "~/domain/billing/sepa";
import { parseInsuredObject } from "~/domain/catalogue/insured-object";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import type { Language } from "~/domain/platform/languages";
import { historyRow, policyVersions, settlingInvoices } from "../billing/policy-versions.server";
import type { LoadedPartner } from "../platform/partner.server";
import { productDocuments, productName, type OwnPolicy } from "./account.server";
import { changeRefusal } from "./policy-change.server";

/** `changed` is the page's ?changed= after a policy change (anything else is ignored). */
export async function policyPage(policy: OwnPolicy, partner: LoadedPartner, language: Language, changed: string | null) {
  const today = todayInAmsterdam();
  const [versions, changeRefused] = await Promise.all([policyVersions(policy.id), changeRefusal(policy, partner)]);
  const invoices = await settlingInvoices(versions.flatMap((version) => (version.settledInvoiceId ? [version.settledInvoiceId] : [])));
  return {
    // The history, newest first: each version with its dates, premium, why, and the difference it settled.
    versions: versions
      .map((version) => ({
        ...historyRow(version),
        settledOn: version.settledInvoiceId ? (invoices.get(version.settledInvoiceId)?.number ?? null) : null,
      }))
      .reverse(),
    canChange: changeRefused === null,
    changed: changed === "in_force" || changed === "scheduled" || changed === "pending_review" ? changed : null,
    policy: {
      id: policy.id,
      number: policy.number,
      productId: policy.productId,
      name: productName(policy.product, language),
      status: policyStatusLabel(policy, today),
      startDate: policy.startDate,
      endDate: policy.endDate,
      cancelledAt: policy.cancelledAt ? policy.cancelledAt.toISOString() : null,
      identityVerifiedAt: policy.identityVerifiedAt ? policy.identityVerifiedAt.toISOString() : null,
      currency: policy.currency,
      grossMonthlyCents: policy.grossMonthlyCents,
      netMonthlyCents: policy.netMonthlyCents,
      discountPercent: policy.discountPercent,
      perClaimCents: policy.perClaimCents,
      perYearCents: policy.perYearCents,
      deductibleCents: policy.deductibleCents,
      insured: parseInsuredObject(policy.insuredObject),
    },
    // Only the masked IBAN leaves the server.
    mandate: { reference: policy.mandate.reference, signedOn: policy.mandate.signedOn, iban: maskIban(policy.mandate.iban) },
    documents: productDocuments(policy.product, language),
    canCancel: cancellationRefusal(policy, today) === null,
  };
}
