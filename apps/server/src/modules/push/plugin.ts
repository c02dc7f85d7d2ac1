import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SessionReader } from '../../plugins/session';
import type { MailOutbox } from '../mail';
import { createMissedMailer } from './missed-mail';
import { registerMissedMailRoutes } from './missed-mail-routes';
import { createPushQueue, type PushQueue } from './queue';
import { registerPushRoutes } from './routes';
import { registerSettingsRoutes } from './settings-routes';
import { createPushSender } from './sender';
import { loadVapidKeys } from './vapid';

/**
 * Sets up Web Push (decision 0055): the routes devices subscribe through, the queue the chat
 * and signals write to, and the sender loop, started once the app is ready and stopped when it
 * closes. Without VAPID keys in production, push is off: the key route says so and nothing
 * is queued.
 */
export async function registerPush(
  app: FastifyInstance,
  deps: {
    db: Database;
    session: SessionReader;
    config: Pick<AppConfig, 'env' | 'dataDir' | 'publicUrl' | 'push' | 'sessionSecret'>;
    outbox: MailOutbox;
    /** Members whose app is open and in use now (presence). */
    membersInApp(): ReadonlySet<string>;
  },
): Promise<PushQueue> {
  const { db, config } = deps;
  const vapid = await loadVapidKeys(config);
  registerPushRoutes(app, {
    db,
    session: deps.session,
    publicKey: vapid?.publicKey,
    endpointRules: { production: config.env === 'production', extraHosts: config.push.extraHosts },
  });
  registerMissedMailRoutes(app, { db, secret: config.sessionSecret });
  registerSettingsRoutes(app, { db, session: deps.session });
  const missedMail = config.push.missedMailDelayMs > 0;
  if (missedMail) {
    const mailer = createMissedMailer({
      db,
      outbox: deps.outbox,
      log: app.log,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
      delayMs: config.push.missedMailDelayMs,
    });
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  }
  if (!vapid) {
    app.addHook('onReady', async () =>
      app.log.warn(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set: push is off',
      ),
    );
    return createPushQueue({ enabled: false, missedMail, wake: () => undefined });
  }
  const sender = createPushSender({
    db,
    vapid,
    log: app.log,
    membersInApp: deps.membersInApp,
    missedMail,
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return createPushQueue({ enabled: true, missedMail, wake: sender.wake });
}
