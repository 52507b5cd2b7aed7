import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type BusyGauge, createBusyGauge } from './busy-gauge.ts';

/** Keeps the event loop running code for `ms`, letting timers in between short bursts (as a flood of requests does). */
async function keepBusy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const burst = Date.now() + 20;
    while (Date.now() < burst) {
      // spin
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('busy gauge', () => {
  let gauge: BusyGauge | undefined;
  afterEach(() => gauge?.stop());

  it('says busy while the event loop is kept running, and not once it waits again', async () => {
    gauge = createBusyGauge({ threshold: 0.85, intervalMs: 100 });
    await sleep(250);
    expect(gauge.busy()).toBe(false);
    await keepBusy(400);
    expect(gauge.busy()).toBe(true);
    await sleep(300);
    expect(gauge.busy()).toBe(false);
  });
});
