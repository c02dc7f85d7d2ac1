import { describe, it, expect } from 'vitest';
import { chatBlock } from './discipline-state';

const now = new Date('2026-05-01T10:00:00Z');
const past = new Date('2026-04-30T10:00:00Z');
const future = new Date('2026-05-03T10:00:00Z');
const later = new Date('2026-06-01T10:00:00Z');

describe('chatBlock (ruling 6)', () => {
  it('is null when both periods are over, including one ending now', () => {
    expect(chatBlock({ banUntil: past, muteUntil: now }, now)).toBeNull();
  });

  it('reports a running ban', () => {
    expect(chatBlock({ banUntil: future, muteUntil: past }, now)).toEqual({
      kind: 'banned',
      until: future,
    });
  });

  it('reports a running mute', () => {
    expect(chatBlock({ banUntil: now, muteUntil: future }, now)).toEqual({
      kind: 'muted',
      until: future,
    });
  });

  it('lets a ban win over a longer mute', () => {
    expect(chatBlock({ banUntil: future, muteUntil: later }, now)).toEqual({
      kind: 'banned',
      until: future,
    });
  });
});
