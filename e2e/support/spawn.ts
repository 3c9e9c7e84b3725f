// One implementation for the browser tests and the benchmarks.
export { startWorkspace, type RunningServer } from '../../scripts/start-workspace';
