import fixtures from 'virtual:captured-fixtures';
import { elicitationsIn, type CapturedElicitation } from './fixtures/elicitations-in.js';

/** Every distinct `elicitation/create` params object in all captured fixtures. */
export function capturedElicitations(): CapturedElicitation[] {
  const all = new Map<string, CapturedElicitation>();
  for (const [source, fixture] of Object.entries(fixtures)) {
    for (const found of elicitationsIn(fixture, source)) {
      const key = JSON.stringify(found.params);
      if (!all.has(key)) all.set(key, found);
    }
  }
  return [...all.values()];
}
