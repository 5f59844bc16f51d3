// The insurer's daily money run (issue 14), one place for the scheduler's command and the
// admin's button: the billing run (invoices due and the direct-debit files), the refunds due
// (a credit-transfer file), then the payment reminders for debits that failed (a revoked
// mandate fails its invoices in the run). Each step is idempotent on its own, so a day run
// twice, or a run stopped half way and started again, books nothing twice.
import { runBilling, type BillingRunOptions, type BillingSummary } from "./billing-run.server";
import { config } from "../platform/config.server";
import { sendPaymentReminders } from "./payment-reminders.server";
import { runRefunds, type RefundRunResult } from "./refunds.server";

export type BillingDaySummary = { billing: BillingSummary; refunds: RefundRunResult; reminders: number };

export async function runBillingDay(runDate: string, options: BillingRunOptions = {}): Promise<BillingDaySummary> {
  const now = options.now ?? new Date();
  const billing = await runBilling(runDate, options);
  const refunds = await runRefunds(runDate, { debtor: config.sepaCreditor, now, scope: options.scope });
  const reminders = await sendPaymentReminders(now, options.scope ?? {});
  return { billing, refunds, reminders };
}
