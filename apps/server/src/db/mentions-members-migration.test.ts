import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from './schema';
import { databasesAtMigration } from '../test/database-at-migration';
import { presentMessages } from '../modules/chat';

describe('migration 0054: a message says on its row that it mentions members', () => {
  const databases = databasesAtMigration();
  afterAll(() => databases.close());

  it('marks the messages an older server stored with mentions, and only those, and every message given mentions since', async () => {
    const handle = await databases.upTo('0053_push_devices_stamped_in_place');
    const { db } = handle;
    await db.execute(sql`insert into users (id, name, email) values
      ('ann', 'Ann', 'ann@example.com'), ('bob', 'Bob', 'bob@example.com')`);
    await db.execute(sql`insert into messages (id, channel, user_id, text) values
      (1, 'general', 'ann', 'gm'), (2, 'general', 'ann', '@Bob look'),
      (3, 'general', 'bob', '@Ann @Bob both'), (4, 'general', 'bob', '@everyone')`);
    await db.execute(sql`insert into message_mentions (message_id, user_id, channel) values
      (2, 'bob', 'general'), (3, 'ann', 'general'), (3, 'bob', 'general')`);

    await handle.migrate();
    const flags = await db
      .select({ id: messages.id, mentionsMembers: messages.mentionsMembers })
      .from(messages)
      .orderBy(asc(messages.id));
    expect(flags).toEqual([
      { id: 1, mentionsMembers: false },
      { id: 2, mentionsMembers: true },
      { id: 3, mentionsMembers: true },
      { id: 4, mentionsMembers: false },
    ]);
    const page = await presentMessages(db, await db.select().from(messages));
    expect(Object.fromEntries(page.map((m) => [m.id, m.mentions.userIds.sort()]))).toEqual({
      1: [],
      2: ['bob'],
      3: ['ann', 'bob'],
      4: [],
    });

    // An instance still running the code before the migration (a rolling deploy) stores a
    // message, then its mentions, without the mark: the trigger on message_mentions sets it.
    await db.execute(sql`insert into messages (id, channel, user_id, text)
      values (5, 'general', 'ann', '@Bob again')`);
    await db.execute(sql`insert into message_mentions (message_id, user_id, channel)
      values (5, 'bob', 'general')`);
    const [again] = await presentMessages(
      db,
      await db.select().from(messages).where(eq(messages.id, 5)),
    );
    expect(again?.mentions.userIds).toEqual(['bob']);
  });
});
