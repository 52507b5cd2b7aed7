// SMTP through nodemailer's pooled transport (SMTP_URL), and what an SMTP failure means for the message: a 4xx
// answer, a refused or dropped connection, a time-out or a login the server refused are "try again later"; a 5xx
// answer to the message itself is "never" (decision 018).
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Stable across retries, so a mail client folds the rare repeat (a crash between SMTP's OK and our record). */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

export function createSmtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
      return { response: String(info.response ?? '') };
    },
    close: () => transport.close(),
  };
}

/** Whether a failed send may succeed later, and what to record of it. */
export function smtpFailure(err: unknown): { retry: boolean; message: string } {
  const e = err as { responseCode?: number; code?: string; response?: string; message?: string };
  const message = (e.response || e.message || String(err)).slice(0, 500);
  // A login the server refused (EAUTH, 535) is the shop's configuration, not the message: kept for a later try.
  if (e.code === 'EAUTH') return { retry: true, message };
  if (typeof e.responseCode === 'number' && e.responseCode >= 500) return { retry: false, message };
  return { retry: true, message };
}
