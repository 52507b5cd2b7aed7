// The real-traffic run's table (issue 26): every case beside the bare Fastify of the same run, and the
// issue's targets checked case by case (they are set for 1,000,000 products on PostgreSQL).
import { type RunInfo, targetLines, type Verdict } from './report.ts';
import type { TrafficMeasurement } from './traffic.ts';

interface Target {
  label: string;
  applies(m: TrafficMeasurement): boolean;
  /** `rows`: the run's measurements, for a target relative to another case of the same server. */
  check(m: TrafficMeasurement, bare: number, rows: TrafficMeasurement[]): boolean;
}

const clean = (m: TrafficMeasurement) => m.errors + m.non2xx === 0;
const jsonRate = (m: TrafficMeasurement, rows: TrafficMeasurement[]) =>
  rows.find((r) => r.kind === 'product' && r.cache === m.cache)?.reqPerSec ?? Number.POSITIVE_INFINITY;

const TARGETS: Target[] = [
  {
    label: 'search, varied words: p99 < 50 ms and >= 2,000 req/s',
    applies: (m) => m.kind === 'search',
    check: (m) => m.p99 < 50 && m.reqPerSec >= 2000 && clean(m),
  },
  {
    label: "product page, server-rendered, missing the cache: >= 1,000 req/s and >= 10% of product JSON's rate",
    applies: (m) => m.kind === 'product-page',
    check: (m, _bare, rows) => m.reqPerSec >= 1000 && m.reqPerSec >= 0.1 * jsonRate(m, rows) && clean(m),
  },
  {
    label: 'the mix: >= 5% of bare Fastify, p99 < 100 ms',
    applies: (m) => m.kind === 'mix',
    check: (m, bare) => m.reqPerSec >= 0.05 * bare && m.p99 < 100 && clean(m),
  },
  {
    label: 'cached listing (hot) >= 30% of bare Fastify',
    applies: (m) => m.kind === 'cached',
    check: (m, bare) => m.reqPerSec >= 0.3 * bare && clean(m),
  },
];

const TARGET_PRODUCTS = 1_000_000;
const fmt = (n: number) => n.toLocaleString('en-US');
const percent = (m: TrafficMeasurement, bare: number) =>
  bare ? `${((100 * m.reqPerSec) / bare).toFixed(m.reqPerSec / bare < 0.01 ? 2 : 1)}%` : '';

function caveat(info: RunInfo): string {
  const notes = [];
  if (info.kind !== 'postgres') notes.push('the targets are for PostgreSQL');
  if (info.products !== TARGET_PRODUCTS) notes.push(`the targets are for ${fmt(TARGET_PRODUCTS)} products`);
  if (info.connections !== 50) notes.push('the targets are for 50 connections');
  return notes.length ? ` (${notes.join(', ')})` : '';
}

export function trafficVerdicts(
  info: RunInfo,
  rows: TrafficMeasurement[],
  bare: number,
): { perRow: Map<TrafficMeasurement, string>; summary: Verdict[] } {
  const perRow = new Map<TrafficMeasurement, string>();
  const summary: Verdict[] = [];
  for (const target of TARGETS) {
    const cases = rows.filter(target.applies);
    if (cases.length === 0) continue;
    const failed = cases.filter((m) => !target.check(m, bare, rows));
    for (const m of cases) perRow.set(m, target.check(m, bare, rows) ? 'pass' : 'FAIL');
    summary.push({
      target: target.label + caveat(info),
      pass: failed.length === 0,
      detail:
        failed.length === 0
          ? `all ${cases.length} cases pass`
          : `${failed.length} of ${cases.length} fail: ${failed.map((m) => `${m.name} (${m.cache})`).join('; ')}`,
    });
  }
  return { perRow, summary };
}

export function trafficMarkdown(info: RunInfo, rows: TrafficMeasurement[], bare: number): string {
  const { perRow, summary } = trafficVerdicts(info, rows, bare);
  const lines = [
    `**Real traffic, ${info.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${fmt(info.products)} products, ` +
      `${info.connections} connections** — ${info.date.slice(0, 16).replace('T', ' ')} UTC, ${info.seconds} s a case` +
      `${info.serverWarmupSeconds ? ` (each server warmed first with ${info.serverWarmupSeconds} s of each kind)` : ''}, ` +
      `${info.machine}; ${info.database}; filled in ${(info.fillMs / 1000).toFixed(1)} s. Every request a URL drawn ` +
      'at random (seeded): URLs is how many distinct ones a case asked for' +
      (info.compress
        ? ', each asking for a compressed answer (`Accept-Encoding: br, gzip`, as a browser does). '
        : ', none asking for a compressed answer (`--compress` asks as a browser does). ') +
      'Hot: the server as started normally ' +
      '(caches on, but they rarely hold the next URL); cold: `PUBLIC_CACHE=off` (no response or page cache). ' +
      `Ratios are to the bare Fastify hello-world measured in the same run (${fmt(bare)} req/s, the median of its ` +
      'three measurements).',
    '',
    '| case | cache | URLs | req/s | vs bare | p50 ms | p97.5 ms | p99 ms | errors | non-2xx | target |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (m) =>
        `| ${m.name} | ${m.cache} | ${fmt(m.urls)} | ${fmt(m.reqPerSec)} | ${percent(m, bare)} | ${m.p50} | ` +
        `${m.p97_5} | ${m.p99} | ${m.errors}${m.timeouts ? ` (${m.timeouts} timeouts)` : ''} | ${m.non2xx} | ` +
        `${perRow.get(m) ?? ''} |`,
    ),
    '',
    ...targetLines('26', summary, info.command),
  ];
  return lines.join('\n');
}
