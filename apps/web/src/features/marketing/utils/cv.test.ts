import { describe, expect, it } from 'vitest';
import { COPY } from '@bbt/domain';
import { CV_MAX_CHARS, validateCv } from './cv';

describe('validateCv', () => {
  it('requires some text (spec §5)', () => {
    expect(validateCv('')).toBe(COPY.marketing.cvRequired);
    expect(validateCv('   \n\t')).toBe(COPY.marketing.cvRequired);
  });

  it('accepts up to the server limit once trimmed', () => {
    expect(validateCv('I run a trading group.')).toBeNull();
    expect(validateCv(`  ${'a'.repeat(CV_MAX_CHARS)}  `)).toBeNull();
    expect(validateCv('a'.repeat(CV_MAX_CHARS + 1))).toMatch(/at most 2000/);
  });
});
