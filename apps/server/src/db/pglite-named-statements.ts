import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface PreparedStatement {
  text: string;
  parameterTypes: number[];
  /** What the statement answers, as PostgreSQL described it once: `undefined` for no rows. */
  rowDescription: BackendMessage | undefined;
}

/**
 * The kept statement is gone from PostgreSQL's side: its table changed what it answers ("cached
 * plan must not change result type", raised where PostgreSQL checks a kept plan), or it was
 * deallocated (`DEALLOCATE ALL`, `DISCARD ALL`). Not any 0A000: that code is "feature not
 * supported" too, which a statement's own run can raise after writing.
 */
function keptStatementLost(error: unknown): boolean {
  const { code, routine } = error as { code?: string; routine?: string };
  return (code === '0A000' && routine === 'RevalidateCachedQuery') || code === '26000';
}

const { serialize } = protocol;

/**
 * Named statements on the embedded database, as node-postgres keeps them on PostgreSQL
 * (decision 0084). PGlite's `query` parses, describes and plans every statement again, in six
 * turns of its protocol; a statement named here is parsed and described once, then each run
 * is one turn (bind, execute, sync) and PostgreSQL may keep its plan, as it does for a name on
 * node-postgres. The code names only statements whose plan does not depend on their values
 * (decision 0064), so the names are a fixed set and are kept for the client's life.
 *
 * Runs take PGlite's own locks, as its `query` does: outside a transaction the transaction's
 * lock too, so a named statement never runs inside another caller's open transaction.
 */
export class EmbeddedNamedStatements {
  readonly #prepared = new Map<string, PreparedStatement>();

  constructor(private readonly client: PGlite) {}

  /**
   * `transaction`: the caller runs inside it (`client.transaction`, which holds its lock). One
   * that has ended runs nothing more, as PGlite's own `tx.query` refuses: holding no lock now,
   * its statement would run inside whichever transaction came next.
   */
  async run(
    name: string,
    text: string,
    params: unknown[] = [],
    options: QueryOptions,
    transaction: Transaction | undefined,
  ): Promise<Results> {
    await this.client._checkReady();
    const run = () =>
      this.client._runExclusiveQuery(async () => {
        if (transaction?.closed) throw new Error('Transaction is closed');
        return this.#run(name, text, params, options);
      });
    if (transaction) return run();
    const answer = await this.client._runExclusiveTransaction(async () => {
      try {
        return await run();
      } catch (error) {
        // Alone, a statement lost before it ran can be prepared again and rerun; in a
        // transaction the error has ended the transaction, and the caller sees it.
        if (!keptStatementLost(error)) throw error;
        return run();
      }
    });
    await this.client.syncToFs();
    return answer;
  }

  async #run(name: string, text: string, params: unknown[], options: QueryOptions) {
    try {
      const statement = this.#prepared.get(name) ?? (await this.#prepare(name, text));
      if (statement.text !== text) {
        // As node-postgres refuses it: one name must stand for one text.
        throw new Error(`The statement "${name}" was prepared for a different text`);
      }
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = statement.parameterTypes[index];
        const serializer = type === undefined ? undefined : this.client.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await this.client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const answered = statement.rowDescription
        ? [statement.rowDescription, ...messages]
        : messages;
      // One statement: one set of results, which parseResults always answers.
      return parse.parseResults(answered, this.client.parsers, options)[0] as Results;
    } catch (error) {
      if (keptStatementLost(error)) this.#prepared.delete(name);
      // As PGlite's own errors: with the statement and its values, for drizzle's message.
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  }

  async #prepare(name: string, text: string): Promise<PreparedStatement> {
    // Closed first: a statement forgotten here after its table changed still has its name there
    // (closing a name that does not exist is no error).
    const messages = await this.client.execProtocolStream(
      Buffer.concat([
        serialize.close({ type: 'S', name }),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      text,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#prepared.set(name, statement);
    return statement;
  }
}
