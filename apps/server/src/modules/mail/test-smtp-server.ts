import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Recipients the server refuses for good (550), like an unknown mailbox. */
export const REFUSED_RECIPIENT = 'no-such-mailbox@example.com';

/**
 * A local SMTP server for tests (smtp-server): it speaks the protocol the real sender talks, so
 * nodemailer runs for real. It can be stopped and started again on the same port, to play a
 * mail server outage and its recovery.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === REFUSED_RECIPIENT) {
          const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(refusal);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((mail) => {
              const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
              received.push({
                to: to?.value[0]?.address ?? '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                raw,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });

  /** Listens (again) on the same port; does nothing while listening. */
  async function start() {
    if (server) return;
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  /** Stops accepting connections: senders now meet a refused connection. */
  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    stop,
  };
}
