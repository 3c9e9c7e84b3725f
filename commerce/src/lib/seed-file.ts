import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';

export class SeedFileError extends Error {
  constructor(path: string, problems: string[]) {
    super(`Invalid seed file ${path}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SeedFileError';
  }
}

/**
 * A JSON seed file checked against its schema (`absent` when the file does not exist). Throws a
 * SeedFileError naming every problem by its path in the file.
 */
export function readSeedFile<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  absent: unknown,
): z.output<Schema> {
  let json: unknown = absent;
  if (existsSync(path)) {
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new SeedFileError(path, [`not valid JSON: ${(error as Error).message}`]);
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new SeedFileError(
    path,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}
