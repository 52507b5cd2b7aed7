// One load case: a warm-up, then `seconds` of autocannon from this process, then a wait until the server
// has finished what the dropped connections left it, so the next case starts on an idle server.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export type Cache = 'hot' | 'cold' | '';
export type Group = 'bare' | 'floor' | 'listing' | 'search' | 'read' | 'orders';

export interface ReadCase {
  name: string;
  group: Group;
  cache: Cache;
  /** One path: the same request every time (what a cache serves); several: cycled, one per request. */
  paths: string[];
}

export interface Measurement {
  name: string;
  group: Group;
  cache: Cache;
  /** Distinct URLs the case cycled through. */
  urls: number;
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  completed: number;
  seconds: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
}

type Requests = NonNullable<autocannon.Options['requests']>;

/** `amount`: stop after that many requests instead of after `seconds`; `rate`: at most that many a second in all. */
export function runAutocannon(
  url: string,
  requests: Requests,
  connections: number,
  seconds: number,
  amount?: number,
  rate?: number,
) {
  return autocannon({ url, connections, duration: seconds, amount, overallRate: rate, requests, timeout: 30 });
}

/** Requests cycling through `paths`, so a cache keyed on the URL cannot answer them all. */
function cycling(paths: string[], headers: Record<string, string>): Requests {
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
    },
  ];
}

/** Until a database round trip answers quickly again (at most 60 s): the backlog of the case before is gone. */
export async function waitIdle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${base}/api/health`)).arrayBuffer();
    } catch {
      // a refused connection is no backlog
    }
    if (performance.now() - started < 50) return;
    await sleep(200);
  }
}

export function toMeasurement(
  c: Pick<ReadCase, 'name' | 'group' | 'cache'>,
  urls: number,
  result: autocannon.Result,
): Measurement {
  return {
    name: c.name,
    group: c.group,
    cache: c.cache,
    urls,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    completed: result.requests.total,
    seconds: result.duration,
  };
}

export async function measure(base: string, c: ReadCase, settings: LoadSettings): Promise<Measurement> {
  if (settings.warmupSeconds > 0) {
    await runAutocannon(base, cycling(c.paths, settings.headers), settings.connections, settings.warmupSeconds);
    if (c.group !== 'bare') await waitIdle(base);
  }
  const result = await runAutocannon(base, cycling(c.paths, settings.headers), settings.connections, settings.seconds);
  if (c.group !== 'bare') await waitIdle(base);
  const m = toMeasurement(c, c.paths.length, result);
  console.log(
    `  ${`${c.name}${c.cache ? ` (${c.cache})` : ''}`.padEnd(44)} ${String(m.reqPerSec).padStart(7)} req/s` +
      `  p50 ${m.p50} ms  p99 ${m.p99} ms${m.errors + m.non2xx ? `  errors ${m.errors} non-2xx ${m.non2xx}` : ''}`,
  );
  return m;
}
