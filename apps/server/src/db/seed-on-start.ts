import type { AppConfig } from '../config';
import { createFileStorage } from '../plugins/storage';
import type { Database } from './client';
import { seedDemoCommunity } from './demo-community';
import { seedDatabase } from './seed';

/**
 * What a start writes before it serves: the catalogue, content and bot, the demo personas
 * outside production, and the demo community where the configuration asks for it
 * (decision 0036, never in production).
 */
export async function seedOnStart(db: Database, config: AppConfig): Promise<void> {
  await seedDatabase(db, { demoUsers: config.env !== 'production' });
  if (!config.demoContent) return;
  await seedDemoCommunity(db, createFileStorage(config)).catch((error: unknown) => {
    // A convenience, not a reason to refuse to start: nothing of it was kept, the next start
    // tries again.
    console.error('The demo community could not be written:', error);
  });
}
