import { describe, expect, it } from 'vitest';
import {
  analystStats,
  decimalPlaces,
  parsePl,
  readSignalLevel,
  signalLevelProblem,
  signalLevelText,
} from './signals';
import { nextMeetingStatus } from './meetings';

describe('decimalPlaces', () => {
  it.each([
    [64000, 0],
    [1.25, 2],
    [1.12345678, 8],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e-9, 9],
    [3e21, 0],
  ])('counts %s as %s', (value, places) => expect(decimalPlaces(value)).toBe(places));
});

describe('signalLevelProblem (numeric(18,8))', () => {
  it.each([0.00000001, 1.08, 1.12345678, 9999999999.99, 9999999999.999998])('stores %s', (value) =>
    expect(signalLevelProblem('Entry', value)).toBeNull(),
  );

  it.each([
    [0, 'Entry must be above 0'],
    [-2, 'Entry must be above 0'],
    [Number.NaN, 'Entry must be a number'],
    [1e-9, 'Entry must be at least 0.00000001'],
    [4e-9, 'Entry must be at least 0.00000001'],
    [1.123456789, 'Entry has at most 8 decimals'],
    [1e10, 'Entry must be below 10,000,000,000'],
    [1e12, 'Entry must be below 10,000,000,000'],
  ])('refuses %s: %s', (value, message) =>
    expect(signalLevelProblem('Entry', value)).toBe(message),
  );
});

describe('readSignalLevel and signalLevelText', () => {
  it.each([
    ['1.0920', 1.092, 4, '1.0920'],
    ['64250.50', 64250.5, 2, '64250.50'],
    ['  2400 ', 2400, 0, '2400'],
    ['0.00000001', 0.00000001, 8, '0.00000001'],
    ['01.50', 1.5, 2, '1.50'],
  ])('keeps the decimals typed in %j', (typed, value, decimals, shown) => {
    const level = readSignalLevel('Entry', typed);
    expect(level).toEqual({ value, decimals, problem: null });
    expect(signalLevelText(level.value, level.decimals)).toBe(shown);
  });

  it('reads a JSON number with the decimals of its shortest form', () => {
    expect(readSignalLevel('Exit', 1.1)).toEqual({ value: 1.1, decimals: 1, problem: null });
    expect(readSignalLevel('Exit', -2).problem).toBe('Exit must be above 0');
  });

  it.each([
    ['one', 'Entry must be a number'],
    ['1e3', 'Entry must be a number'],
    ['-1.5', 'Entry must be a number'],
    ['1,000.5', 'Entry must be a number'],
    ['', 'Entry must be a number'],
    ['1.123456780', 'Entry has at most 8 decimals'],
    ['0.000000000', 'Entry must be above 0'],
    ['0.000000001', 'Entry must be at least 0.00000001'],
    ['0.00000000', 'Entry must be above 0'],
    ['10000000000', 'Entry must be below 10,000,000,000'],
    ['1234567890.12345678', 'Entry has more digits than can be kept exactly'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readSignalLevel('Entry', typed).problem).toBe(problem);
  });

  it('writes levels stored without decimals in their shortest form', () => {
    expect(signalLevelText(1.092, null)).toBe('1.092');
    expect(signalLevelText(1e-8, null)).toBe('0.00000001');
    expect(signalLevelText(64000, 2)).toBe('64000.00');
  });
});

describe('parsePl', () => {
  it.each([
    ['+3.2%', 3.2],
    ['-1.5 %', -1.5],
    ['− 2', -2],
    ['TP hit +40 pips', 40],
    ['2,5%', 2.5],
    ['breakeven', null],
  ])('reads %s as %s', (text, value) => expect(parsePl(text)).toBe(value));
});

describe('analystStats', () => {
  const at = (d: number) => new Date(Date.UTC(2026, 10, d));
  it('counts trades, wins and the cumulative P&L in time order per analyst', () => {
    const stats = analystStats([
      { analystId: 'a', analystName: 'Priya', pl: '-1%', closedAt: at(3) },
      { analystId: 'a', analystName: 'Priya', pl: '+4%', closedAt: at(1) },
      { analystId: 'b', analystName: 'Tom', pl: 'breakeven', closedAt: at(2) },
    ]);
    expect(stats).toEqual([
      {
        analystId: 'a',
        analystName: 'Priya',
        trades: 2,
        wins: 1,
        winRate: 0.5,
        cumulativePl: 3,
        series: [
          { at: at(1).toISOString(), cumulativePl: 4 },
          { at: at(3).toISOString(), cumulativePl: 3 },
        ],
      },
      {
        analystId: 'b',
        analystName: 'Tom',
        trades: 1,
        wins: 0,
        winRate: 0,
        cumulativePl: 0,
        series: [{ at: at(2).toISOString(), cumulativePl: 0 }],
      },
    ]);
  });
});

describe('meeting status', () => {
  it('moves meetings from scheduled to live to ended only', () => {
    expect(nextMeetingStatus('scheduled', 'start')).toBe('live');
    expect(nextMeetingStatus('live', 'start')).toBeNull();
    expect(nextMeetingStatus('live', 'end')).toBe('ended');
    expect(nextMeetingStatus('ended', 'end')).toBeNull();
  });
});
