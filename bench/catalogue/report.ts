// The run's table: every case with its ratio to the bare Fastify measured in the same run, the targets of
// issue 9 checked case by case, written to bench/results/ and into README.md's "Latest benchmark".
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Measurement } from './load.ts';
import type { StockCheck } from './orders.ts';
import { repoRoot } from './processes.ts';

export interface RunInfo {
  date: string;
  kind: 'postgres' | 'pglite';
  products: number;
  connections: number;
  seconds: number;
  orderSeconds: number;
  /** Real traffic: seconds of each kind of request a server had before its cases (warmServer). */
  serverWarmupSeconds?: number;
  /** Whether requests asked for compressed answers (`Accept-Encoding: br, gzip`, as a browser's do). */
  compress?: boolean;
  database: string;
  machine: string;
  fillMs: number;
  command: string;
}

export interface Verdict {
  target: string;
  pass: boolean;
  /** Why, in numbers. */
  detail: string;
}

/** A target of issue 9 for one database kind, on a set of cases; its numbers hold at 100k / 1k products. */
interface Target {
  kind: 'postgres' | 'pglite';
  products: number;
  label: string;
  applies(m: Measurement): boolean;
  check(m: Measurement, bare: number): boolean;
}

const isListing = (cache: string) => (m: Measurement) => m.group === 'listing' && m.cache === cache;
const TARGETS: Target[] = [
  {
    kind: 'postgres',
    products: 100_000,
    label: 'hot listing >= 30% of bare, p99 < 25 ms',
    applies: isListing('hot'),
    check: (m, bare) => m.reqPerSec >= 0.3 * bare && m.p99 < 25 && m.non2xx + m.errors === 0,
  },
  {
    kind: 'postgres',
    products: 100_000,
    label: 'cold listing p50 < 10 ms, p99 < 50 ms',
    applies: isListing('cold'),
    check: (m) => m.p50 < 10 && m.p99 < 50 && m.non2xx + m.errors === 0,
  },
  {
    kind: 'postgres',
    products: 100_000,
    label: 'cold search p50 < 10 ms, p99 < 50 ms',
    applies: (m) => m.group === 'search' && m.cache === 'cold',
    check: (m) => m.p50 < 10 && m.p99 < 50 && m.non2xx + m.errors === 0,
  },
  {
    kind: 'pglite',
    products: 1_000,
    label: 'hot listing >= 25% of bare',
    applies: isListing('hot'),
    check: (m, bare) => m.reqPerSec >= 0.25 * bare && m.non2xx + m.errors === 0,
  },
  {
    kind: 'pglite',
    products: 1_000,
    label: 'cold listing >= 1,000 req/s',
    applies: isListing('cold'),
    check: (m) => m.reqPerSec >= 1000 && m.non2xx + m.errors === 0,
  },
  {
    kind: 'postgres',
    products: 100_000,
    label: '>= 500 orders/s with 50 clients',
    applies: (m) => m.group === 'orders',
    check: (m) => m.reqPerSec >= 500,
  },
];

const fmt = (n: number) => n.toLocaleString('en-US');
const percent = (m: Measurement, bare: number) =>
  m.group === 'orders' || !bare ? '' : `${((100 * m.reqPerSec) / bare).toFixed(m.reqPerSec / bare < 0.01 ? 2 : 1)}%`;

function caveat(info: RunInfo, target: Target): string {
  const notes = [];
  if (info.products !== target.products) notes.push(`the target is for ${fmt(target.products)} products`);
  if (info.connections !== 50) notes.push('the target is for 50 connections');
  return notes.length ? ` (${notes.join(', ')})` : '';
}

export function verdicts(
  info: RunInfo,
  rows: Measurement[],
  bare: number,
  stock: StockCheck | undefined,
): { perRow: Map<Measurement, string>; summary: Verdict[] } {
  const perRow = new Map<Measurement, string>();
  const summary: Verdict[] = [];
  for (const target of TARGETS.filter((t) => t.kind === info.kind)) {
    const cases = rows.filter(target.applies);
    if (cases.length === 0) continue;
    const failed = cases.filter((m) => !target.check(m, bare));
    for (const m of cases) perRow.set(m, target.check(m, bare) ? 'pass' : 'FAIL');
    summary.push({
      target: target.label + caveat(info, target),
      pass: failed.length === 0,
      detail:
        failed.length === 0
          ? `all ${cases.length} cases pass`
          : `${failed.length} of ${cases.length} fail: ${failed.map((m) => m.name).join('; ')}`,
    });
  }
  if (stock) {
    summary.push({
      target: 'stock exact after the order run (no oversell, no undersell)',
      pass: stock.exact,
      detail:
        `stock went down by ${fmt(stock.stockDecrement)} units; orders in the database hold ${fmt(stock.unitsInDb)} ` +
        `(${fmt(stock.unitsAcked)} in 2xx answers + ${fmt(stock.unitsUnansweredButPlaced)} in orders still in flight when ` +
        `the run stopped); 2xx orders missing or different: ${stock.ackedMissing}; orders nobody sent: ` +
        `${stock.unexplainedOrders}; products whose stock and sales disagree: ${stock.productMismatches}; ` +
        `negative stock: ${stock.negativeStock}; scarce units sold: ${stock.scarceSold}`,
    });
  }
  return { perRow, summary };
}

export function markdown(info: RunInfo, rows: Measurement[], bare: number, stock: StockCheck | undefined): string {
  const { perRow, summary } = verdicts(info, rows, bare, stock);
  const lines = [
    `**${info.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${fmt(info.products)} products, ` +
      `${info.connections} connections** — ${info.date.slice(0, 16).replace('T', ' ')} UTC, ${info.seconds} s a case ` +
      `(orders ${info.orderSeconds} s), ${info.machine}; ${info.database}; filled in ${(info.fillMs / 1000).toFixed(1)} s. ` +
      `Ratios are to the bare Fastify hello-world measured in the same run (${fmt(bare)} req/s, the median of its ` +
      'three measurements). Hot: one URL over and over, cache on; cold: `PUBLIC_CACHE=off` and another URL each request.',
    '',
    '| case | cache | URLs | req/s | vs bare | p50 ms | p97.5 ms | p99 ms | errors | non-2xx | target |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (m) =>
        `| ${m.name} | ${m.cache} | ${m.urls} | ${fmt(m.reqPerSec)}${m.group === 'orders' ? ' orders/s' : ''} | ` +
        `${percent(m, bare)} | ${m.p50} | ${m.p97_5} | ${m.p99} | ${m.errors}${m.timeouts ? ` (${m.timeouts} timeouts)` : ''} | ` +
        `${m.non2xx} | ${perRow.get(m) ?? ''} |`,
    ),
    '',
    ...targetLines('9', summary, info.command),
  ];
  return lines.join('\n');
}

/** Writes bench/results/catalogue-<kind>-<n>.{md,json} and refreshes its block in README.md, if it has one. */
/** The targets' table and the command, closing a report (issue: whose targets they are). */
export function targetLines(issue: string, summary: Verdict[], command: string): string[] {
  return [
    `| target (issue ${issue}) | result | detail |`,
    '|---|---|---|',
    ...summary.map((v) => `| ${v.target} | ${v.pass ? 'pass' : '**FAIL**'} | ${v.detail} |`),
    '',
    `Command: \`${command}\``,
    '',
  ];
}

export async function writeResults(name: string, text: string, json: unknown): Promise<string> {
  const dir = path.join(repoRoot, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.md`), text);
  await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const readme = path.join(repoRoot, 'README.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const current = await readFile(readme, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from !== -1 && to > from) {
    await writeFile(readme, `${current.slice(0, from + start.length)}\n${text}${current.slice(to)}`);
  }
  return path.join(dir, `${name}.md`);
}
