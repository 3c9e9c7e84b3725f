import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own servers on real SQLite files; sharp renders real images.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
