// The activation guard, measured from Node with real input (CDP's trusted mouse and key events):
// a question appears, and a press lands every `everyMs` ms from the moment it is on screen, the
// way a person who goes on clicking or typing would. The figure is when Accept first took a press.
import type { Page } from 'playwright-core';
import type { BenchApi, Stats } from './types.js';

type Bench = { bench: BenchApi };

export interface GuardFigures {
  /** Interval between presses (ms). */
  everyMs: number;
  /** A mouse click on Accept, again and again: ms from the question on screen until one was taken. */
  pointer: Stats;
  /** Enter on a focused Accept, again and again: ms until one was taken. */
  key: Stats;
  /** The delay the elements use (ACTIVATION_DELAY_MS). */
  delayMs: number;
}

export async function measureGuard(page: Page, runs: number, stats: (samples: number[]) => Stats, delayMs: number, everyMs = 10): Promise<GuardFigures> {
  const once = async (by: 'pointer' | 'key'): Promise<number> => {
    const at = await page.evaluate((focus) => (globalThis as unknown as Bench).bench.guardAsk(focus), by === 'key');
    for (let presses = 0; presses < 1000; presses++) {
      if (by === 'pointer') await page.mouse.click(at.x, at.y);
      else await page.keyboard.press('Enter');
      const answered = await page.evaluate(() => (globalThis as unknown as Bench).bench.guardAnswered());
      if (answered) {
        if (answered.action !== 'accept') throw new Error(`the guard bench's question ended as ${answered.action}, not accept`);
        return answered.after;
      }
      await page.waitForTimeout(everyMs);
    }
    throw new Error('Accept never took a press in 1,000 tries');
  };
  const pointer: number[] = [];
  const key: number[] = [];
  for (let run = 0; run < runs; run++) {
    pointer.push(await once('pointer'));
    key.push(await once('key'));
  }
  return { everyMs, pointer: stats(pointer), key: stats(key), delayMs };
}
