import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-production';

const resolveId = (source: string) => {
  const hook = reactRouterProductionBuild().resolveId as (source: string) => string | null;
  return hook(source);
};

/** The file a module's imports of `react-router` lead to, and the chunks it imports. */
const withChunks = (file: string) => {
  const text = readFileSync(file, 'utf8');
  const chunks = [...text.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) =>
    readFileSync(path.join(path.dirname(file), match[1]!), 'utf8'),
  );
  return [text, ...chunks].join('\n');
};

describe('reactRouterProductionBuild', () => {
  it("gives the browser React Router's production build, with its development warnings off", () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const file = resolveId(source)!;
      expect(file).toMatch(/\/react-router\/dist\/production\//);
      const code = withChunks(file);
      expect(code).toContain('ENABLE_DEV_WARNINGS = false');
      expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
    }
  });

  it('leaves every other import to the usual resolution', () => {
    for (const source of ['react', 'react-router-dom', 'react-router/internal', './react-router']) {
      expect(resolveId(source)).toBeNull();
    }
  });

  it("is still needed: the package's own exports lead to the development build", () => {
    // When this fails, React Router resolves to its production build by itself: remove the plugin.
    const ownResolution = createRequire(import.meta.url).resolve('react-router');
    expect(ownResolution).toMatch(/\/dist\/development\//);
  });
});
