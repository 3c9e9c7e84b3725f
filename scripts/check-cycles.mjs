#!/usr/bin/env node
// Fails (exit 1) when a source folder has an import cycle, between modules or between its
// top-level folders (a folder imports another that imports it back). Type-only imports count.
// Usage: node scripts/check-cycles.mjs commerce/src storefront/app …
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import madge from 'madge';

/** The nearest tsconfig.json at or above `folder`, so madge resolves path aliases. */
function tsConfigOf(folder) {
  let directory = resolve(folder);
  while (directory !== dirname(directory)) {
    const candidate = join(directory, 'tsconfig.json');
    if (existsSync(candidate)) return candidate;
    directory = dirname(directory);
  }
  return undefined;
}

/** A file's top-level folder under the root; a file at the root stands alone. */
const unitOf = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

/** One cycle of the graph (a map from node to the nodes it points at), or null. */
function findCycle(graph) {
  const state = new Map(); // node → 'visiting' | 'done'
  const stack = [];
  const visit = (node) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = state.has(node) ? null : visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: node scripts/check-cycles.mjs <folder> [<folder> …]');
  process.exit(2);
}

let failed = false;
for (const folder of folders) {
  const failedBefore = failed;
  const result = await madge(folder, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: tsConfigOf(folder),
    excludeRegExp: [/\.test\.tsx?$/, /\.spec\.tsx?$/],
  });
  // Only the folder's own files: generated ones outside it (React Router's +types) are left out.
  const inside = (file) => !file.startsWith('../');
  for (const cycle of result.circular().filter((files) => files.every(inside))) {
    failed = true;
    console.error(`${folder}: module cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  }
  // Folder → folder it imports → one import that does it (to name in the report).
  const units = new Map();
  for (const [file, imports] of Object.entries(result.obj()).filter(([file]) => inside(file))) {
    const from = unitOf(file);
    const targets = units.get(from) ?? new Map();
    for (const imported of imports.filter(inside)) {
      const to = unitOf(imported);
      if (to !== from && !targets.has(to)) targets.set(to, `${file} → ${imported}`);
    }
    units.set(from, targets);
  }
  const cycle = findCycle(
    new Map([...units].map(([unit, targets]) => [unit, [...targets.keys()]])),
  );
  if (cycle) {
    failed = true;
    console.error(`${folder}: folder cycle: ${cycle.join(' → ')}`);
    for (let index = 1; index < cycle.length; index += 1) {
      console.error(`  ${units.get(cycle[index - 1]).get(cycle[index])}`);
    }
  }
  if (failed === failedBefore) console.log(`${folder}: no import cycles`);
}
process.exit(failed ? 1 : 0);
