import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FOLLOWS_REACT_ROUTER } from './hydrated-router';

const installedReactRouter = createRequire(import.meta.url)('react-router/package.json') as {
  version: string;
};

describe('the prepared HydratedRouter', () => {
  it('follows the installed React Router: on another version, compare it with its HydratedRouter first', () => {
    expect(installedReactRouter.version).toBe(FOLLOWS_REACT_ROUTER);
  });
});
