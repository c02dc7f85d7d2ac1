// The table-owner rule's lists (lint/table-owners.js) stay true: every table has one owner,
// and every listed read names a table another module owns.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS_MODULE_TABLES, SHARED_TABLES, tableOwners } from './table-owners.js';

const modulesRoot = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const owners = tableOwners(modulesRoot);

describe('the tables and their owners', () => {
  it('declares each table in one module only', () => {
    const declared = readdirSync(modulesRoot)
      .map((module) => path.join(modulesRoot, module, 'schema.ts'))
      .filter(existsSync)
      .flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(/^export const (\w+) = pgTable/gm),
      ])
      .map(([, table]) => table);
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("lists only reads of another module's existing tables", () => {
    for (const table of Object.keys(SHARED_TABLES)) expect(owners.has(table), table).toBe(true);
    for (const [reader, tables] of Object.entries(CROSS_MODULE_TABLES)) {
      expect(existsSync(path.join(modulesRoot, reader)), reader).toBe(true);
      for (const [table, why] of Object.entries(tables)) {
        expect(owners.get(table), `${reader} reads ${table}`).toBeDefined();
        expect(owners.get(table), `${reader} reads ${table}`).not.toBe(reader);
        expect(why.length, `${reader} reads ${table}: why`).toBeGreaterThan(20);
      }
    }
  });
});
