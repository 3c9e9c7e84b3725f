import { fileURLToPath } from 'node:url';

/** A small content folder of its own (seed format), so content tests do not follow the shop's copy. */
export const CONTENT_FIXTURE_DIR = fileURLToPath(new URL('../fixtures/content/', import.meta.url));
