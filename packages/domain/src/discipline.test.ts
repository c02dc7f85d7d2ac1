import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscipline,
  PERMANENT_UNTIL,
  type DisciplineAction,
  type DisciplineRecord,
} from './discipline';

const now = new Date('2026-11-22T12:00:00Z');
const past = new Date('2026-11-01T00:00:00Z');
const clean: DisciplineRecord = {
  warn: 0,
  kick: 0,
  mute: 0,
  ban: 0,
  banUntil: past,
  muteUntil: past,
};
const day = 24 * 3600 * 1000;
const apply = (record: DisciplineRecord, ...actions: DisciplineAction[]) =>
  actions.reduce((r, action) => applyDiscipline(r, action, now), record);

describe('applyDiscipline', () => {
  it('counts warns, and the third warn becomes a one-day ban with warns reset', () => {
    expect(apply(clean, { kind: 'warn' }, { kind: 'warn' })).toMatchObject({
      warn: 2,
      ban: 0,
      banUntil: past,
    });
    const third = apply(clean, { kind: 'warn' }, { kind: 'warn' }, { kind: 'warn' });
    expect(third).toMatchObject({ warn: 0, ban: 1 });
    expect(third.banUntil.getTime()).toBe(now.getTime() + day);
  });

  it('does not ban on the third warn while a ban is still running', () => {
    const banned = { ...clean, warn: 2, ban: 1, banUntil: new Date(now.getTime() + day) };
    expect(applyDiscipline(banned, { kind: 'warn' }, now)).toMatchObject({ warn: 3, ban: 1 });
  });

  it('turns the third kick into a three-day ban once any ban has passed', () => {
    const third = apply(clean, { kind: 'kick' }, { kind: 'kick' }, { kind: 'kick' });
    expect(third).toMatchObject({ kick: 0, ban: 1 });
    expect(third.banUntil.getTime()).toBe(now.getTime() + 3 * day);
    const running = { ...clean, kick: 2, banUntil: new Date(now.getTime() + 1000) };
    expect(applyDiscipline(running, { kind: 'kick' }, now)).toMatchObject({ kick: 3, ban: 0 });
  });

  it('mutes for the given days, and three mutes make one warn', () => {
    const once = apply(clean, { kind: 'mute', days: 2 });
    expect(once).toMatchObject({ mute: 1, warn: 0 });
    expect(once.muteUntil.getTime()).toBe(now.getTime() + 2 * day);
    expect(apply(clean, ...Array(3).fill({ kind: 'mute', days: 1 }))).toMatchObject({
      mute: 0,
      warn: 1,
    });
  });

  it('lets the ninth mute cascade through three warns into a ban', () => {
    expect(apply(clean, ...Array(9).fill({ kind: 'mute', days: 1 }))).toMatchObject({
      mute: 0,
      warn: 0,
      ban: 1,
    });
  });

  it('bans for the given days, and the third ban is permanent', () => {
    const first = apply(clean, { kind: 'ban', days: 5 });
    expect(first).toMatchObject({ ban: 1 });
    expect(first.banUntil.getTime()).toBe(now.getTime() + 5 * day);
    const third = apply(
      clean,
      { kind: 'ban', days: 1 },
      { kind: 'ban', days: 1 },
      { kind: 'ban', days: 1 },
    );
    expect(third).toMatchObject({ ban: 4, banUntil: PERMANENT_UNTIL });
  });

  it('never shortens a ban or a mute already running', () => {
    const long = { ...clean, banUntil: new Date(now.getTime() + 30 * day) };
    expect(applyDiscipline(long, { kind: 'ban', days: 1 }, now).banUntil).toEqual(long.banUntil);
  });

  it('keeps every counter within its bounds, whatever the sequence', () => {
    const action = fc.oneof(
      fc.constant<DisciplineAction>({ kind: 'warn' }),
      fc.constant<DisciplineAction>({ kind: 'kick' }),
      fc.integer({ min: 1, max: 30 }).map<DisciplineAction>((days) => ({ kind: 'mute', days })),
      fc.integer({ min: 1, max: 30 }).map<DisciplineAction>((days) => ({ kind: 'ban', days })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const record = apply(clean, ...actions);
        expect(record.mute).toBeGreaterThanOrEqual(0);
        expect(record.mute).toBeLessThan(3);
        expect(record.warn).toBeGreaterThanOrEqual(0);
        expect(record.ban).toBeLessThanOrEqual(actions.length + 1);
        if (record.ban >= 3) expect(record.banUntil).toEqual(PERMANENT_UNTIL);
        expect(record.banUntil.getTime()).toBeGreaterThanOrEqual(past.getTime());
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });
});
