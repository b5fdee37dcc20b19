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

/** The targets (issue #12), judged on these results. */
export function targets(r: BenchResults): Target[] {
  const out: Target[] = [];
  for (const [fields, paint] of Object.entries(r.firstPaint)) {
    const median = paint.mcp.median / paint.floor.median;
    const p95 = paint.mcp.p95 / paint.floor.p95;
    out.push({
      name: `first paint, ${fields} ${fields === '1' ? 'field' : 'fields'}: ≤ 1.2× the floor (p95 ≤ 1.5×)`,
      met: median <= 1.2 && p95 <= 1.5,
      detail: `${times(median)} (p95 ${times(p95)}): ${ms(paint.mcp.median)} vs ${ms(paint.floor.median)}`,
    });
  }
  for (const [fields, keys] of Object.entries(r.keystroke)) {
    const ratio = keys.mcp.median / keys.floor.median;
    out.push({ name: `keystroke → feedback, ${fields} fields: ≤ 1.5× the floor`, met: ratio <= 1.5, detail: `${times(ratio)}: ${ms(keys.mcp.median)} vs ${ms(keys.floor.median)}` });
  }
  const slower = [...Object.entries(r.firstPaint).map(([n, s]) => [`first paint ${n}`, s] as const), ...Object.entries(r.keystroke).map(([n, s]) => [`keystroke ${n}`, s] as const)]
    .filter(([, s]) => s.mcp.median >= s.rjsf.median)
    .map(([name]) => name);
  out.push({ name: 'faster than rjsf at every size', met: !slower.length, detail: slower.length ? `not faster at: ${slower.join(', ')}` : 'at every size measured' });
  if (r.sizes) out.push({ name: 'up-front bundle ≤ 25 KB gzip', met: r.sizes.root.upFront <= 25 * 1024, detail: kb(r.sizes.root.upFront) });
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
  const v = r.validateReady;
  lines.push(`| request set → Accept can validate, 10 fields, cold (fresh page: chunk fetched, compiled) | ${ms(v.cold.median)} (p95 ${ms(v.cold.p95)}) | | | | |`);
  lines.push(`| request set → Accept can validate, 10 fields, warm | ${ms(v.warm.median)} (p95 ${ms(v.warm.p95)}) | | | | |`);
  const c = r.combobox;
  lines.push(`| choice among ${c.options.toLocaleString('en')} options: type a filter → list shown | ${ms(c.filter.median)} (p95 ${ms(c.filter.p95)}) | | | | |`);
  lines.push(`| choice among ${c.options.toLocaleString('en')} options: option elements in the page | ${c.optionNodes} | | | | |`);
  lines.push(`| adapter per round (in-process server) | ${ms(r.adapter.adapterMedianMs)} | raw: ${ms(r.adapter.rawMedianMs)} | | ${times(r.adapter.adapterMedianMs / r.adapter.rawMedianMs)} raw | |`);
  lines.push('');
  const l = r.litFloor;
  const cell = (x: { median: number; p95: number }) => `${ms(x.median)} (p95 ${ms(x.p95)})`;
  lines.push("| first paint, 1 field, in turn | mcp-elicit | Lit's floor (one template, no logic) | static floor | Lit's floor ÷ static floor | mcp-elicit ÷ Lit's floor |");
  lines.push('|---|---|---|---|---|---|');
  lines.push(`| medians (p95) | ${cell(l.mcp)} | ${cell(l.lit)} | ${cell(l.floor)} | ${times(l.lit.median / l.floor.median)} | ${times(l.mcp.median / l.lit.median)} |`);
  lines.push('');
  lines.push('| target | result | |');
  lines.push('|---|---|---|');
  for (const t of targets(r)) lines.push(`| ${t.name} | ${t.detail} | ${t.met ? 'met' : '**missed**'} |`);
  lines.push('');
  const m = r.machine;
  lines.push(`${r.options.runs} runs per figure (median and p95); ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, Chromium ${m.chromium}; ${r.date.slice(0, 10)}.`);
  return lines.join('\n');
}
