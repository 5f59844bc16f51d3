// Invoice statuses of spec section 3 and how they read to the customer: refunded, disputed
// and failed all read as "failed" (a debit that did not stay collected); anything the
// payment provider might send that we do not know reads as "unknown", never as paid.

export const INVOICE_STATUSES = ["paid", "canceled", "unfinished", "processing", "unknown", "refunded", "disputed", "failed"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The statuses a customer sees; translation keys account:invoices.status.<label>. */
export type InvoiceStatusLabel = "paid" | "canceled" | "unfinished" | "processing" | "unknown" | "failed";

/** How the badge looks: paid (green), failed (red), open (waiting for money), neutral. */
export type InvoiceStatusTone = "paid" | "failed" | "open" | "neutral";

const LABELS: Record<InvoiceStatus, InvoiceStatusLabel> = {
  paid: "paid",
  canceled: "canceled",
  unfinished: "unfinished",
  processing: "processing",
  unknown: "unknown",
  refunded: "failed",
  disputed: "failed",
  failed: "failed",
};

const TONES: Record<InvoiceStatusLabel, InvoiceStatusTone> = {
  paid: "paid",
  failed: "failed",
  unfinished: "open",
  processing: "open",
  canceled: "neutral",
  unknown: "neutral",
};

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

export function invoiceStatusLabel(status: string): InvoiceStatusLabel {
  return isInvoiceStatus(status) ? LABELS[status] : "unknown";
}

export function invoiceStatusTone(status: string): InvoiceStatusTone {
  return TONES[invoiceStatusLabel(status)];
}
