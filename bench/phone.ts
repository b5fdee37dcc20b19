// The slow phone, measured from Node: a fresh page per run with the CPU throttled 4× and a slow
// network (150 ms round trip, 1.6 Mbps) through the DevTools protocol. The question comes two idle
// seconds after the page loaded (or at once, `atLoad`); Accept is pressed the moment it shows.
import type { Browser } from 'playwright-core';
import { manyFields } from '../test/fixtures/generated.js';
import type { BenchApi, Stats } from './types.js';

/**
 * `atLoad`: the default validator, the question asked the moment the page is ready (the idle
 * preload has not run). `default`: the same, two idle seconds later (it has). `ajv`: ajvValidator,
 * not preloaded. `ajvPreloaded`: ajvValidator with `preloadValidator(ajvValidator)` at load.
 */
export type PhoneVariant = 'atLoad' | 'default' | 'ajv' | 'ajvPreloaded';
export const PHONE_VARIANTS: PhoneVariant[] = ['atLoad', 'default', 'ajv', 'ajvPreloaded'];

/** What a slow phone is here: DevTools' own "4× slowdown" and about its "Slow 4G". */
export const SLOW_PHONE = { cpuRate: 4, latencyMs: 150, bytesPerSecond: 200_000 };

export interface PhoneFigures {
  /** From the question's arrival until the form is on screen (ms). */
  paint: Stats;
  /** From the form showing, with Accept pressed at once, until the answer resolves (ms). */
  accept: Stats;
}

type Bench = { bench: BenchApi };

export async function measurePhone(
  browser: Browser,
  url: string,
  runs: number,
  stats: (samples: number[]) => Stats,
): Promise<{ runs: number; throttle: typeof SLOW_PHONE; byVariant: Record<PhoneVariant, PhoneFigures> }> {
  const samples = Object.fromEntries(PHONE_VARIANTS.map((v) => [v, { paint: [] as number[], accept: [] as number[] }])) as Record<
    PhoneVariant,
    { paint: number[]; accept: number[] }
  >;
  for (let run = 0; run < runs; run++) {
    for (const variant of PHONE_VARIANTS) {
      // A new context each time: nothing cached, every chunk fetched through the slow network.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: SLOW_PHONE.latencyMs,
          downloadThroughput: SLOW_PHONE.bytesPerSecond,
          uploadThroughput: SLOW_PHONE.bytesPerSecond,
        });
        await page.goto(url);
        await page.waitForFunction(() => (globalThis as unknown as { bench?: { ready?: boolean } }).bench?.ready === true, undefined, { timeout: 120_000 });
        if (variant === 'ajvPreloaded') await page.evaluate(() => (globalThis as unknown as Bench).bench.preloadAjv());
        if (variant !== 'atLoad') await page.waitForTimeout(2_000);
        const once = await page.evaluate(([p, v]) => (globalThis as unknown as Bench).bench.phoneAccept(p, v as PhoneVariant), [manyFields(10), variant] as const);
        samples[variant].paint.push(once.paint);
        samples[variant].accept.push(once.accept);
      } finally {
        await context.close();
      }
    }
  }
  const byVariant = Object.fromEntries(PHONE_VARIANTS.map((v) => [v, { paint: stats(samples[v].paint), accept: stats(samples[v].accept) }])) as Record<PhoneVariant, PhoneFigures>;
  return { runs, throttle: SLOW_PHONE, byVariant };
}
