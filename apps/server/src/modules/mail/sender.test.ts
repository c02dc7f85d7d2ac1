import { MAIL_RETRY_BASE_MS } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from './schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMailOutbox } from './outbox';
import { claimDueMails } from './repo';
import { createMailSender, createSmtpTransport, type MailSender } from './sender';
import { REFUSED_RECIPIENT, startTestSmtpServer } from './test-smtp-server';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.handle.db.delete(mailOutbox);
  smtp.received.length = 0;
  await smtp.start(); // a test that stopped it left it stopped
});

const db = () => database.handle.db;
const outbox = () => createMailOutbox({ env: 'test', mail: { smtpUrl: smtp.url } });
const senderFor = (options: { intervalMs?: number } = {}) =>
  createMailSender({
    db: db(),
    transport: createSmtpTransport(smtp.url, 'Blue Badge <no-reply@test.local>'),
    log: quiet,
    ...options,
  });
async function writeMails(count: number, to = 'buyer@example.com') {
  for (let i = 0; i < count; i++) {
    await db().transaction((tx) =>
      outbox().write(tx, {
        kind: 'order_receipt',
        dedupeKey: `test:${to}:${i}`,
        to,
        subject: `Receipt ${i}`,
        text: `Plain text ${i}`,
        html: `<p>HTML ${i}</p>`,
        headers: { 'List-Unsubscribe': '<https://shop.test/unsubscribe?token=t>' },
      }),
    );
  }
}
const rows = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
/** Time passes: every waiting mail is due now. */
const makeDue = () =>
  db()
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.status, 'pending'));
const secondsUntilNextAttempt = async () =>
  (await rows()).map((r) => Math.round((r.nextAttemptAt.getTime() - Date.now()) / 1000));

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the mail sender', () => {
  it('delivers a pending mail over SMTP with its text, HTML and headers, and marks it sent', async () => {
    await writeMails(1);
    expect(await senderFor().sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ to: 'buyer@example.com', subject: 'Receipt 0' });
    expect(mail?.text.trim()).toBe('Plain text 0');
    expect(mail?.html).toContain('<p>HTML 0</p>');
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.test\/unsubscribe/m);
    expect(mail?.raw).toMatch(/^From: Blue Badge <no-reply@test\.local>/m);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('writes one mail per event: a second mail with the same key is not written', async () => {
    await writeMails(1);
    await writeMails(1);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps every mail through an outage, retrying with growing waits, then sends each once', async () => {
    await smtp.stop();
    await writeMails(3);
    const sender = senderFor();

    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 3, failed: 0 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(await secondsUntilNextAttempt()).toEqual(Array(3).fill(MAIL_RETRY_BASE_MS / 1000));
    // Not due yet: nothing is tried before its time.
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    await makeDue();
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 3, failed: 0 });
    expect((await rows()).map((r) => r.attempts)).toEqual([2, 2, 2]);
    expect(await secondsUntilNextAttempt()).toEqual(Array(3).fill((2 * MAIL_RETRY_BASE_MS) / 1000));

    // The server is back, and two instances' sender loops run against the one database.
    await smtp.start();
    await makeDue();
    const loops: MailSender[] = [senderFor({ intervalMs: 10 }), senderFor({ intervalMs: 10 })];
    loops.forEach((loop) => loop.start());
    await until(async () => (await rows()).every((r) => r.status === 'sent'));
    await Promise.all(loops.map((loop) => loop.stop()));
    // Another round of each, begun after every mail was sent, finds nothing to send, even with
    // every mail's next attempt due (a sent mail keeps the lease it was claimed with).
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const nothing = { sent: 0, retried: 0, failed: 0 };
    expect(await Promise.all(loops.map((loop) => loop.sendDue()))).toEqual([nothing, nothing]);

    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Receipt 0',
      'Receipt 1',
      'Receipt 2',
    ]);
    expect((await rows()).map((r) => r.attempts)).toEqual([3, 3, 3]);
  });

  it('marks a mail the server refuses for good as failed, and does not retry it', async () => {
    await writeMails(1, REFUSED_RECIPIENT);
    expect(await senderFor().sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/550/);
    await makeDue();
    expect(await senderFor().sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves a mail claimed by one sender alone until its lease runs out', async () => {
    await writeMails(2);
    const first = await claimDueMails(db(), 10, 60_000);
    expect(first).toHaveLength(2);
    expect(await claimDueMails(db(), 10, 60_000)).toEqual([]);
    await makeDue(); // the claimant died mid-send: the lease ran out
    expect(await claimDueMails(db(), 10, 60_000)).toHaveLength(2);
  });
});

describe('the outbox without a mail server', () => {
  it('keeps mails outside production: never sent, shown in the console', async () => {
    const kept = createMailOutbox({ env: 'development', mail: { smtpUrl: undefined } });
    expect(kept.delivery).toBe('kept');
    await db().transaction((tx) =>
      kept.write(tx, { kind: 'order_receipt', to: 'a@b.c', subject: 's', text: 't', html: 'h' }),
    );
    expect(await senderFor().sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await rows())[0]?.status).toBe('kept');
  });

  it('queues mails in production, to be sent once SMTP_URL is set', async () => {
    const queued = createMailOutbox({ env: 'production', mail: { smtpUrl: undefined } });
    expect(queued.delivery).toBe('queued');
    await db().transaction((tx) =>
      queued.write(tx, { kind: 'order_receipt', to: 'a@b.c', subject: 's', text: 't', html: 'h' }),
    );
    expect((await rows())[0]?.status).toBe('pending');
    expect(await senderFor().sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
  });
});
