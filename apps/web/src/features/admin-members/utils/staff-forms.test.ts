import { describe, expect, it } from 'vitest';
import { validateBanForm, validateCreditsForm } from './staff-forms';

describe('the credits form', () => {
  it('takes a change either way with a reason', () => {
    expect(validateCreditsForm({ change: '-2.5', reason: ' Refunded order ' })).toEqual({
      ok: true,
      value: { change: -2.5, reason: 'Refunded order' },
    });
  });

  it('names what is wrong with each field', () => {
    const checked = validateCreditsForm({ change: '0', reason: 'no' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.change).toMatch(/number of credits/);
    expect(checked.errors.reason).toMatch(/Say why/);
    expect(validateCreditsForm({ change: 'ten', reason: 'Goodwill' }).ok).toBe(false);
    expect(validateCreditsForm({ change: '100001', reason: 'Goodwill' }).ok).toBe(false);
  });
});

describe('the ban form', () => {
  it('takes whole days within the bound and a reason', () => {
    expect(validateBanForm({ days: '7', reason: 'Spam links' })).toEqual({
      ok: true,
      value: { days: 7, reason: 'Spam links' },
    });
    for (const days of ['0', '1.5', '3651', ''])
      expect(validateBanForm({ days, reason: 'Spam links' }).ok).toBe(false);
    expect(validateBanForm({ days: '1', reason: '' }).ok).toBe(false);
  });
});
