// Turns bench results into the table the README shows: every figure next to the static floor and
// rjsf, as ratios, with each target and whether it was met (and by how much it was missed).
import type { BenchResults } from './runner.js';

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (value: number) => `${value.toFixed(1)}×`;

export interface Target {
  name: string;
  met: boolean;
  detail: string;
}

/** The targets, judged on these results. */
export function targets(r: BenchResults): Target[] {
  const out: Target[] = [];
  const paint = r.firstPaint['10'];
  if (paint) {
    const vsFloor = paint.mcp.median / paint.floor.median;
    out.push({ name: '10-field first paint ≤ 2× the static floor', met: vsFloor <= 2, detail: `${times(vsFloor)} the floor (${ms(paint.mcp.median)} vs ${ms(paint.floor.median)})` });
    const vsRjsf = paint.rjsf.median / paint.mcp.median;
    out.push({ name: '10-field first paint ≥ 5× faster than rjsf', met: vsRjsf >= 5, detail: `${times(vsRjsf)} faster (${ms(paint.mcp.median)} vs ${ms(paint.rjsf.median)})` });
  }
  const keys = r.keystroke['200'];
  if (keys) out.push({ name: 'keystroke feedback < 16 ms p95 at 200 fields', met: keys.mcp.p95 < 16, detail: `p95 ${ms(keys.mcp.p95)}` });
  if (r.sizes) {
    out.push({ name: 'up-front bundle ≤ 30 KB gzip', met: r.sizes.root.upFront <= 30 * 1024, detail: kb(r.sizes.root.upFront) });
    const smaller = r.sizes.rjsfReact / r.sizes.root.upFront;
    out.push({ name: 'up-front bundle ≥ 4× smaller than rjsf + React', met: smaller >= 4, detail: `${times(smaller)} smaller (${kb(r.sizes.root.upFront)} vs ${kb(r.sizes.rjsfReact)})` });
  }
  const heap = r.heap.mcp;
  if (heap) out.push({ name: 'no heap growth over mount/unmount cycles', met: heap.perCycle < 64, detail: `${heap.growth >= 0 ? '+' : ''}${kb(heap.growth)} after ${heap.cycles} cycles (${heap.perCycle.toFixed(1)} B per cycle)` });
  out.push({ name: 'adapter overhead < 1 ms per round', met: r.adapter.overheadMs < 1, detail: `${ms(r.adapter.overheadMs)} (${ms(r.adapter.adapterMedianMs)} vs ${ms(r.adapter.rawMedianMs)} raw)` });
  return out;
}

export function report(r: BenchResults): string {
  const lines: string[] = [];
  lines.push('| measure | mcp-elicit | static floor | rjsf + React 19 | mcp-elicit ÷ floor | rjsf ÷ mcp-elicit |');
  lines.push('|---|---|---|---|---|---|');
  const row = (name: string, stats: BenchResults['firstPaint'][string]) => {
    const cell = (s: { median: number; p95: number }) => `${ms(s.median)} (p95 ${ms(s.p95)})`;
    lines.push(
      `| ${name} | ${cell(stats.mcp)} | ${cell(stats.floor)} | ${cell(stats.rjsf)} | ${times(stats.mcp.median / stats.floor.median)} | ${times(stats.rjsf.median / stats.mcp.median)} |`,
    );
  };
  for (const [fields, stats] of Object.entries(r.firstPaint)) row(`first paint, ${fields} ${fields === '1' ? 'field' : 'fields'}`, stats);
  for (const [fields, stats] of Object.entries(r.keystroke)) row(`keystroke → feedback, ${fields} fields`, stats);
  const heap = (h: BenchResults['heap'][string]) => `${h.growth >= 0 ? '+' : ''}${kb(h.growth)}`;
  lines.push(`| heap after ${r.heap.mcp?.cycles} mount/unmount cycles (countdown running) | ${heap(r.heap.mcp)} | ${heap(r.heap.floor)} | ${heap(r.heap.rjsf)} | | |`);
  if (r.sizes) {
    lines.push(`| bundle up front, gzip | ${kb(r.sizes.root.upFront)} | 0 | ${kb(r.sizes.rjsfReact)} | | ${times(r.sizes.rjsfReact / r.sizes.root.upFront)} |`);
    lines.push(`| bundle lazy, gzip (validator, public-suffix list) | ${kb(r.sizes.root.lazy)} | | | | |`);
    lines.push(`| mcp-elicit/adapter, gzip | ${kb(r.sizes.adapter.upFront)} | | | | |`);
  }
  lines.push(`| adapter per round (in-process server) | ${ms(r.adapter.adapterMedianMs)} | raw: ${ms(r.adapter.rawMedianMs)} | | ${times(r.adapter.adapterMedianMs / r.adapter.rawMedianMs)} raw | |`);
  lines.push('');
  lines.push('| target | result | |');
  lines.push('|---|---|---|');
  for (const t of targets(r)) lines.push(`| ${t.name} | ${t.detail} | ${t.met ? 'met' : '**missed**'} |`);
  lines.push('');
  const m = r.machine;
  lines.push(`${r.options.runs} runs per figure (median and p95); ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, Chromium ${m.chromium}; ${r.date.slice(0, 10)}.`);
  return lines.join('\n');
}
