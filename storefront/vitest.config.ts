import { defineProject } from 'vitest/config';

// Unit tests of single modules; the React Router plugin (vite.config.ts) is not needed here.
export default defineProject({
  resolve: {
    // graphql ships both an ES module and a CommonJS build; Vite would hand our code the ES one
    // while @graphql-codegen loads the CommonJS one, and graphql refuses to mix the two.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
  },
});
