// Payment reminders (issue 14, spec section 2 /invoice-reminder): every premium invoice whose
// direct debit failed gets one reminder - a mail and an inbox message in the customer's
// language, under the partner's brand name, with a signed link to /invoice-reminder where it
// can be paid another way. reminderSentAt is set in the same transaction as the mail and the
// message are written (a conditional update), so a reminder goes out once, also when two runs
// overlap. Called after a bank answer is imported (billing run).
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { chooseLanguage, parseLanguageList } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { loadPartnerOf, partnerT } from "../platform/partner.server";
import { db } from "../platform/db.server";
import { invoiceReminderUrl } from "./invoice-link.server";
import { deliverSoon, escapeHtml, queueMail, withFooter } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";

const BATCH = 200;

/** The reason codes a reminder explains in plain words; anything else reads as "other". */
export const EXPLAINED_REASONS = ["AM04", "AC04", "AC06", "MD01", "MD06", "MS02", "MS03", "SL01"] as const;

export function reasonKey(code: string | null | undefined): string {
  return code && (EXPLAINED_REASONS as readonly string[]).includes(code) ? code : "other";
}

/**
 * Sends every reminder due, or only those of these partners or invoices (a one-partner run, a
 * bank answer's failed debits); returns how many went out.
 */
export async function sendPaymentReminders(
  now: Date = new Date(),
  scope: { partnerIds?: string[]; invoiceIds?: string[] } = {},
): Promise<number> {
  let sent = 0;
  let lastId = "";
  for (;;) {
    const due = await db.invoice.findMany({
      where: {
        status: "failed",
        kind: "premium",
        reminderSentAt: null,
        id: { gt: lastId },
        ...(scope.partnerIds ? { partnerId: { in: scope.partnerIds } } : {}),
        ...(scope.invoiceIds ? { id: { gt: lastId, in: scope.invoiceIds } } : {}),
      },
      orderBy: { id: "asc" },
      take: BATCH,
      select: {
        id: true,
        number: true,
        amountCents: true,
        currency: true,
        periodStart: true,
        periodEnd: true,
        failureReason: true,
        userId: true,
        partnerId: true,
        user: { select: { email: true, firstName: true, language: true } },
        partner: { select: { name: true, isDefault: true, displayName: true, languages: true, defaultLanguage: true } },
        policy: { select: { number: true, product: { select: { names: true } } } },
      },
    });
    if (due.length === 0) break;
    lastId = due[due.length - 1]!.id;
    for (const invoice of due) {
      const language = chooseLanguage({
        stored: invoice.user.language,
        partnerLanguages: parseLanguageList(invoice.partner.languages),
        partnerDefault: invoice.partner.defaultLanguage,
      });
      const partner = await loadPartnerOf(invoice.partner);
      const t = await partnerT(partner, language, "payments");
      const trust = await trustLines(partner, language);
      const values = {
        partner: invoice.partner.displayName,
        name: invoice.user.firstName ?? "",
        number: invoice.number,
        product: pickTranslation(invoice.policy.product.names, language),
        policy: invoice.policy.number,
        amount: formatMoney(invoice.amountCents, invoice.currency),
        start: formatDate(invoice.periodStart),
        end: formatDate(invoice.periodEnd),
        reason: t(`reasons.${reasonKey(invoice.failureReason)}`),
      };
      const link = invoiceReminderUrl(invoice.partner, invoice.id, invoice.userId, now.getTime());
      const paragraphs = [
        t("reminder.mail.greeting", values),
        t("reminder.mail.intro", values),
        t("reminder.mail.reason", values),
        t("reminder.mail.payNow", values),
      ];
      const wrote = await db.$transaction(async (tx) => {
        const claimed = await tx.invoice.updateMany({
          where: { id: invoice.id, status: "failed", reminderSentAt: null },
          data: { reminderSentAt: now },
        });
        if (claimed.count === 0) return false;
        if (invoice.user.email) {
          await queueMail(
            withFooter(
              {
                partnerId: invoice.partnerId,
                to: invoice.user.email,
                subject: t("reminder.mail.subject", values),
                text: `${paragraphs.join("\n\n")}\n\n${link}\n\n${t("reminder.mail.closing", values)}`,
                html:
                  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
                  `<p><a href="${escapeHtml(link)}">${escapeHtml(t("reminder.mail.button"))}</a></p><p>${escapeHtml(t("reminder.mail.closing", values))}</p>`,
                links: [link],
              },
              trust,
            ),
            tx,
          );
        }
        // Stored as text in the customer's language, as every inbox message; the link is the same.
        await tx.inboxMessage.create({
          data: {
            partnerId: invoice.partnerId,
            userId: invoice.userId,
            subject: t("reminder.inbox.subject", values),
            body: `${t("reminder.inbox.body", values)}\n\n${link}`,
          },
        });
        return true;
      });
      if (wrote) sent += 1;
    }
  }
  if (sent > 0) deliverSoon();
  return sent;
}
