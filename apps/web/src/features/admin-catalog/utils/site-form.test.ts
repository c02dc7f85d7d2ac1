import { describe, expect, it } from 'vitest';
import { NO_SOCIAL_LINKS, SITE_LIMITS } from '@bbt/domain';
import { newLine } from './product-form';
import {
  namesChanged,
  namesToLines,
  socialToForm,
  validateSocialForm,
  validateTrustedNames,
} from './site-form';

const saved = { ...NO_SOCIAL_LINKS, telegram: 'https://t.me/bb' };

describe('validateSocialForm', () => {
  it('sends only the links that changed, an emptied field as null', () => {
    const form = { ...socialToForm(saved), telegram: '  ', discord: ' https://discord.gg/bb ' };
    expect(validateSocialForm(form, saved)).toEqual({
      patch: { telegram: null, discord: 'https://discord.gg/bb' },
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(validateSocialForm(socialToForm(saved), saved)).toEqual({ patch: {} });
  });

  it('points at each address the server would refuse, and sends nothing', () => {
    const form = { ...socialToForm(saved), x: 'http://x.com/bb', youtube: '#' };
    const { patch, errors } = validateSocialForm(form, saved);
    expect(patch).toEqual({});
    expect(Object.keys(errors ?? {})).toEqual(['x', 'youtube']);
  });
});

describe('validateTrustedNames', () => {
  it('trims the names and keeps their order', () => {
    const lines = [newLine(' Atlas '), newLine('Northwind')];
    expect(validateTrustedNames(lines)).toEqual({ values: ['Atlas', 'Northwind'] });
  });

  it('marks an empty, a too long and a repeated name on their own lines', () => {
    const empty = newLine(' ');
    const long = newLine('n'.repeat(SITE_LIMITS.trustedName + 1));
    const first = newLine('Atlas');
    const again = newLine('atlas');
    const { errors } = validateTrustedNames([empty, long, first, again]);
    expect(Object.keys(errors?.lines ?? {})).toEqual([empty.id, long.id, again.id]);
    expect(errors?.list).toBeUndefined();
  });

  it('refuses one name too many on the list', () => {
    const lines = Array.from({ length: SITE_LIMITS.trustedNames + 1 }, (_, i) => newLine(`N${i}`));
    expect(validateTrustedNames(lines).errors?.list).toEqual(expect.any(String));
  });
});

describe('namesChanged', () => {
  it('sees an edit, a move and a removal, not a trailing space', () => {
    const names = ['Atlas', 'Northwind'];
    expect(namesChanged(namesToLines(['Atlas ', 'Northwind']), names)).toBe(false);
    expect(namesChanged(namesToLines(['Northwind', 'Atlas']), names)).toBe(true);
    expect(namesChanged(namesToLines(['Atlas']), names)).toBe(true);
  });
});
