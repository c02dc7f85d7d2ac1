import { mailRetryDelayMs } from '@bbt/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
  type MailRow,
} from './repo';

/** Hands one mail to a mail server; throws when it was not accepted. */
export interface MailTransport {
  send(mail: MailRow): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may stall before it counts as a failed attempt. */
const SMTP_TIMEOUT_MS = 20_000;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * A refusal that no retry will change: the server answered 5xx to the recipient or the
 * message. Connection failures, timeouts, 4xx answers and refused logins (a configuration
 * problem an operator fixes) are temporary: the mail waits and is tried again.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { code, permanent } = error as { code?: unknown; permanent?: unknown };
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often due mails are looked for. */
  intervalMs?: number;
  /** How many mails one round claims. */
  batchSize?: number;
  /** How long a claimed mail is left alone by other senders; longer than any send. */
  leaseMs?: number;
}

export interface MailSender {
  start(): void;
  /** Stops the loop and waits for the round in progress. */
  stop(): Promise<void>;
  /** One round: claims due mails and tries each once. */
  sendDue(): Promise<{ sent: number; retried: number; failed: number }>;
}

const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_LEASE_MS = 5 * SMTP_TIMEOUT_MS;

/** Delivers the outbox: a loop that claims due mails and sends each, retrying with backoff. */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  async function deliver(mail: MailRow): Promise<'sent' | 'retried' | 'failed'> {
    try {
      await transport.send(mail);
    } catch (error) {
      const message = describeError(error);
      if (isPermanentRefusal(error)) {
        await markMailFailed(db, mail.id, message);
        log.error({ mailId: mail.id, err: error }, 'mail refused for good by the mail server');
        return 'failed';
      }
      await scheduleMailRetry(db, mail.id, message, mailRetryDelayMs(mail.attempts));
      log.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail not sent yet');
      return 'retried';
    }
    await markMailSent(db, mail.id);
    return 'sent';
  }

  async function sendDue() {
    const counts = { sent: 0, retried: 0, failed: 0 };
    const claimed = await claimDueMails(db, batchSize, leaseMs);
    for (const mail of claimed) counts[await deliver(mail)] += 1;
    return counts;
  }

  /** Rounds never overlap: while a slow mail server holds one, the next tick is skipped. */
  function tick() {
    round ??= sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'mail sender round failed'))
      .finally(() => {
        round = undefined;
      });
  }

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.intervalMs ?? DEFAULT_INTERVAL_MS).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
    sendDue,
  };
}
