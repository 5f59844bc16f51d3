// A waiting policy as the insurer's reviewer reads it (/admin/review/:policyId, decision 0045):
// who bought what and when, why it waits and how long is left, the decision so far, and the
// customer's answers and formalities in readable lines.
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { formatDateTime } from "~/domain/platform/date-time-format";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { durationParts, isReviewStatus, reviewReasonCodes, timeLeftMs } from "~/domain/staff/review-queue";
import { formalityLines, readableAnswers, reviewPolicy } from "./back-office.server";

/** The review page's data, or null when there is no such policy. */
export async function reviewPage(policyId: string, language: Language) {
  const policy = await reviewPolicy(policyId);
  if (!policy) return null;
  const dueAt = policy.reviewDueAt;
  return {
    policy: {
      id: policy.id,
      number: policy.number,
      status: policy.status,
      waiting: isReviewStatus(policy.status) && !policy.reviewDecision,
      product: pickTranslation(policy.product.names, language),
      customer: [policy.user.firstName, policy.user.lastName].filter(Boolean).join(" "),
      email: policy.user.email ?? "",
      partner: policy.partner.displayName,
      reasons: reviewReasonCodes(policy.reviewReason),
      identityNames: policy.identityNames,
      due: dueAt ? formatDateTime(dueAt).slice(0, 16) : null,
      left: dueAt ? durationParts(timeLeftMs(dueAt, new Date())) : null,
      bought: formatDateTime(policy.createdAt).slice(0, 16),
      start: formatDate(policy.startDate),
      premium: formatMoney(policy.grossMonthlyCents, policy.currency),
      decision: policy.reviewDecision,
      decidedAt: policy.reviewedAt ? formatDateTime(policy.reviewedAt).slice(0, 16) : null,
      // The version a request for information answers to: a change since makes it out of date.
      version: policy.updatedAt.toISOString(),
    },
    answers: [
      ...(await readableAnswers(policy.answers, language, policy.currency)),
      ...(await formalityLines(policy.checkout, policy.partner, language)),
    ],
  };
}
