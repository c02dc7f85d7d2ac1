import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';

/**
 * Adds `count` free members (past their signals trial) named `Member 0001`, `Member 0002`... (and any `named` ones) in
 * one statement, on a stopped server's embedded database (one process per embedded database):
 * a community of thousands in a second, as an import writes it.
 */
export async function addMembers(
  dataDir: string,
  count: number,
  named: readonly string[] = [],
): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql`
      insert into users (id, name, email, premium_signals)
      select 'e2e-member-' || n, 'Member ' || lpad(n::text, 4, '0'), 'e2e-member-' || n || '@example.com', false
      from generate_series(1, ${count}) as n`);
    for (const [i, name] of named.entries()) {
      await handle.db.execute(sql`
        insert into users (id, name, email, premium_signals)
        values (${`e2e-named-${i}`}, ${name}, ${`e2e-named-${i}@example.com`}, false)`);
    }
  } finally {
    await handle.close();
  }
}
