/**
 * `node --import tsx apps/server/src/db/prepare-data-dir.ts`: does to the configured database
 * what a server's start does before it listens (create the embedded one, migrate, seed), then
 * exits. The journeys' servers start on copies of one DATA_DIR made this way
 * (e2e/support/data-template.ts).
 */
import { loadConfig } from '../config';
import { openSeededDatabase } from './seed-on-start';

const { database, seeded } = await openSeededDatabase(loadConfig());
await database.close();
if (seeded.demoCommunityFailure) throw seeded.demoCommunityFailure;
