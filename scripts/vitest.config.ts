import { defineProject } from 'vitest/config';

// Checks over the whole repository rather than one workspace (documentation citations).
export default defineProject({
  test: {
    name: 'repo',
    include: ['*.test.ts'],
  },
});
