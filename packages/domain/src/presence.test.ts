import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinePresence, typingLine, type PresenceStatus } from './presence';

const status = fc.constantFrom<PresenceStatus>('online', 'idle', 'offline');

describe('combinePresence', () => {
  it('is online with one tab in use, idle with all left alone, offline with none', () => {
    expect(combinePresence([])).toBe('offline');
    expect(combinePresence(['idle', 'online', 'idle'])).toBe('online');
    expect(combinePresence(['idle', 'idle'])).toBe('idle');
    expect(combinePresence(['offline', 'idle'])).toBe('idle');
  });

  it('does not depend on the order of the connections', () => {
    fc.assert(
      fc.property(fc.array(status), (statuses) => {
        expect(combinePresence([...statuses].reverse())).toBe(combinePresence(statuses));
      }),
    );
  });
});

describe('typingLine', () => {
  it.each([
    [[], null],
    [['Ana'], 'Ana is typing…'],
    [['Ana', 'Bo'], 'Ana and Bo are typing…'],
    [['Ana', 'Bo', 'Cy'], 'Several people are typing…'],
  ])('%j -> %s', (names, line) => {
    expect(typingLine(names)).toBe(line);
  });
});
