import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts ordinary text, including other control characters, RTL marks and emoji', () => {
    for (const text of ['', 'hello', 'line\nbreak\ttab', '\u202Egnp.exe', 'שלום', '👨‍👩‍👧‍👦', '%00'])
      expect(isStorableText(text)).toBe(true);
  });

  it('refuses text with a NUL character anywhere in it', () => {
    for (const text of ['\u0000', 'a\u0000b', 'end\u0000', '\u0000start'])
      expect(isStorableText(text)).toBe(false);
  });

  it('is false exactly when the text holds a NUL', () => {
    // Any UTF-16 code unit, NUL often: fast-check's own 'binary' unit costs about 4 s of set-up
    // on its first use, near this test's timeout on a busy 2-core machine.
    const unit = fc.oneof(
      fc.constant('\u0000'),
      fc.nat({ max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(isStorableText(text)).toBe(!text.split('').some((c) => c.charCodeAt(0) === 0));
      }),
    );
  });
});
