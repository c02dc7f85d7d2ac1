import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi-controls';

const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('stripBidiControls', () => {
  it('removes every explicit direction control', () => {
    expect(stripBidiControls('\u202Egnp.exe')).toBe('gnp.exe');
    for (const control of CONTROLS) expect(stripBidiControls(`a${control}b${control}`)).toBe('ab');
  });

  it('keeps right-to-left scripts, emoji and the joiners emoji need', () => {
    for (const text of ['שלום', 'مرحبا', '👨‍👩‍👧‍👦', 'line\nbreak', 'a\u200Bb', ''])
      expect(stripBidiControls(text)).toBe(text);
  });

  it('leaves no control behind and changes nothing else', () => {
    const pieces = fc.array(fc.oneof(fc.string(), fc.constantFrom(...CONTROLS)));
    fc.assert(
      fc.property(pieces, (parts) => {
        const stripped = stripBidiControls(parts.join(''));
        expect(CONTROLS.some((c) => stripped.includes(c))).toBe(false);
        expect(stripped).toBe(
          parts
            .join('')
            .split('')
            .filter((c) => !CONTROLS.includes(c))
            .join(''),
        );
      }),
    );
  });
});
