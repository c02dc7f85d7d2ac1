import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { memberSearchWords, users } from './schema';
import { databasesAtMigration } from '../test/database-at-migration';

/** Letters and digits in no repeating pattern: text the index can't compress. */
const incompressible = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);

describe('migration 0051: the member list shows from its own index', () => {
  const databases = databasesAtMigration();
  afterAll(() => databases.close());

  const databaseBefore0051 = () => databases.upTo('0050_signal_push_fanouts');

  it('builds the index over members whose names and pictures an older server kept at any length, cutting and clearing only what would not fit', async () => {
    const handle = await databaseBefore0051();
    // What an older server kept: a name at the old index's limit (it is in each entry twice; the
    // id is short), past the new index's larger entries, and pictures of any length.
    const longName = incompressible(1_326);
    const hugePicture = `https://pictures.example/${incompressible(2_680)}`;
    const mediumPicture = `https://pictures.example/${incompressible(800)}`;
    // The huge picture's row first, then members short enough to fill its page: clearing the
    // picture can't write the row's new version beside the old one (a HOT update), so the old
    // version, still in the table until the migration commits, is what the index build meets.
    const fillers = Array.from({ length: 80 }, (_, n) => ({
      id: `f${n}`,
      name: `F ${n}`,
      image: null,
    }));
    const members = [
      { id: 'huge-picture', name: 'Huge Picture', image: hugePicture },
      ...fillers,
      { id: 'x-long', name: longName, image: null },
      { id: 'long-name-and-picture', name: incompressible(1_200), image: mediumPicture },
      { id: 'usual', name: 'Usual Member', image: 'https://pictures.example/usual.png' },
    ];
    for (const member of members) {
      await handle.db.execute(
        sql`insert into users (id, name, email, image)
            values (${member.id}, ${member.name}, ${`${member.id}@example.com`}, ${member.image})`,
      );
    }

    await handle.migrate();

    const rows = await handle.db
      .select({ id: users.id, name: users.name, image: users.image })
      .from(users);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get('x-long')).toEqual({
      id: 'x-long',
      name: longName.slice(0, 100),
      image: null,
    });
    expect(byId.get('huge-picture')).toEqual({
      id: 'huge-picture',
      name: 'Huge Picture',
      image: null,
    });
    // Its name is cut; its picture, within 1,024 bytes, is kept.
    expect(byId.get('long-name-and-picture')?.name).toHaveLength(100);
    expect(byId.get('long-name-and-picture')?.image).toBe(mediumPicture);
    expect(byId.get('usual')).toEqual({
      id: 'usual',
      name: 'Usual Member',
      image: 'https://pictures.example/usual.png',
    });
    expect(byId.size).toBe(members.length);
    const [index] = await handle.db
      .select({ definition: sql<string>`indexdef` })
      .from(sql`pg_indexes`)
      .where(sql`indexname = 'users_member_list_idx'`);
    expect(index?.definition).toContain('image, is_bot)');
    // The cut name is the name the member is found by.
    const words = await handle.db
      .select({ word: memberSearchWords.word })
      .from(memberSearchWords)
      .where(eq(memberSearchWords.userId, 'x-long'));
    expect(words.map((row) => row.word)).toContain(longName.slice(0, 100).toLowerCase());
  }, 60_000);
  it('leaves the table as it is where no name or picture is too long: only the index is built', async () => {
    const handle = await databaseBefore0051();
    await handle.db.execute(
      sql`insert into users (id, name, email, image)
          values ('usual', 'Usual Member', 'usual@example.com', 'https://pictures.example/u.png')`,
    );
    const fileOfUsers = async () =>
      (
        await handle.db
          .select({ file: sql<string>`pg_relation_filenode('users')::text` })
          .from(sql`(select 1) as one`)
      )[0]?.file;
    const before = await fileOfUsers();

    // Up to 0051 alone: a later migration (0056, a stored column) rewrites the table.
    await handle.migrate(await databases.migrationsUpTo('0051_member_list_shows_from_its_index'));

    expect(await fileOfUsers()).toBe(before);
    const [usual] = await handle.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, 'usual'));
    expect(usual).toEqual({ name: 'Usual Member', image: 'https://pictures.example/u.png' });
  }, 60_000);
  it('cuts the names the first version of 0051 kept longer (0052)', async () => {
    const handle = await databases.upTo('0051_member_list_shows_from_its_index');
    const longName = incompressible(1_300);
    await handle.db.execute(
      sql`insert into users (id, name, email) values ('x-long', ${longName}, 'x-long@example.com')`,
    );

    await handle.migrate();

    const [member] = await handle.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, 'x-long'));
    expect(member?.name).toBe(longName.slice(0, 100));
  }, 60_000);
});
