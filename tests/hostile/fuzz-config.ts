import type { Parameters as FcParameters } from 'fast-check';

/** Fixed by default so a run is reproducible; FC_SEED=<n> explores another part of the input space. */
export const FUZZ_SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_122;

/** FC_RUNS_SCALE=<k> multiplies every case count, for a longer hunt outside the normal test run. */
const RUNS_SCALE = process.env.FC_RUNS_SCALE ? Number(process.env.FC_RUNS_SCALE) : 1;

/** fast-check's run parameters: the shared seed and the given number of cases (times FC_RUNS_SCALE). */
export function fuzzRuns<T>(numRuns: number): FcParameters<T> {
  return { seed: FUZZ_SEED, numRuns: Math.max(1, Math.round(numRuns * RUNS_SCALE)), endOnFailure: true };
}

/** How many cases each endpoint group tried, printed once per file (the report asks for it). */
export function reportCases(group: string, counts: Map<string, number>): void {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const lines = [...counts].map(([endpoint, n]) => `  ${n.toString().padStart(5)}  ${endpoint}`);
  console.info(`Fuzz cases, ${group} (seed ${FUZZ_SEED}): ${total}\n${lines.join('\n')}`);
}
