import { describe, expect, it } from 'vitest';
import {
  formatExpectedProfit,
  formatLevel,
  formatPercentPoints,
  formatPl,
  formatWinRate,
  plTone,
} from './format';

describe('formatLevel', () => {
  it('keeps the decimals typed and groups thousands', () => {
    expect(formatLevel('1.0920')).toBe('1.0920');
    expect(formatLevel('64250.50')).toBe('64,250.50');
    expect(formatLevel('1234567.00000001')).toBe('1,234,567.00000001');
    expect(formatLevel('2400')).toBe('2,400');
  });
});

describe('formatPercentPoints', () => {
  it('writes the sign out', () => {
    expect(formatPercentPoints(12.5)).toBe('+12.50%');
    expect(formatPercentPoints(-3)).toBe('\u22123.00%');
    expect(formatPercentPoints(0)).toBe('0.00%');
    expect(formatPercentPoints(-0.001)).toBe('0.00%');
    expect(formatPercentPoints(5, 0)).toBe('+5%');
  });
});

describe('formatWinRate', () => {
  it('shows a 0..1 rate as a percentage with at most one decimal', () => {
    expect(formatWinRate(0.625)).toBe('62.5%');
    expect(formatWinRate(0.5)).toBe('50%');
    expect(formatWinRate(2 / 3)).toBe('66.7%');
    expect(formatWinRate(1)).toBe('100%');
    expect(formatWinRate(0)).toBe('0%');
    expect(formatWinRate(Number.NaN)).toBe('0%');
  });
});

describe('plTone and formatPl', () => {
  it('reads the sign of free-text P&L', () => {
    expect(plTone('+2.5%')).toBe('gain');
    expect(plTone('2.5')).toBe('gain');
    expect(plTone('-1.2%')).toBe('loss');
    expect(plTone('\u22120.4 %')).toBe('loss');
    expect(plTone('0%')).toBe('flat');
    expect(plTone('stopped out')).toBe('unknown');
    expect(plTone(null)).toBe('unknown');
  });

  it('writes the sign of gains and losses', () => {
    expect(formatPl('2.5%')).toBe('+2.5%');
    expect(formatPl('+2.5%')).toBe('+2.5%');
    expect(formatPl('-1.2%')).toBe('\u22121.2%');
    expect(formatPl('0%')).toBe('0%');
    expect(formatPl('even')).toBe('even');
    expect(formatPl('TP hit +40 pips')).toBe('TP hit +40 pips');
    expect(formatPl(null)).toBe('—');
  });
});

describe('formatExpectedProfit', () => {
  it('adds a percent sign to a bare number only', () => {
    expect(formatExpectedProfit('5')).toBe('5%');
    expect(formatExpectedProfit(' 2.5 ')).toBe('2.5%');
    expect(formatExpectedProfit('5%')).toBe('5%');
    expect(formatExpectedProfit('TP1 3%')).toBe('TP1 3%');
  });
});
