import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgTransactionConfig,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import {
  PgliteDatabase,
  PgliteSession,
  PgliteTransaction,
  type PgliteSessionOptions,
} from 'drizzle-orm/pglite';
import type { RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm/relations';
import { EmbeddedNamedStatements } from './pglite-named-statements';
import { keepDrizzlesTypesAsText } from './pglite-parsers';

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

/**
 * The embedded client as our session uses it: what drizzle's PGlite session calls (`query`,
 * and `transaction` on the database), and a query run under its name.
 */
export interface EmbeddedClient {
  query: Query;
  named(name: string): Query;
  transaction?: <T>(run: (tx: EmbeddedClient) => Promise<T>) => Promise<T>;
}

/**
 * The embedded database as drizzle is given it: its parsers keep drizzle's types as text, as
 * drizzle asks, and each query's options go without drizzle's copy of them (decision 0083).
 * `named` runs a statement under its name, prepared once (decision 0084). The client must be
 * ready (`waitReady`): PGlite makes its array types' parsers then, which would replace ours.
 */
export function embeddedClientForDrizzle(client: PGlite): EmbeddedClient {
  keepDrizzlesTypesAsText(client);
  return embedded(client, new EmbeddedNamedStatements(client), client);
}

function embedded(
  client: PGlite,
  statements: EmbeddedNamedStatements,
  target: PGlite | Transaction,
): EmbeddedClient {
  const inTransaction = target !== client;
  const query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    target.query(text, params, options && withoutParsers(options))) as Query;
  const named = (name: string) =>
    ((text: string, params?: unknown[], options?: QueryOptions) =>
      statements.run(
        name,
        text,
        params,
        options && withoutParsers(options),
        inTransaction ? (target as Transaction) : undefined,
      )) as Query;
  if (inTransaction) return { query, named };
  return {
    query,
    named,
    transaction: (run) => client.transaction((tx) => run(embedded(client, statements, tx))),
  };
}

function withoutParsers(options: NonNullable<QueryOptions>): QueryOptions {
  const { parsers: _givenOnce, ...rest } = options;
  return rest;
}

type Schema = RelationalSchemaConfig<TablesRelationalConfig> | undefined;

/**
 * Drizzle's PGlite session, with one difference: a statement the code names (`.prepare(name)`)
 * runs as a named statement, as on node-postgres. Drizzle's own session drops the name.
 */
class EmbeddedSession extends PgliteSession<Record<string, unknown>, TablesRelationalConfig> {
  constructor(
    private readonly embedded: EmbeddedClient,
    dialect: PgDialect,
    private readonly relations: Schema,
    private readonly sessionOptions: PgliteSessionOptions,
  ) {
    super(embedded as unknown as PGlite, dialect, relations, sessionOptions);
  }

  override prepareQuery<T extends PreparedQueryConfig>(
    ...args: Parameters<PgliteSession<never, never>['prepareQuery']>
  ): PgPreparedQuery<T> {
    const prepared = super.prepareQuery(...args) as unknown as PgPreparedQuery<T>;
    const name = args[2];
    // Drizzle's prepared query calls only its client's `query`; this one runs under the name.
    // A test sees the name reach PostgreSQL, so an upgrade that renames the field fails it.
    if (name)
      (prepared as unknown as { client: { query: Query } }).client = {
        query: this.embedded.named(name),
      };
    return prepared;
  }

  override transaction<T>(
    run: (tx: PgliteTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    // As drizzle's own, with this session inside the transaction so names keep working there.
    return this.embedded.transaction!(async (client) => {
      const session = new EmbeddedSession(
        client,
        this.dialect,
        this.relations,
        this.sessionOptions,
      );
      const tx = new PgliteTransaction(this.dialect, session, this.relations);
      if (config) await tx.setTransaction(config);
      return run(tx);
    });
  }
}

/** Drizzle over the embedded client with our session; as drizzle's `drizzle(client, { schema })`. */
export function drizzleEmbedded(client: EmbeddedClient, schema: Record<string, unknown>) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relations = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  };
  const session = new EmbeddedSession(client, dialect, relations, {});
  return new PgliteDatabase<Record<string, unknown>>(dialect, session, relations);
}
