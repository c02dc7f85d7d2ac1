import { COPY } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { insertMail, type NewMail } from './repo';

export interface MailOutbox {
  /**
   * Writes a mail inside the caller's transaction, so it exists exactly when what it reports
   * was committed; the sender delivers it later. Never waits for a mail server.
   */
  write(tx: Tx, mail: NewMail): Promise<void>;
  /** Whether mails are delivered (an SMTP server is set) or only kept for the console. */
  delivery: 'smtp' | 'queued' | 'kept';
  /** Who the shop's mails (receipts) name as the seller. */
  seller: string;
}

/**
 * Where mails go, by configuration: with SMTP_URL they are sent; without it in production they
 * wait, pending, until a server is configured; without it elsewhere they are kept for the
 * console's Mail page and never sent (decision record: mail without an SMTP server).
 */
export function createMailOutbox(config: {
  env: string;
  mail: { smtpUrl: string | undefined; seller?: string };
}): MailOutbox {
  const delivery = config.mail.smtpUrl ? 'smtp' : config.env === 'production' ? 'queued' : 'kept';
  const status = delivery === 'kept' ? 'kept' : 'pending';
  return {
    delivery,
    seller: config.mail.seller ?? COPY.mail.sellerName,
    write: (tx, mail) => insertMail(tx, mail, status),
  };
}
