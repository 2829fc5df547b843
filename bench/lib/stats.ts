/** Small statistics for benchmark runs: medians with their spread, and percentiles of samples. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The lowest and highest of several runs: how far apart the machine's noise put them. */
export function spread(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

/** The q-quantile (0..1) of samples, nearest rank. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Runs `measure` `times` times and returns the median and spread of each numeric field. */
export async function repeat<K extends string>(
  times: number,
  measure: (run: number) => Promise<Record<K, number>>,
): Promise<Record<K, { median: number; spread: [number, number]; runs: number[] }>> {
  const runs: Record<K, number>[] = [];
  for (let run = 0; run < times; run++) runs.push(await measure(run));
  const keys = Object.keys(runs[0] ?? {}) as K[];
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((r) => r[key]);
      return [key, { median: median(values), spread: spread(values), runs: values }];
    }),
  ) as Record<K, { median: number; spread: [number, number]; runs: number[] }>;
}
