/**
 * Unicode's explicit direction controls: embeddings and overrides (U+202A-U+202E), isolates
 * (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C). An override left open in chat text
 * reverses everything after it ('\u202Egnp.exe' shows as 'exe.png'), so a member could make
 * their message, or their name in someone else's, read as something it isn't.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without direction controls; right-to-left scripts still show right to left. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
