// `npm run bench [name]`: every benchmark in turn, or only the one named. Figures go into the
// README by hand; they are measurements, never pass/fail tests.
import { benchCommerce } from './commerce';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchPeer } from './peer';

const benchmarks: Record<string, () => Promise<unknown>> = {
  commerce: benchCommerce,
  load: benchLoad,
  lighthouse: benchLighthouse,
  peer: benchPeer,
};

const only = process.argv[2];
if (only && !(only in benchmarks)) {
  console.error(`Unknown benchmark "${only}". Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(benchmarks)) {
  // The side-by-side bench needs a second storefront running: in the full run only with PEER_URL.
  if (!only && name === 'peer' && !process.env.PEER_URL) continue;
  if (!only || only === name) await run();
}
