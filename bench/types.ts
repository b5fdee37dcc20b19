// Shared by the bench page (browser) and its runner (Node).

/** `aui`: @assistant-ui/react-mcp's headless primitives (first paint and keystroke only). */
export type Renderer = 'mcp' | 'rjsf' | 'floor' | 'aui';
/** The renderers of the long chat and the heap cycles. */
export type ChatRenderer = Exclude<Renderer, 'aui'>;

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
  cycles(renderer: ChatRenderer, params: Params, count: number): Promise<void>;
  validateReady(params: Params, runs: number): Promise<Stats>;
  comboboxFilter(params: Params, runs: number): Promise<{ filter: Stats; options: number; optionNodes: number }>;
  /** A transcript of `count` kept questions: the time to build it, laid out, and its elements (deep). */
  chatBuild(renderer: ChatRenderer, count: number): Promise<{ ms: number; elements: number }>;
  /** Milliseconds per scroll step of the transcript (style, layout and a hit test). */
  chatScroll(steps: number): number[];
  /** "Show the question" on a kept question: its elements before and after, and the fields it shows. */
  chatShowQuestion(): Promise<{ before: number; after: number; fields: number }>;
  chatClear(): void;
  /** `count` questions asked at once, modal or inline (see page/burst.ts). */
  burst(mode: 'modal' | 'inline', count: number): Promise<{ first: number; each: number[]; all: number }>;
  /** A valid pre-filled question, Accept pressed the moment it shows (see page/phone.ts). */
  phoneAccept(params: Params, variant: 'atLoad' | 'default' | 'ajv' | 'ajvPreloaded'): Promise<{ paint: number; accept: number }>;
  /** An inline question on screen, with where its Accept is (see page/guard.ts); Accept focused for the key figure. */
  guardAsk(focusAccept: boolean): Promise<{ x: number; y: number }>;
  /** Once the question was answered: ms from it on screen to the press Accept took. */
  guardAnswered(): { after: number; action: string } | undefined;
  /** `preloadValidator(ajvValidator)`, as a host that passes ajv can. */
  preloadAjv(): Promise<void>;
  /** First paint of a 1-field question: mcp-elicit, the static floor and one Lit template with no logic, in turn. */
  litFloor(params: Params, runs: number, warmup: number): Promise<{ mcp: number[]; floor: number[]; lit: number[] }>;
}
