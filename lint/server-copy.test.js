// The server's user-facing messages come from the copy module (`COPY.server`, decision 0065):
// in no module is an error thrown with a text written in place.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesRoot = path.resolve(import.meta.dirname, '../apps/server/src/modules');

/** Every module: all of them throw their messages from COPY, and a new one starts that way. */
const MODULES = readdirSync(modulesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An error helper or AppError given a quoted text as its message. */
const TEXT_IN_PLACE = [
  /\b(?:badRequest|forbidden|notFound|conflict|unauthenticated)\(\s*['"`]/,
  /new AppError\(\s*\d+,\s*['"`][^'"`]*['"`],\s*['"`]/,
  /\brefusedLink\(\s*['"`][^'"`]*['"`],\s*['"`]/,
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('server messages from the copy module', () => {
  it('finds a text written in place', () => {
    const sample = "throw notFound('No such poll');\nthrow new AppError(503, 'x', `down`);";
    expect(sample.split('\n').every((line) => TEXT_IN_PLACE.some((r) => r.test(line)))).toBe(true);
    expect(TEXT_IN_PLACE.some((r) => r.test('throw notFound(COPY.server.polls.noSuchPoll);'))).toBe(
      false,
    );
  });

  it('reads the modules from their folder', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['chat', 'checkout', 'conversations', 'users']));
  });

  it.each(MODULES)('%s throws no error with a text written in place', (module) => {
    const offenders = sourceFiles(path.join(modulesRoot, module)).flatMap((file) => {
      // Joined lines, so a call split over several lines is read as one.
      const text = readFileSync(file, 'utf8')
        .replace(/\(\s*\n\s*/g, '(')
        .replace(/,\s*\n\s*/g, ', ');
      return text
        .split('\n')
        .filter((line) => TEXT_IN_PLACE.some((pattern) => pattern.test(line)))
        .map((line) => `${path.relative(modulesRoot, file)}: ${line.trim()}`);
    });
    expect(offenders).toEqual([]);
  });
});
