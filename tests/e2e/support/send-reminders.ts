// Runs sendPaymentReminders() as the billing run would, in a process of its own: the app's
// server modules import JSON catalogues, which Playwright's test loader can not. Prints the count.
import { sendPaymentReminders } from "../../../app/server/billing/payment-reminders.server";
import { db } from "../../../app/server/platform/db.server";

const sent = await sendPaymentReminders(new Date());
await db.$disconnect();
process.stdout.write(String(sent));
