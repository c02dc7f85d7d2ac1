import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createMailOutbox, type MailOutbox } from './outbox';
import { createMailSender, createSmtpTransport } from './sender';

/**
 * Sets up outgoing mail: the outbox other modules write to, and with SMTP_URL the sender loop,
 * started once the app is ready and stopped when it closes.
 */
export function registerMail(
  app: FastifyInstance,
  deps: { db: Database; config: Pick<AppConfig, 'env' | 'mail'> },
): MailOutbox {
  const { config } = deps;
  const outbox = createMailOutbox(config);
  if (!config.mail.smtpUrl) {
    if (outbox.delivery === 'queued')
      app.addHook('onReady', async () =>
        app.log.warn('SMTP_URL is not set: mails wait in the outbox until it is'),
      );
    return outbox;
  }
  const transport = createSmtpTransport(config.mail.smtpUrl, config.mail.from);
  const sender = createMailSender({ db: deps.db, transport, log: app.log });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close();
  });
  return outbox;
}
