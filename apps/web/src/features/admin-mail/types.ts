/** A mail of the outbox as the console lists it (GET /api/admin/mail). */
export interface MailSummary {
  id: number;
  kind: 'order_receipt' | 'mailing_list_welcome';
  to: string;
  subject: string;
  /** kept: written without a mail server outside production, never sent. */
  status: 'pending' | 'sent' | 'failed' | 'kept';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface MailPage {
  mails: MailSummary[];
  total: number;
  /** smtp: mails are sent; queued: waiting for SMTP_URL; kept: no mail server, never sent. */
  delivery: 'smtp' | 'queued' | 'kept';
}

export interface MailDetail extends MailSummary {
  text: string;
  html: string;
  headers: Record<string, string>;
}
