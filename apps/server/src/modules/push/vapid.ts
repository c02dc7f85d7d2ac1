import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { AppConfig, VapidKeys } from '../../config';

/** The file under DATA_DIR that keeps the keys generated outside production. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

async function readKept(file: string): Promise<Omit<VapidKeys, 'subject'> | undefined> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The server's VAPID keys (decision 0055): the environment's; none in production without them
 * (push is off there, a browser subscribed to one key pair can't be served by another); else a
 * pair generated once and kept in DATA_DIR, so the devices subscribed on a developer's machine
 * stay subscribed across restarts. Two processes starting at once keep the first one written:
 * each writes its pair whole to a file of its own, then links it into place, which only one can
 * do, so no process ever reads a half-written file.
 */
export async function loadVapidKeys(
  config: Pick<AppConfig, 'env' | 'dataDir' | 'publicUrl' | 'push'>,
): Promise<VapidKeys | undefined> {
  if (config.push.vapid) return config.push.vapid;
  if (config.env === 'production') return undefined;
  const subject = `mailto:push@${new URL(config.publicUrl).hostname}`;
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const kept = await readKept(file);
  if (kept) return { ...kept, subject };
  await mkdir(config.dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const written = await readKept(file);
  if (!written) throw new Error(`${file} vanished after it was written`);
  return { ...written, subject };
}
