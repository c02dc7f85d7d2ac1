import type { AppConfig } from '../config';
import { createFileStorage } from '../plugins/storage';
import { openDatabase, type Database } from './client';
import { seedDemoCommunity } from './demo-community';
import { seedDemoFiles } from './demo-files';
import { seedDatabase } from './seed';

/**
 * What a start writes before it serves: the catalogue, content and bot, the demo personas
 * and the products' demo files outside production, and the demo community where the configuration asks for it
 * (decision 0036, never in production). The demo community is a convenience, not a reason to
 * refuse to start: when it fails, nothing of it was kept, the next start tries again, and the
 * failure is handed back for the server's log.
 */
export async function seedOnStart(
  db: Database,
  config: AppConfig,
): Promise<{ demoCommunityFailure?: unknown }> {
  await seedDatabase(db, { demoUsers: config.env !== 'production' });
  // Production starts without files: the founder uploads the real ones from the console.
  if (config.env !== 'production') await seedDemoFiles(db, createFileStorage(config));
  if (!config.demoContent) return {};
  try {
    await seedDemoCommunity(db, createFileStorage(config));
    return {};
  } catch (error) {
    return { demoCommunityFailure: error };
  }
}

/**
 * The configured database as a start leaves it before it serves: opened (created when the
 * embedded one's folder holds none), migrated and seeded.
 */
export async function openSeededDatabase(config: AppConfig) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return { database, seeded: await seedOnStart(database.db, config) };
}
