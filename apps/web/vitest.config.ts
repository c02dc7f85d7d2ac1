import { defineProject } from 'vitest/config';

// Pure-logic tests run in Node; component and hook tests (*.test.tsx) ask for happy-dom in
// their first line (`// @vitest-environment happy-dom`), so the others don't pay for a DOM.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'] },
});
