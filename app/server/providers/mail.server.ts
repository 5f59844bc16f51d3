// Outgoing mail behind one interface. Default: the built-in outbox (a database table that
// tests and developers read). With SMTP_URL set, messages go out through nodemailer.
import nodemailer from "nodemailer";
import { db } from "../db.server";
import { logger } from "../logger.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, kept so a reader (or a test) can follow them. */
  links: string[];
  partnerId?: string | null;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  async send(message: MailMessage): Promise<void> {
    await db.outboxMail.create({
      data: {
        partnerId: message.partnerId ?? null,
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
      },
    });
  }
}

export class SmtpMailer implements Mailer {
  private transport;
  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}

let mailer: Mailer | null = null;

export function getMailer(): Mailer {
  if (!mailer) {
    const url = process.env.SMTP_URL;
    mailer = url ? new SmtpMailer(url, process.env.MAIL_FROM ?? "no-reply@localhost") : new OutboxMailer();
  }
  return mailer;
}

/** Sends without letting a mail failure undo what the customer already did; failures are logged. */
export async function sendMailSafely(message: MailMessage): Promise<boolean> {
  try {
    await getMailer().send(message);
    return true;
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, "mail could not be sent");
    return false;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
