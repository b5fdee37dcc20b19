// The bench page's renderers, one file each, behind one table: each mounts the same request into a
// host element of its own and says when its form is on screen.
import type { Renderer } from '../../types.js';
import { stage, type Measuring, type Mounting, type Params } from './common.js';
import { mountAui } from './aui.js';
import { mountFloor } from './floor.js';
import { mountMcp } from './mcp.js';
import { mountRjsf } from './rjsf.js';

export * from './common.js';

const RENDERERS: Record<Renderer, (params: Params, host: HTMLElement, measuring: Measuring) => Promise<Mounting>> = {
  mcp: mountMcp,
  floor: mountFloor,
  rjsf: mountRjsf,
  aui: mountAui,
};

/** Mounts `renderer`'s form for `params` in a new host element in `into` (the shared stage by default). */
export async function mount(renderer: Renderer, params: Params, measuring: Measuring, into: HTMLElement = stage): Promise<Mounting> {
  const host = document.createElement('div');
  into.append(host);
  return RENDERERS[renderer](params, host, measuring);
}
