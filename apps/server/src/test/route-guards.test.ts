// Decision 0020: a route states who may call it by spreading one guard of createRouteGuards
// (`...signedIn`, `...authorize(policy, refusal)`), which pairs the 401 before validation with
// loading `request.actor` after it. A module that wires the session check and the actor hook
// itself can drop one of the two without any test noticing, so no route module does.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = new URL('../modules/', import.meta.url);

function routeFiles(): string[] {
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)routes\.ts$/.test(file))
    .sort();
}

describe('route guards', () => {
  it('are spread from createRouteGuards in every module, never wired hook by hook', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(10);
    const wiredByHand = files.filter((file) =>
      /preValidation\s*:|createAuthorizer/.test(readFileSync(new URL(file, modules), 'utf8')),
    );
    expect(wiredByHand).toEqual([]);
  });
});
