import { describe, expect, it } from 'vitest';
import { levelText, validateCloseForm, validateSignalForm } from './validate';

describe('levelText', () => {
  it('reads plain and grouped numbers, keeping the decimals typed', () => {
    expect(levelText('1.0920')).toBe('1.0920');
    expect(levelText(' 64,250.50 ')).toBe('64250.50');
    expect(levelText('+.5')).toBe('0.5');
    expect(levelText('12.')).toBe('12');
    expect(levelText('-3')).toBe('-3');
  });

  it('refuses anything else', () => {
    expect(levelText('')).toBeNull();
    expect(levelText('abc')).toBeNull();
    expect(levelText('1,5')).toBeNull();
    expect(levelText('1e400')).toBeNull();
  });
});

describe('validateSignalForm', () => {
  it('requires every field and numbers for entry and exit', () => {
    const result = validateSignalForm({ name: ' ', entry: '', exit: 'x', profit: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        entry: 'Entry is required',
        exit: 'Exit must be a number',
        profit: 'Profit is required',
      },
    });
  });

  it('wants prices above 0 and texts within the server limits', () => {
    const result = validateSignalForm({
      name: 'x'.repeat(81),
      entry: '0',
      exit: '-2',
      profit: '5%',
    });
    expect(result.ok ? null : result.errors).toEqual({
      name: 'Name is too long',
      entry: 'Entry must be above 0',
      exit: 'Exit must be above 0',
    });
  });

  it('holds entry and exit to what the server stores (numeric(18,8))', () => {
    const errorsOf = (entry: string, exit: string) => {
      const result = validateSignalForm({ name: 'x', entry, exit, profit: '1%' });
      return result.ok ? null : result.errors;
    };
    expect(errorsOf('0.000000001', '10000000000')).toEqual({
      entry: 'Entry must be at least 0.00000001',
      exit: 'Exit must be below 10,000,000,000',
    });
    expect(errorsOf('1.123456789', '1')).toEqual({ entry: 'Entry has at most 8 decimals' });
    expect(errorsOf('1.123456780', '1')).toEqual({ entry: 'Entry has at most 8 decimals' });
    expect(errorsOf('0.00000001', '9,999,999,999.99')).toBeNull();
  });

  it('answers the trimmed request body, levels as typed text so trailing zeros stay', () => {
    expect(
      validateSignalForm({ name: ' BTC long ', entry: '64,000', exit: '1.0920', profit: ' 3% ' }),
    ).toEqual({
      ok: true,
      value: { name: 'BTC long', entry: '64000', exit: '1.0920', profit: '3%' },
    });
  });
});

describe('validateCloseForm', () => {
  it('requires position and P&L', () => {
    expect(validateCloseForm({ position: '', pl: ' ' })).toEqual({
      ok: false,
      errors: { position: 'Position is required', pl: 'P&L is required' },
    });
    expect(validateCloseForm({ position: ' Long ', pl: '+2%' })).toEqual({
      ok: true,
      value: { position: 'Long', pl: '+2%' },
    });
  });
});
