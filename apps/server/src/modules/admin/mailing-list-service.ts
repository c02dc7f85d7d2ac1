import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { deleteSubscriber } from './mailing-list-repo';

export { countSubscribers, listSubscribers } from './mailing-list-repo';

/** Takes an address off the list; its discount code stays as it is. */
export async function removeSubscriber(db: Database, id: number): Promise<void> {
  if (!(await deleteSubscriber(db, id))) throw notFound(COPY.server.admin.noSuchSubscriber);
}
