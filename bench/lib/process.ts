// One implementation for the benchmarks and the browser tests.
export { repoRoot, startWorkspace } from '../../scripts/start-workspace';
