// The e-mail benchmark's results: what each target measured on one database, the verdicts against issue 24's
// targets, and the markdown of bench/results/mail.md (one section per database: a run on one keeps the other's).
import type { CpuUse } from './cpu.ts';
import { type QueueTimings, timingsText } from './timings.ts';

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Target 1: from each order's 201 to the arrival of its confirmation at the SMTP server. */
export interface LatencyResult {
  clients: number;
  /** The orders a second offered in all; 0: as fast as the clients go (the machine saturated). */
  offeredRate: number;
  seconds: number;
  ordersPlaced: number;
  ordersPerSec: number;
  /** Orders answered otherwise than 201 (sold out, limits) and connection errors. */
  ordersRefused: number;
  orderErrors: number;
  orderP99Ms: number;
  arrived: number;
  /** Confirmations that had arrived when the load stopped, and their rate during it. */
  arrivedDuringLoad: number;
  mailsPerSecDuringLoad: number;
  /** Over every order placed; one whose confirmation never came counts as infinitely slow (null in JSON). */
  latencyMs: Percentiles;
  within5s: number;
  /** Set when not every confirmation had come after waiting this long. */
  waitedMinutes?: number;
  /** Cores each part used while the orders were placed. */
  cpu: CpuUse;
  timings: QueueTimings;
}

export interface RoundResult {
  round: number;
  kind: 'idle' | 'busy';
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  seconds: number;
  warmupSeconds: number;
  cpu: CpuUse;
  /** Busy rounds: the messages sent, from their due time to the last one's arrival. */
  drain?: {
    messages: number;
    arrived: number;
    fromDueSeconds: number;
    firstToLastSeconds: number;
    perSec: number;
    /** The load that went on after the measured window until every message had been sent (the last busy round). */
    rest?: { seconds: number; reqPerSec: number; p99: number };
    timings?: QueueTimings;
  };
}

/** Target 2: the mixed storefront reads in interleaved idle and busy rounds. */
export interface StorefrontResult {
  connections: number;
  messages: number;
  mix: string;
  rounds: RoundResult[];
  queueBy: 'jobs' | 'sweep';
  busySeconds: number;
  idleReqPerSec: number;
  busyReqPerSec: number;
  ratio: number;
}

/** Target 3: messages written while SMTP was down, sent when it came back. */
export interface OutageResult {
  outageSeconds: number;
  ordersPlaced: number;
  placingSeconds: number;
  rows: number;
  statuses: Record<string, number>;
  arrivedDistinct: number;
  missing: number;
  duplicates: number;
  /** Messages that arrived during the phase for rows outside it. */
  strangers: number;
  firstAfterUpSeconds: number;
  lastAfterUpSeconds: number;
  attempts: { mean: number; max: number };
  /** Cores each part used while SMTP was down (the retries' cost). */
  cpuWhileDown: CpuUse;
  /** The queue health endpoint over time (seconds since SMTP went down). */
  timeline: { at: number; pending: number; failed: number; waiting: number; arrived: number }[];
  timings: QueueTimings;
}

export interface DbReport {
  kind: 'pglite' | 'postgres';
  date: string;
  database: string;
  machine: string;
  command: string;
  products: number;
  fillSeconds: number;
  /** One per offered order rate. */
  latency?: LatencyResult[];
  storefront?: StorefrontResult;
  outage?: OutageResult;
  /** Message-IDs that arrived more than once over the whole run (all targets). */
  duplicateMessageIds: number;
  arrivalsTotal: number;
}

export interface Verdict {
  target: string;
  pass: boolean;
  detail: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');
/** Seconds; a message that never came is Infinity here and null once read back from the JSON. */
const s = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);
const cores = (c: CpuUse) => `server ${c.server}, PostgreSQL ${c.postgres}, SMTP ${c.smtp}, load ${c.bench}`;

export function verdicts(r: DbReport): Verdict[] {
  const out: Verdict[] = [];
  // Judged at the offered rates: flat out, orders take the machine and the queue's backlog grows with the run.
  for (const l of r.latency ?? []) {
    if (l.offeredRate === 0) continue;
    out.push({
      target: `order e-mail handed to SMTP within 5 s (p99 under load: ${l.offeredRate} orders/s)`,
      pass: l.latencyMs.p99 < 5000 && l.arrived === l.ordersPlaced,
      detail:
        `p99 ${s(l.latencyMs.p99)} over ${fmt(l.arrived)} of ${fmt(l.ordersPlaced)} orders ` +
        `(${l.clients} clients, ${l.ordersPerSec} orders/s)`,
    });
  }
  if (r.storefront) {
    const f = r.storefront;
    out.push({
      target: 'mixed storefront load keeps >= 95% of its throughput while the queue sends 10,000',
      pass: f.ratio >= 0.95,
      detail: `busy/idle ${(100 * f.ratio).toFixed(1)}% (${fmt(f.busyReqPerSec)} / ${fmt(f.idleReqPerSec)} req/s)`,
    });
  }
  if (r.outage) {
    const o = r.outage;
    const sent = o.statuses.sent ?? 0;
    out.push({
      target: `${fmt(o.ordersPlaced)} messages after a ${o.outageSeconds} s SMTP outage: all delivered once, none twice`,
      pass: o.missing === 0 && o.duplicates === 0 && sent === o.rows && o.rows === o.ordersPlaced,
      detail:
        `${fmt(o.arrivedDistinct)} of ${fmt(o.rows)} arrived, ${o.missing} missing, ${o.duplicates} twice; ` +
        `last ${o.lastAfterUpSeconds} s after SMTP came back` +
        (o.outageSeconds < 600 ? ' (shorter than the 10-minute outage of the target)' : ''),
    });
  }
  return out;
}

function drainText(d: NonNullable<RoundResult['drain']>): string {
  const all = d.arrived === d.messages;
  return (
    `${all ? 'all' : `${fmt(d.arrived)} of`} ${fmt(d.messages)} in ${d.fromDueSeconds} s from due (${d.perSec}/s` +
    `${all ? '' : `: ${fmt(d.messages)} would take ${fmt(Math.round(d.messages / Math.max(d.perSec, 0.01)))} s`})`
  );
}

/** At most `n` points, evenly spread, the first and the last kept. */
function sampled<T>(points: T[], n: number): T[] {
  if (points.length <= n) return points;
  return Array.from({ length: n }, (_, i) => points[Math.round((i * (points.length - 1)) / (n - 1))]!);
}

function section(r: DbReport): string {
  const lines = [
    `## ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `${r.date.slice(0, 16).replace('T', ' ')} UTC; ${r.machine}; ${r.database}; ${fmt(r.products)} products ` +
      `(filled in ${r.fillSeconds} s). Command: \`${r.command}\``,
    '',
    '| target (issue 24) | result | detail |',
    '|---|---|---|',
    ...verdicts(r).map((v) => `| ${v.target} | ${v.pass ? 'pass' : '**FAIL**'} | ${v.detail} |`),
    '',
  ];
  for (const l of r.latency ?? []) {
    lines.push(
      `### 1. Order e-mail latency under load: ${l.offeredRate ? `${l.offeredRate} orders/s offered` : 'orders as fast as the clients go'}`,
      '',
      `${l.clients} clients placed orders (1-3 lines, a new e-mail and client address each) for ${l.seconds} s` +
        `${l.offeredRate ? `, ${l.offeredRate} a second in all` : ', each as soon as its last was answered'}: ` +
        `${fmt(l.ordersPlaced)} placed (${l.ordersPerSec}/s, order p99 ${l.orderP99Ms} ms, ${l.ordersRefused} refused, ` +
        `${l.orderErrors} errors). Latency: from the 201 to the SMTP server's receipt of the confirmation (matched by ` +
        `the order number in its subject). During the load ${fmt(l.arrivedDuringLoad)} had arrived ` +
        `(${l.mailsPerSecDuringLoad}/s). Cores used during the load: ${cores(l.cpu)}.`,
      '',
      '| arrived | p50 | p95 | p99 | max | within 5 s |',
      '|--:|--:|--:|--:|--:|--:|',
      `| ${fmt(l.arrived)} / ${fmt(l.ordersPlaced)} | ${s(l.latencyMs.p50)} | ${s(l.latencyMs.p95)} | ` +
        `${s(l.latencyMs.p99)} | ${s(l.latencyMs.max)} | ${((100 * l.within5s) / Math.max(1, l.ordersPlaced)).toFixed(1)}% |`,
      ...(l.waitedMinutes
        ? ['', `Not every confirmation had arrived ${l.waitedMinutes} minutes after the load: those count as never.`]
        : []),
      '',
      l.timings ? timingsText(l.timings) : '',
      '',
    );
  }
  if (r.storefront) {
    const f = r.storefront;
    lines.push(
      `### 2. Storefront throughput while the queue sends ${fmt(f.messages)} messages`,
      '',
      `${f.connections} connections of mixed reads (${f.mix}). Each round on a freshly started server (after a ` +
        `warm-up); a busy round's ${fmt(f.messages)} contact_ack rows were inserted while it was stopped, due a few ` +
        `seconds after its warm-up, ${
          f.queueBy === 'sweep'
            ? 'with no job: the sweep queues them (OUTBOX_SWEEP_SECONDS=1)'
            : 'each with its job (as the dispatch after a commit queues it), the sweep at its default'
        }. Rounds alternate idle and busy (ABBA) so that drift of the machine falls on both.`,
      '',
      '| round | queue | req/s | p50 ms | p99 ms | errors | non-2xx | seconds | drain | cores: server / PostgreSQL / SMTP / load |',
      '|--:|---|--:|--:|--:|--:|--:|--:|---|---|',
      ...f.rounds.map(
        (x) =>
          `| ${x.round} | ${x.kind} | ${fmt(x.reqPerSec)} | ${x.p50} | ${x.p99} | ${x.errors} | ${x.non2xx} | ${x.seconds} | ` +
          `${x.drain ? drainText(x.drain) : ''} | ` +
          `${x.cpu.server} / ${x.cpu.postgres} / ${x.cpu.smtp} / ${x.cpu.bench} |`,
      ),
      '',
      `Mean of the idle rounds ${fmt(f.idleReqPerSec)} req/s, of the busy rounds ${fmt(f.busyReqPerSec)} req/s: ` +
        `**${(100 * f.ratio).toFixed(1)}%**. A busy round measures from the first message's arrival until the ` +
        `last one's, ${f.busySeconds} s at most; the rest of its messages are then dropped, but for the last busy ` +
        'round, whose load goes on until every message has been sent.',
      '',
      ...f.rounds.flatMap((x) =>
        x.drain
          ? [
              `Round ${x.round}: ${drainText(x.drain)}` +
                (x.drain.rest
                  ? `; the load went on ${x.drain.rest.seconds} s more until the last had been sent ` +
                    `(${fmt(x.drain.rest.reqPerSec)} req/s, p99 ${x.drain.rest.p99} ms)`
                  : '') +
                `. ${x.drain.timings ? timingsText(x.drain.timings) : ''}`,
              '',
            ]
          : [],
      ),
    );
  }
  if (r.outage) {
    const o = r.outage;
    lines.push(
      `### 3. ${fmt(o.ordersPlaced)} messages after a ${o.outageSeconds} s SMTP outage`,
      '',
      `SMTP down; ${fmt(o.ordersPlaced)} orders placed (in ${o.placingSeconds} s), each writing its confirmation; ` +
        `SMTP back ${o.outageSeconds} s after it went down; then every outbox row counted against the Message-IDs ` +
        `that arrived (\`<outbox id@host>\`). Cores used while SMTP was down: ${cores(o.cpuWhileDown)}.`,
      '',
      '| rows | statuses | arrived once | missing | twice or more | others | first / last after SMTP back | tries per message (mean / max) |',
      '|--:|---|--:|--:|--:|--:|--:|--:|',
      `| ${fmt(o.rows)} | ${Object.entries(o.statuses)
        .map(([k, n]) => `${k} ${fmt(n)}`)
        .join(', ')} | ${fmt(o.arrivedDistinct - o.duplicates)} | ${o.missing} | ${o.duplicates} | ${o.strangers} | ` +
        `${o.firstAfterUpSeconds} s / ${o.lastAfterUpSeconds} s | ${o.attempts.mean} / ${o.attempts.max} |`,
      '',
      'Queue health (`GET /api/dashboard/queue`) while it ran, seconds from SMTP going down: ' +
        sampled(o.timeline, 14)
          .map((t) => `${t.at} s: ${fmt(t.pending)} pending, ${fmt(t.waiting)} jobs waiting, ${fmt(t.arrived)} arrived`)
          .join('; ') +
        '.',
      '',
      o.timings ? timingsText(o.timings) : '',
      '',
    );
  }
  lines.push(
    `Over the whole run ${fmt(r.arrivalsTotal)} messages arrived; Message-IDs that arrived more than once: ` +
      `${r.duplicateMessageIds}.`,
    '',
  );
  return lines.join('\n');
}

export function markdown(reports: DbReport[]): string {
  return [
    '# E-mail through the outbox and the job queue (issue 24, decision 018)',
    '',
    'Written by `bench/mail.ts`: the built server in a process of its own with `SMTP_URL` pointing at a real SMTP ' +
      'server (apps/api/src/test/smtp.ts) in another, the load from the benchmark over loopback. On a machine of few ' +
      'cores every part shares them: the cores columns say who used what.',
    '',
    ...reports.map(section),
  ].join('\n');
}
