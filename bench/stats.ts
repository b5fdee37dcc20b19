import type { Stats } from './types.js';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: samples.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}
