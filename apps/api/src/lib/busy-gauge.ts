// Background work gives way to shoppers: a gauge of how busy this process's event loop has been over the last second
// (its utilization, the share of time it was running code rather than waiting). A job that can wait (e-mail) checks
// it and slows down while requests keep the loop full, and runs at full speed again when they stop (decision 018).
import { type EventLoopUtilization, performance } from 'node:perf_hooks';

export interface BusyGauge {
  /** True while the event loop was busier than the threshold over the last interval. */
  busy(): boolean;
  stop(): void;
}

export function createBusyGauge({ threshold = 0.85, intervalMs = 1000 } = {}): BusyGauge {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization > threshold;
    last = now;
  }, intervalMs).unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
