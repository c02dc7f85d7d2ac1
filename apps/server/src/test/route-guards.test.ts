// Decision 0020: a route states who may call it by spreading one guard of createRouteGuards
// (`...signedIn`, `...authorize(policy, refusal)`), which pairs the 401 before validation with
// loading `request.actor` after it. A module that wires the session check and the actor hook
// itself can drop one of the two without any test noticing, so no route module does.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = new URL('../modules/', import.meta.url);
/** A route registration, `app.get('/api/…'` and the like, whatever the file is called. */
const REGISTERS_A_ROUTE = /\.(get|post|put|patch|delete|route)\(\s*['`]\//;

const source = (file: string) => readFileSync(new URL(file, modules), 'utf8');

/** Every module file that registers a route: routes.ts, and the others (admin/*.ts, search…). */
function routeFiles(): string[] {
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => REGISTERS_A_ROUTE.test(source(file)))
    .sort();
}

describe('route guards', () => {
  it('are spread from createRouteGuards in every module, never wired hook by hook', () => {
    const files = routeFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'admin/members.ts',
        'chat/pin-thread-routes.ts',
        'chat/search-routes.ts',
        'chat/notification-routes.ts',
        'chat/member-routes.ts',
      ]),
    );
    const wiredByHand = files.filter((file) =>
      /preValidation\s*:|createAuthorizer/.test(source(file)),
    );
    expect(wiredByHand).toEqual([]);
  });
});
