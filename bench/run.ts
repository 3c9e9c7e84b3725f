// `npm run bench [name]`: every benchmark in turn, or only the one named. Figures go into the
// README by hand; they are measurements, never pass/fail tests.
import { benchCommerce } from './commerce';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';

const benchmarks: Record<string, () => Promise<unknown>> = {
  commerce: benchCommerce,
  load: benchLoad,
  lighthouse: benchLighthouse,
};

const only = process.argv[2];
if (only && !(only in benchmarks)) {
  console.error(`Unknown benchmark "${only}". Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(benchmarks)) {
  if (!only || only === name) await run();
}
