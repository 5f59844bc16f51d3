// Outgoing mail through a transactional outbox (decision 0025). A message is first written to
// the OutboxMail table, inside the transaction of what it reports when there is one (a
// purchase), and delivered after commit: a crash at any moment loses no mail, and a message is
// handed to the transport once. Transports behind one interface: the built-in mailbox (the
// table itself is the mailbox that tests and developers read; delivery only marks the row) and
// SMTP through nodemailer when SMTP_URL is set.
import nodemailer from "nodemailer";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, kept so a reader (or a test) can follow them. */
  links: string[];
  partnerId?: string | null;
};

export type QueuedMail = MailMessage & { id: string };

export interface MailTransport {
  /** Hands one message over; throws when it could not. */
  deliver(message: QueuedMail): Promise<void>;
}

/** The built-in mailbox: the outbox row is the delivered message, nothing leaves the machine. */
export class BuiltInMailbox implements MailTransport {
  async deliver(): Promise<void> {}
}

export class SmtpTransport implements MailTransport {
  private transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Without these nodemailer waits 2 minutes for a connection and 10 for a silent server.
    const timeoutMs = config.timeouts.callMs;
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }
  async deliver(message: QueuedMail): Promise<void> {
    // A stable Message-ID: should a retry follow a delivery whose success was never recorded,
    // receiving servers and clients see the same message again, not a new one.
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@outbox.${this.from.split("@")[1] ?? "localhost"}>`,
    });
  }
}

let transport: MailTransport | null = null;

export function getTransport(): MailTransport {
  if (!transport) {
    const url = process.env.SMTP_URL;
    transport = url ? new SmtpTransport(url, process.env.MAIL_FROM ?? "no-reply@localhost") : new BuiltInMailbox();
  }
  return transport;
}

/** For tests: deliver through this transport from now on. */
export function setTransportForTests(next: MailTransport | null): void {
  transport = next;
}

type OutboxClient = Pick<typeof db, "outboxMail">;

/** Writes a message to the outbox; pass the transaction's client to make it part of it. */
export async function queueMail(message: MailMessage, client: OutboxClient = db): Promise<string> {
  const row = await client.outboxMail.create({
    data: {
      partnerId: message.partnerId ?? null,
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links,
    },
    select: { id: true },
  });
  return row.id;
}

/** How long a delivery may take before another process may try the message again. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const MAX_ATTEMPTS = 10;

/**
 * Delivers what is due: each message is claimed by a conditional update (one process wins),
 * handed to the transport, then marked delivered; a failure is retried later with back-off.
 * Returns the number delivered.
 */
export async function deliverDueMail(nowMs = Date.now(), limit = 25, via: MailTransport = getTransport()): Promise<number> {
  const due = await db.outboxMail.findMany({
    where: { deliveredAt: null, nextAttemptAt: { lte: new Date(nowMs) }, attempts: { lt: MAX_ATTEMPTS } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      partnerId: true,
      to: true,
      subject: true,
      text: true,
      html: true,
      links: true,
      attempts: true,
      nextAttemptAt: true,
    },
  });
  let delivered = 0;
  for (const row of due) {
    const claimed = await db.outboxMail.updateMany({
      where: { id: row.id, deliveredAt: null, nextAttemptAt: row.nextAttemptAt },
      data: { nextAttemptAt: new Date(nowMs + DELIVERY_LEASE_MS), attempts: { increment: 1 } },
    });
    if (claimed.count !== 1) continue; // another process has it
    try {
      await via.deliver({ ...row, links: Array.isArray(row.links) ? (row.links as string[]) : [] });
      await db.outboxMail.update({ where: { id: row.id }, data: { deliveredAt: new Date(), lastError: null } });
      delivered++;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length - 1)]!;
      logger.error({ err: error, mailId: row.id, attempt: row.attempts + 1 }, "mail could not be delivered; will retry");
      await db.outboxMail.update({
        where: { id: row.id },
        data: { nextAttemptAt: new Date(nowMs + delay), lastError: String(error instanceof Error ? error.message : error).slice(0, 500) },
      });
    }
  }
  return delivered;
}

/** Delivers after the current work has committed, without holding up the answer. */
export function deliverSoon(): void {
  setImmediate(() => {
    deliverDueMail().catch((error: unknown) => logger.error({ err: error }, "outbox delivery failed"));
  });
}

/**
 * Queues a message on its own (no surrounding transaction) and starts its delivery. Returns
 * false, logged, only when it could not even be queued: a mail failure never undoes what the
 * customer already did.
 */
export async function sendMailSafely(message: MailMessage): Promise<boolean> {
  try {
    await queueMail(message);
    deliverSoon();
    return true;
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, "mail could not be queued");
    return false;
  }
}

let sweeper: NodeJS.Timeout | null = null;

/** Every process retries what is due now and then (messages queued before a crash, failed ones). */
export function startOutboxSweeper(everyMs = 30_000): void {
  if (sweeper) return;
  sweeper = setInterval(() => {
    deliverDueMail().catch((error: unknown) => logger.error({ err: error }, "outbox delivery failed"));
  }, everyMs);
  sweeper.unref();
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * A customer mail with the footer lines (the regulatory details, trust-details.server.ts) under
 * its text: after a signature separator in the text part, below a rule in the HTML part.
 */
export function withFooter(message: MailMessage, lines: readonly string[]): MailMessage {
  if (lines.length === 0) return message;
  return {
    ...message,
    text: `${message.text}\n\n-- \n${lines.join("\n")}`,
    html: `${message.html}<hr><p style="font-size:12px;color:#555">${lines.map(escapeHtml).join("<br>")}</p>`,
  };
}
