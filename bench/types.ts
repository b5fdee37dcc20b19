// Shared by the bench page (browser) and its runner (Node).

export type Renderer = 'mcp' | 'rjsf' | 'floor';

export interface Stats {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

type Params = unknown;

/** What the bench page exposes as `bench` on its global object. */
export interface BenchApi {
  ready: true;
  /** Milliseconds per measured run and renderer (the renderers take turns), after `warmup` turns not measured. */
  firstPaint(renderers: Renderer[], params: Params, runs: number, warmup: number): Promise<Record<Renderer, number[]>>;
  keystroke(renderers: Renderer[], params: Params, runs: number, warmup: number): Promise<Record<Renderer, number[]>>;
  cycles(renderer: Renderer, params: Params, count: number): Promise<void>;
  validateReady(params: Params, runs: number): Promise<Stats>;
  comboboxFilter(params: Params, runs: number): Promise<{ filter: Stats; options: number; optionNodes: number }>;
  /** First paint of a 1-field question: mcp-elicit, the static floor and one Lit template with no logic, in turn. */
  litFloor(params: Params, runs: number, warmup: number): Promise<{ mcp: number[]; floor: number[]; lit: number[] }>;
}
