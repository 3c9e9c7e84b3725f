import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILES, type ContentFileName, type SeedContent } from './content-schema';

export class ContentError extends Error {
  constructor(dir: string, problems: string[]) {
    super(`Invalid content in ${dir}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** What each file holds when it is absent. */
const ABSENT: Record<ContentFileName, unknown> = {
  'shop.json': {},
  'pages.json': [],
  'menus.json': [],
  'metaobjects.json': [],
  'product-metafields.json': {},
};

/** Reads and validates every file; each problem names its file and field. */
export function readContentFiles(dir: string): SeedContent {
  const problems: string[] = [];
  const read = <Name extends ContentFileName>(name: Name): SeedContent[Name] => {
    const path = join(dir, name);
    let json = ABSENT[name];
    if (existsSync(path)) {
      try {
        json = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        problems.push(`${name}: not valid JSON: ${(error as Error).message}`);
        return CONTENT_FILES[name].parse(ABSENT[name]) as SeedContent[Name];
      }
    }
    const parsed = CONTENT_FILES[name].safeParse(json);
    if (parsed.success) return parsed.data as SeedContent[Name];
    for (const issue of parsed.error.issues) {
      problems.push(`${name}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    return CONTENT_FILES[name].parse(ABSENT[name]) as SeedContent[Name];
  };
  const content: SeedContent = {
    'shop.json': read('shop.json'),
    'pages.json': read('pages.json'),
    'menus.json': read('menus.json'),
    'metaobjects.json': read('metaobjects.json'),
    'product-metafields.json': read('product-metafields.json'),
  };
  if (problems.length > 0) throw new ContentError(dir, problems);
  return content;
}
