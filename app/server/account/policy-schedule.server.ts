// The policy schedule ("polisblad"): who is insured, for what, at which premium and how it is
// paid, as a PDF in the customer's language. Written by the shared PDF writer (pdf.server.ts).
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { insuredObjectRows, parseInsuredObject } from "~/domain/catalogue/insured-object";
import type { Language } from "~/domain/platform/languages";
import { policyStatusLabel } from "~/domain/account/policy-overview";
import { maskIban } from "~/domain/billing/sepa";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { db } from "../platform/db.server";
import type { Customer } from "../platform/session.server";
import { productName, type OwnPolicy } from "./account.server";
import { pdfDocument, pdfResponse, type PdfBlock } from "../platform/pdf.server";
import type { PolicyVersionRow } from "../billing/policy-versions.server";

export async function policyScheduleResponse(
  policy: OwnPolicy,
  customer: Customer,
  language: Language,
  partner: LoadedPartner,
  /** The schedule of one version (issue 34): its answers, premium and dates over the policy's. */
  version?: PolicyVersionRow,
): Promise<Response> {
  if (version) policy = withVersion(policy, version);
  const partnerName = partner.config.displayName;
  const [t, tAny, user] = await Promise.all([
    partnerT(partner, language, "account"),
    // Keys of other namespaces ("ns:key"), from the default namespace's t.
    partnerT(partner, language) as Promise<unknown> as Promise<(key: string, options?: Record<string, unknown>) => string>,
    db.user.findUniqueOrThrow({
      where: { id: customer.id },
      select: { firstName: true, lastName: true, email: true, companyName: true, chamberOfCommerceNumber: true },
    }),
  ]);
  const money = (cents: number) => formatMoney(cents, policy.currency);
  const name = productName(policy.product, language);
  const row = (label: string, value: string | null | undefined): PdfBlock[] => (value ? [{ kind: "row", label: t(label), value }] : []);
  const holder = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const insured = parseInsuredObject(policy.insuredObject);

  const blocks: PdfBlock[] = [
    { kind: "paragraph", text: t("schedule.intro", { product: name, partner: partnerName }) },
    { kind: "heading", text: t("schedule.policyholder") },
    ...row("schedule.name", holder),
    ...row("schedule.company", user.companyName),
    ...row("schedule.kvk", user.chamberOfCommerceNumber),
    ...row("schedule.email", user.email),
    { kind: "heading", text: t("schedule.insurance") },
    ...row("schedule.product", name),
    ...row("policy.number", policy.number),
    ...row("policy.statusLabel", t(`policy.status.${policyStatusLabel(policy, todayInAmsterdam())}`)),
    ...row("policy.startDate", formatDate(policy.startDate)),
    ...row("policy.endDate", policy.endDate ? formatDate(policy.endDate) : null),
    ...(version
      ? [
          ...row("versions.version", String(version.version)),
          ...row("versions.reasonLabel", t(`versions.reason.${version.reason}`)),
          ...row("versions.from", formatDate(version.effectiveFrom)),
          ...row("versions.to", version.effectiveTo ? formatDate(version.effectiveTo) : null),
        ]
      : []),
    ...(insured
      ? [
          { kind: "heading" as const, text: t("policy.insuredObject") },
          ...insuredObjectRows(insured, policy.currency, tAny).map(([label, value]) => ({ kind: "row" as const, label, value })),
        ]
      : []),
    { kind: "heading", text: t("policy.cover") },
    ...row("policy.perClaim", policy.perClaimCents != null ? money(policy.perClaimCents) : null),
    ...row("policy.perYear", policy.perYearCents != null ? money(policy.perYearCents) : null),
    ...row("policy.deductible", policy.deductibleCents != null ? money(policy.deductibleCents) : null),
    ...(policy.perClaimCents == null && policy.perYearCents == null && policy.deductibleCents == null
      ? [{ kind: "paragraph" as const, text: t("policy.coverInConditions") }]
      : []),
    { kind: "heading", text: t("policy.premium") },
    ...row("policy.gross", money(policy.grossMonthlyCents)),
    ...row("policy.net", money(policy.netMonthlyCents)),
    ...row(
      "policy.discount",
      policy.discountPercent > 0 ? t("policy.discountPercent", { percent: policy.discountPercent }) : t("policy.noDiscount"),
    ),
    { kind: "heading", text: t("policy.mandate") },
    ...row("policy.mandateReference", policy.mandate.reference),
    ...row("policy.signedOn", formatDate(policy.mandate.signedOn)),
    ...row("policy.iban", maskIban(policy.mandate.iban)),
    { kind: "paragraph", text: t("schedule.footer") },
  ];
  const pdf = await pdfDocument(`${t("schedule.title")} - ${name}`, blocks);
  // Personal data: never stored by shared caches.
  const suffix = version ? `-v${version.version}` : "";
  return pdfResponse(pdf, `${t("schedule.fileName")}-${policy.number}${suffix}.pdf`, "private, no-store");
}

/** The policy as one version of it had it: answers, insured object, cover and premium. */
function withVersion(policy: OwnPolicy, version: PolicyVersionRow): OwnPolicy {
  return {
    ...policy,
    insuredObject: version.insuredObject ?? policy.insuredObject,
    grossMonthlyCents: version.grossMonthlyCents,
    netMonthlyCents: version.netMonthlyCents,
    discountPercent: version.discountPercent,
    perClaimCents: version.perClaimCents,
    perYearCents: version.perYearCents,
    deductibleCents: version.deductibleCents,
  };
}
