// The audit log: who did what, when, to which partner or user, with old and new values.
import { db, type Prisma } from "./db.server";

export type AuditEntry = {
  staff: { id: string; name: string } | null;
  action:
    | "impersonation_start"
    | "impersonation_stop"
    | "impersonated_action"
    | "colours_saved"
    | "colour_key_created"
    | "colour_key_updated"
    | "partner_created"
    | "partner_updated"
    | "quote_sent"
    // The back office (decision 0045): review decisions and claim status changes.
    | "review_accepted"
    | "review_declined"
    | "review_info_requested"
    | "claim_status_changed"
    | "billing_run"
    | "bank_answer_imported"
    // Feature flags (decision 0049), with old and new values.
    | "flag_created"
    | "flag_updated"
    | "flag_deleted"
    // The built-in live chat (decision 0047).
    | "chat_closed"
    | "chat_reopened"
    // Policy changes and renewals (decisions 0078, 0079).
    | "policy_changed"
    | "policy_change_accepted"
    | "policy_change_declined"
    | "policy_version_in_force"
    | "renewal_announced"
    | "renewal_held"
    | "renewal_released";
  partnerId?: string | null;
  userId?: string | null;
  details: Record<string, unknown>;
};

export async function writeAudit(entry: AuditEntry, client: Pick<typeof db, "auditLog"> = db): Promise<void> {
  await client.auditLog.create({
    data: {
      staffId: entry.staff?.id ?? null,
      actorName: entry.staff?.name ?? "system",
      action: entry.action,
      partnerId: entry.partnerId ?? null,
      userId: entry.userId ?? null,
      details: entry.details as Prisma.InputJsonValue,
    },
  });
}
