import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLLOWS_REACT_ROUTER } from './hydrated-router';

/** The version of react-router installed beside the storefront. */
function installedReactRouterVersion(): string {
  let directory = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  while (!directory.endsWith(`${path.sep}react-router`)) directory = path.dirname(directory);
  const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

describe('the prepared HydratedRouter', () => {
  it('follows the installed React Router: on another version, compare it with its HydratedRouter first', () => {
    expect(installedReactRouterVersion()).toBe(FOLLOWS_REACT_ROUTER);
  });
});
