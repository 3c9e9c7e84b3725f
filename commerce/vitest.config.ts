import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Every file builds its servers from the same modules (the GraphQL schemas above all), which
    // take most of a file's time to load; sharing them within a worker keeps the suite to a third
    // of its time. Nothing in these modules holds state between servers: each test file opens its
    // own database and servers.
    isolate: false,
    // Each file starts its own servers on real SQLite files; sharp renders real images.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
