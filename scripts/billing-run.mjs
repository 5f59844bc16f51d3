// The daily money run for a scheduler (issue 14, app/server/billing-day.server.ts): the due
// invoices and the SEPA direct-debit files (pain.008), the refunds due (pain.001) and the
// payment reminders for failed debits, for one run date; prints the summary as JSON. Run it daily:
// a day with nothing due does nothing, and running a day twice makes nothing twice.
//   node scripts/billing-run.mjs [--date YYYY-MM-DD]      (default: today in Amsterdam)
//   npm run billing:run -- --date 2026-12-01
// Exit code 0 when the run finished, 1 when it failed (what was committed before stays; the
// next run finishes the job).
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";

// The app is TypeScript with the ~/ path alias: tsx loads it as `node --import tsx` does for
// the other scripts, so the scheduler needs only `node`.
register();

const { values } = parseArgs({ options: { date: { type: "string" } } });
if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error("--date must be YYYY-MM-DD");
  process.exit(2);
}
const { runBillingDay } = await import("../app/server/billing/billing-day.server.ts");
const { todayInAmsterdam } = await import("../app/domain/platform/validation.ts");
const { db } = await import("../app/server/platform/db.server.ts");
const { writeAudit } = await import("../app/server/platform/audit.server.ts");
const runDate = values.date ?? todayInAmsterdam();
try {
  const started = performance.now();
  const summary = await runBillingDay(runDate);
  const { billing, refunds, reminders } = summary;
  await writeAudit({
    staff: null,
    action: "billing_run",
    details: {
      runDate,
      source: "scheduler",
      invoicesMade: billing.invoicesMade,
      files: billing.files.length,
      debits: billing.debits,
      debitCents: billing.debitCents,
      skipped: billing.skippedCounts,
      refunds: refunds.transactionCount,
      refundCents: refunds.controlSumCents,
      reminders,
    },
  });
  // Renewals whose notice is due (30 days before the anniversary, decision 0079): mail and inbox.
  const { announceDueRenewals } = await import("../app/server/account/policy-admin.server.ts");
  const renewalsAnnounced = await announceDueRenewals(runDate);
  console.log(JSON.stringify({ ...summary, renewalsAnnounced, seconds: Math.round(performance.now() - started) / 1000 }, null, 2));
} catch (error) {
  console.error(`billing run for ${runDate} failed:`, error);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
