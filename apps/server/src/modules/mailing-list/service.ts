import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../errors';
import { insertEmailIfNew } from './repo';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function joinMailingList(db: Database, email: string): Promise<string> {
  const added = await insertEmailIfNew(db, normalizeEmail(email));
  if (!added) throw conflict(COPY.mailing.duplicate, 'email_taken');
  return COPY.mailing.joined;
}
