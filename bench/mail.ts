// The e-mail benchmark (issue 24's targets, decision 018). The built server runs in a process of its own with
// SMTP_URL pointing at a real SMTP server (apps/api/src/test/smtp.ts, in a third process: bench/mail/sink.ts), on an
// embedded PGlite and on a throw-away PostgreSQL database, filled with a generated catalogue; the load comes from
// this process (autocannon, over loopback). Three targets, on each database:
//   1. Order e-mail latency under load: --clients place orders for --order-seconds, once for each of --order-rates
//      (orders a second offered in all; 0: as fast as they go, which saturates the machine); for each order, the time from its
//      201 to the SMTP server's receipt of its confirmation (matched by the order number in the subject).
//   2. Storefront throughput while the queue sends --messages: mixed reads (listings, search, product JSON, product
//      pages) in rounds that alternate idle and busy (ABBA), each on a freshly started server. A busy round's messages
//      are contact_ack rows inserted straight into email_outbox while the server is stopped, due a few seconds after
//      its warm-up, each with its pg-boss job as the product's dispatch queues it (--queue sweep: without, and
//      OUTBOX_SWEEP_SECONDS=1 lets the sweep queue them). A busy round is measured from the first arrival to the last,
//      --busy-seconds (default --seconds) at most, and the rest dropped; but the last busy round's load goes on until
//      all have been sent, which times the whole lot. Reports req/s and p99 per round and busy/idle.
//   3. An SMTP outage: SMTP down, --messages orders placed, SMTP back --outage-seconds after it went down; every
//      message must arrive exactly once (its Message-ID is <outbox id@host>), and the last one's delay is reported.
// After each, the outbox rows and their pg-boss jobs say where a message's time went (bench/mail/timings.ts).
// Results: bench/results/mail.{md,json}, a section per database (a run on one database keeps the other's).
//
//   npm run bench:mail -- [--db pglite] [--db postgres|postgres://…] (default: both) [--outage-seconds 600]
//     [--clients 20] [--order-seconds 30] [--order-rates 50,0] [--connections 50] [--seconds 30] [--warmup 10] [--rounds 2]
//     [--busy-seconds 30] [--queue jobs|sweep] [--messages 10000] [--wait-minutes 60] [--products 2000] [--targets 1,2,3]
//     [--log-level warn] [--keep] [--no-build] [--server path/to/another/build/apps/api/dist/server.js]
// PostgreSQL: `postgres` means DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a throw-away database
// is created there and dropped afterwards. --wait-minutes bounds every wait for messages to arrive.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Request, Result } from 'autocannon';
import { and, inArray, like, type SQL, sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { DEFAULT_DB_LIMITS } from '../apps/api/src/config.ts';
import type { DbHandle } from '../apps/api/src/db/client.ts';
import { emailOutbox } from '../apps/api/src/db/schema/index.ts';
import { seededRandom } from '../apps/api/src/db/seed/art.ts';
import { EMAIL_QUEUE } from '../apps/api/src/lib/outbox.ts';
import { coldCases } from './catalogue/cases.ts';
import { type BenchDatabase, prepareDatabase } from './catalogue/database.ts';
import { fillCatalogue } from './catalogue/fill.ts';
import { runAutocannon } from './catalogue/load.ts';
import { type OrderPlan, placeOrders } from './catalogue/orders.ts';
import { repoRoot, type ServerProcess, startServer } from './catalogue/processes.ts';
import { writeResults } from './catalogue/report.ts';
import { pick } from './catalogue/words.ts';
import { CpuMeter } from './mail/cpu.ts';
import {
  type DbReport,
  type LatencyResult,
  markdown,
  type OutageResult,
  type Percentiles,
  type RoundResult,
  type StorefrontResult,
  verdicts,
} from './mail/report.ts';
import { type Arrival, type Sink, startSink } from './mail/sink.ts';
import { queueTimings, timingsText } from './mail/timings.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', multiple: true },
    products: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '20' },
    'order-seconds': { type: 'string', default: '30' },
    'order-rates': { type: 'string', default: '50,0' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    messages: { type: 'string', default: '10000' },
    'outage-seconds': { type: 'string', default: '600' },
    targets: { type: 'string', default: '1,2,3' },
    'log-level': { type: 'string', default: 'warn' },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'busy-seconds': { type: 'string' },
    queue: { type: 'string', default: 'jobs' },
    'wait-minutes': { type: 'string', default: '60' },
    server: { type: 'string' },
  },
});
const number = (name: keyof typeof args) => {
  const value = Number(String(args[name]).replaceAll('_', ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number (got ${args[name]})`);
  return value;
};
const PRODUCTS = number('products');
const CLIENTS = number('clients');
const ORDER_SECONDS = number('order-seconds');
/** Target 1 once per rate: orders a second offered in all, 0 for as fast as the clients go. */
const ORDER_RATES = args['order-rates'].split(',').map((rate) => {
  const value = Number(rate);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--order-rates must be numbers (got ${rate})`);
  return value;
});
const CONNECTIONS = number('connections');
const SECONDS = number('seconds');
const WARMUP = number('warmup');
const ROUNDS = Math.max(2, number('rounds'));
const MESSAGES = number('messages');
const OUTAGE_SECONDS = number('outage-seconds');
const TARGETS = new Set(args.targets.split(',').map(Number));
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases = (args.db ?? ['pglite', 'postgres']).map((db) => (db === 'postgres' ? POSTGRES : db));
for (const db of databases) {
  if (db !== 'pglite' && !/^postgres(ql)?:\/\//.test(db)) throw new Error(`--db must be pglite, postgres or a URL`);
}
/** A busy round's load stops when its messages have all arrived, or after this long (the rest are then dropped). */
const BUSY_SECONDS = args['busy-seconds'] === undefined ? SECONDS : number('busy-seconds');
/**
 * How a busy round's messages reach the queue. jobs: one job each, inserted with them (what the product's dispatch
 * does after a commit), due at the round's start, the sweep at its default. sweep: none, and OUTBOX_SWEEP_SECONDS=1,
 * so the sweep queues them (up to 1,000 a tick, re-offering those already queued).
 */
const QUEUE_BY = args.queue as 'jobs' | 'sweep';
if (QUEUE_BY !== 'jobs' && QUEUE_BY !== 'sweep') throw new Error('--queue must be jobs or sweep');
/** How long to wait for the messages of targets 1 and 3 to arrive, at most. */
const WAIT_MS = number('wait-minutes') * 60_000;
/** Seconds a busy round's messages come due after they were written: the server's start and the warm-up. */
const DUE_AFTER_SECONDS = WARMUP + 5;
/** The confirmation's subject (templates.ts): `Your AstroDen order ORD-… is confirmed`. */
const CONFIRMED = /order (\S+) is confirmed$/;
/** The Message-ID the outbox gives each message: `<outbox row id@PUBLIC_URL's host>`. */
const OUTBOX_ID = /^<([^@>]+)@/;

// `npm run build` when the sources changed since the last build (what `npm start` does), unless told not to.
if (!args['no-build'] && !args.server)
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
const serverJs = args.server ? path.resolve(args.server) : path.join(repoRoot, 'apps/api/dist/server.js');
const fingerprintFile = path.join(repoRoot, 'apps/api/dist/.build-fingerprint');
const buildFingerprint = async () =>
  existsSync(fingerprintFile) ? (await readFile(fingerprintFile, 'utf8')).trim() : '';
const builtAs = await buildFingerprint();

const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** A load that can also be stopped before its time (autocannon's instance is a promise of its result). */
type Load = Promise<Result> & { stop(): void };

/**
 * The storefront's reads as shoppers mix them: listings (pages, categories and sorts), search, product JSON and
 * server-rendered product pages, drawn from the catalogue bench's cold cases; cycled, one URL per request.
 */
const MIX = 'listings 30%, search 20%, product JSON 35%, product pages 15%';
function storefrontPaths(ids: string[]): string[] {
  const cases = coldCases(ids.slice(0, 1000)).filter((c) => c.name !== 'listing page 500');
  const of = (group: string) => cases.filter((c) => c.group === group).flatMap((c) => c.paths);
  const parts: [number, string[]][] = [
    [0.3, of('listing')],
    [0.2, of('search')],
    [0.35, ids.slice(0, 1000).map((id) => `/api/products/${id}`)],
    [0.15, ids.slice(0, 200).map((id) => `/product/${id}`)],
  ];
  const rand = seededRandom(0x5707e);
  return Array.from({ length: 5000 }, () => {
    let r = rand();
    for (const [share, paths] of parts) {
      if (r < share) return pick(rand, paths);
      r -= share;
    }
    return pick(rand, parts[0]![1]);
  });
}

function readLoad(base: string, paths: string[], duration: number): Load {
  let next = 0;
  const requests: Request[] = [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
  ];
  return runAutocannon(base, requests, CONNECTIONS, duration) as Load;
}

/** Counts arrivals from a point on, by a key (an order number, an outbox id), noting when each key first came. */
class Tally {
  readonly first = new Map<string, number>();
  readonly counts = new Map<string, number>();
  private seen: number;
  constructor(
    private readonly sink: Sink,
    private readonly key: (a: Arrival) => string | undefined,
  ) {
    this.seen = sink.arrivals.length;
  }
  update(): this {
    for (; this.seen < this.sink.arrivals.length; this.seen++) {
      const arrival = this.sink.arrivals[this.seen]!;
      const key = this.key(arrival);
      if (key === undefined) continue;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      if (!this.first.has(key)) this.first.set(key, arrival.at);
    }
    return this;
  }
  get distinct(): number {
    return this.update().first.size;
  }
  /** How many of `keys` have come (recounted only when something new came). */
  countOf(keys: { has(key: string): boolean }): number {
    if (this.distinct !== this.counted) {
      this.counted = this.first.size;
      this.ofKeys = 0;
      for (const key of this.first.keys()) if (keys.has(key)) this.ofKeys++;
    }
    return this.ofKeys;
  }
  private counted = -1;
  private ofKeys = 0;
}

async function runOn(target: string): Promise<DbReport> {
  const database: BenchDatabase = await prepareDatabase(target, args.keep);
  const logFile = `${database.dataDir}.log`;
  console.log(`\n== ${database.description}; logs in ${logFile}`);
  const dbName = database.serverEnv.DATABASE_URL
    ? new URL(database.serverEnv.DATABASE_URL).pathname.slice(1)
    : undefined;
  const sink = await startSink(logFile);
  let server: ServerProcess | undefined;
  const cpu = new CpuMeter(() => ({ server: server?.pid ?? 0, smtp: sink.pid }), dbName);
  const admin = { email: 'admin@astroden.example', password: randomBytes(12).toString('base64url') };
  const jwtSecret = randomBytes(32).toString('hex');
  const startApp = async (extra: Record<string, string> = {}) => {
    server = await startServer(
      'app',
      [serverJs],
      {
        ...database.serverEnv,
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: args['log-level'],
        TRUST_PROXY: '1',
        JWT_SECRET: jwtSecret,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SMTP_URL: sink.url,
        ...extra,
      },
      logFile,
      '/api/health',
    );
    return server;
  };
  /** Waits until `done` holds (checked on each arrival at the SMTP server); throws if the app server has died. */
  const waitFor = async (done: () => boolean, timeoutMs: number) => {
    const ok = await sink.until(() => done() || Boolean(server?.ended()), timeoutMs);
    alive();
    return ok;
  };
  const alive = () => {
    const ended = server?.ended();
    if (ended) throw new Error(`the app server ended (${ended}) during a measurement; its log: ${logFile}`);
  };
  const stopApp = async () => {
    await server?.stop();
    server = undefined;
  };
  /** The queue's timings of some messages (with the server stopped: PGlite has one user at a time). */
  const timingsOf = async (which: SQL) => {
    // A diagnostic over every job of the run: more time than the app's statement time-out.
    const handle = await database.open({ limits: { ...DEFAULT_DB_LIMITS, statementTimeoutMs: 600_000 } });
    try {
      const timings = await queueTimings(handle, which);
      console.log(`  ${timingsText(timings)}`);
      return timings;
    } finally {
      await handle.close();
    }
  };
  /** Order numbers given to placed orders, so that each run's e-mails and client addresses are new. */
  let nextOrder = 0;

  const report: DbReport = {
    kind: database.kind,
    date: new Date().toISOString(),
    database: database.description,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node.js ${process.version}`,
    command: `npm run bench:mail -- ${process.argv.slice(2).join(' ')}`
      .replace(/\/\/([^:/@]+):[^@/]*@/g, '//$1@')
      .trim(),
    products: PRODUCTS,
    fillSeconds: 0,
    duplicateMessageIds: 0,
    arrivalsTotal: 0,
  };

  try {
    // First start: migrations (the shop's and pg-boss's), settings, the first admin; then the catalogue.
    await startApp();
    await stopApp();
    const handle = await database.open();
    const catalogue = await fillCatalogue(handle, PRODUCTS);
    await handle.close();
    report.fillSeconds = seconds(catalogue.ms);
    console.log(`filled ${PRODUCTS} products in ${report.fillSeconds} s`);
    // Orders draw from every product, none made scarce: every order should be a 201.
    const plan: OrderPlan = { pool: catalogue.ids, scarce: [], stockBefore: 0, poolStockBefore: new Map() };

    /** Places orders (for `duration` s, or `amount` of them); answers order number → its 201's time, and uuids. */
    const place = async (duration: number, amount?: number, rate?: number) => {
      const created = new Map<string, number>();
      const ids: string[] = [];
      const run = await placeOrders(
        server!.url,
        plan,
        amount === undefined ? CLIENTS : Math.min(CLIENTS, amount),
        duration,
        {},
        {
          amount,
          rate,
          first: nextOrder,
          onCreated: (body) => {
            const { data } = JSON.parse(body) as { data: { _id: string; orderId: string } };
            created.set(data.orderId, Date.now());
            ids.push(data._id);
          },
        },
      );
      nextOrder += run.result.requests.sent + 1;
      return { created, ids, result: run.result, refused: run.result.non2xx };
    };

    async function orderLatency(rate: number): Promise<LatencyResult> {
      console.log(
        `\n1. order e-mail latency: ${CLIENTS} clients for ${ORDER_SECONDS} s, ${rate || 'unlimited'} orders/s`,
      );
      await startApp();
      // A warm-up (the JIT, the pools, the queue's first jobs), whose e-mails are waited for and left out.
      const warmTally = new Tally(sink, (a) => CONFIRMED.exec(a.subject)?.[1]);
      const warm = await place(0, 200);
      await waitFor(() => warmTally.countOf(warm.created) >= warm.created.size, WAIT_MS);
      await sleep(2000);

      const tally = new Tally(sink, (a) => CONFIRMED.exec(a.subject)?.[1]);
      cpu.reset();
      const run = await place(ORDER_SECONDS, undefined, rate || undefined);
      const during = cpu.cores();
      alive();
      // Orders still unanswered when the load stopped may be placed too, and mailed: only the answered ones count.
      const arrivedDuringLoad = tally.countOf(run.created);
      const all = await waitFor(() => tally.countOf(run.created) >= run.created.size, WAIT_MS);
      if (!all) console.log(`  not every confirmation arrived within ${WAIT_MS / 60_000} minutes`);
      await sleep(2000);
      await stopApp();
      const timings = await timingsOf(
        sql`o.order_id in (select unnest(string_to_array(${run.ids.join(',')}, ','))::uuid)`,
      );
      // One that never came counts as the slowest.
      const latencies = [...run.created].map(([order, at]) => (tally.update().first.get(order) ?? Infinity) - at);
      const arrived = latencies.filter(Number.isFinite).length;
      const result: LatencyResult = {
        clients: CLIENTS,
        offeredRate: rate,
        seconds: ORDER_SECONDS,
        ordersPlaced: run.created.size,
        ordersPerSec: Math.round(run.created.size / run.result.duration),
        ordersRefused: run.refused,
        orderErrors: run.result.errors,
        orderP99Ms: run.result.latency.p99,
        arrived,
        arrivedDuringLoad,
        mailsPerSecDuringLoad: Math.round(arrivedDuringLoad / run.result.duration),
        latencyMs: percentiles(latencies),
        within5s: latencies.filter((ms) => ms < 5000).length,
        waitedMinutes: all ? undefined : WAIT_MS / 60_000,
        cpu: during,
        timings,
      };
      console.log(result);
      return result;
    }

    async function storefront(ids: string[]): Promise<StorefrontResult> {
      const paths = storefrontPaths(ids);
      // ABBA: idle, busy, busy, idle, idle, busy … so that a machine slowing down or speeding up weighs on both.
      const kinds = Array.from({ length: ROUNDS }, (_, pair) =>
        pair % 2 === 0 ? (['idle', 'busy'] as const) : (['busy', 'idle'] as const),
      ).flat();
      console.log(`\n2. storefront while the queue sends ${MESSAGES}: rounds ${kinds.join(', ')}`);
      const rounds: RoundResult[] = [];
      // The last busy round goes on until all its messages have been sent: how long the whole lot takes.
      const lastBusy = kinds.lastIndexOf('busy');
      for (const [i, kind] of kinds.entries()) rounds.push(await storefrontRound(paths, i + 1, kind, i === lastBusy));
      const mean = (kind: string) => {
        const of = rounds.filter((r) => r.kind === kind);
        return Math.round(of.reduce((sum, r) => sum + r.reqPerSec, 0) / of.length);
      };
      const idle = mean('idle');
      const busy = mean('busy');
      return {
        connections: CONNECTIONS,
        messages: MESSAGES,
        mix: MIX,
        queueBy: QUEUE_BY,
        rounds,
        busySeconds: BUSY_SECONDS,
        idleReqPerSec: idle,
        busyReqPerSec: busy,
        ratio: Math.round((1000 * busy) / idle) / 1000,
      };
    }

    async function storefrontRound(
      paths: string[],
      round: number,
      kind: 'idle' | 'busy',
      drainAll: boolean,
    ): Promise<RoundResult> {
      const tag = `bench r${round} `;
      const busy = kind === 'busy';
      let due = 0;
      if (busy) {
        const handle = await database.open();
        due = Date.now() + DUE_AFTER_SECONDS * 1000;
        const ids = await insertMessages(handle, round, tag, new Date(due));
        if (QUEUE_BY === 'jobs') await queueJobs(handle, ids, new Date(due));
        await handle.close();
      }
      await startApp(QUEUE_BY === 'sweep' ? { OUTBOX_SWEEP_SECONDS: '1' } : {});
      const tally = new Tally(sink, (a) => (a.subject.includes(tag) ? a.messageId : undefined));
      const drained = () => tally.distinct >= MESSAGES;
      const warmStarted = Date.now();
      if (busy) {
        // Warm up until the first message arrives; the measurement starts then.
        const warm = readLoad(server!.url, paths, DUE_AFTER_SECONDS + 120);
        const started = await waitFor(() => tally.distinct > 0, DUE_AFTER_SECONDS * 1000 + 120_000).finally(() =>
          warm.stop(),
        );
        await warm;
        if (!started) throw new Error(`round ${round}: no message arrived within 2 minutes of their due time`);
      } else {
        await readLoad(server!.url, paths, WARMUP);
      }
      const warmupSeconds = seconds(Date.now() - warmStarted);
      cpu.reset();
      // Idle: --seconds. Busy: until the last message has arrived, --busy-seconds at most.
      const load = readLoad(server!.url, paths, busy ? BUSY_SECONDS : SECONDS);
      if (busy) await waitFor(drained, BUSY_SECONDS * 1000).finally(() => load.stop());
      const result = await load;
      const cores = cpu.cores();
      alive();
      let drain: RoundResult['drain'];
      if (busy) {
        let rest: NonNullable<RoundResult['drain']>['rest'];
        if (drainAll && !drained()) {
          // The rest under the same load, to time the whole lot.
          const more = readLoad(server!.url, paths, WAIT_MS / 1000);
          await waitFor(drained, WAIT_MS).finally(() => more.stop());
          const r = await more;
          alive();
          rest = { seconds: Math.round(r.duration), reqPerSec: Math.round(r.requests.average), p99: r.latency.p99 };
        }
        const times = [...tally.update().first.values()];
        const last = Math.max(...times);
        drain = {
          messages: MESSAGES,
          arrived: times.length,
          fromDueSeconds: seconds(last - due),
          firstToLastSeconds: seconds(last - Math.min(...times)),
          perSec: Math.round((times.length * 1000) / Math.max(1, last - due)),
          rest,
        };
      }
      await stopApp();
      if (busy) {
        drain!.timings = await timingsOf(sql`o.idempotency_key like ${`bench-contact-ack:${round}:%`}`);
      }
      if (busy && !drained()) {
        // Not all sent within --busy-seconds: the rest (and their queued jobs) go, so that the next round is idle.
        const handle = await database.open();
        await handle.db
          .delete(emailOutbox)
          .where(
            and(
              like(emailOutbox.idempotencyKey, `bench-contact-ack:${round}:%`),
              inArray(emailOutbox.status, ['pending', 'sending']),
            ),
          );
        await handle.db.execute(
          sql`delete from pgboss.job where name = ${EMAIL_QUEUE} and state in ('created', 'retry')`,
        );
        await handle.close();
      }
      const row: RoundResult = {
        round,
        kind,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        seconds: Math.round(result.duration),
        warmupSeconds,
        cpu: cores,
        drain,
      };
      console.log(`  round ${round} ${kind}: ${row.reqPerSec} req/s, p99 ${row.p99} ms`, drain ?? '', cores);
      return row;
    }

    async function outage(): Promise<OutageResult> {
      console.log(`\n3. SMTP down for ${OUTAGE_SECONDS} s while ${MESSAGES} orders are placed`);
      await startApp();
      const login = await fetch(`${server!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const { token } = (await login.json()) as { token: string };
      const tally = new Tally(sink, (a) => OUTBOX_ID.exec(a.messageId)?.[1]);
      const downAt = Date.now();
      await sink.stop();
      cpu.reset();
      const orderIds: string[] = [];
      for (let tries = 0; orderIds.length < MESSAGES && tries < 5; tries++) {
        const run = await place(0, MESSAGES - orderIds.length);
        orderIds.push(...run.ids);
      }
      const placingSeconds = seconds(Date.now() - downAt);
      const timeline: OutageResult['timeline'] = [];
      const look = async () => {
        const res = await fetch(`${server!.url}/api/dashboard/queue`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { data } = (await res.json()) as {
          data: { queues: { name: string; waiting: number }[]; emails: { pending: number; failed: number } };
        };
        const point = {
          at: seconds(Date.now() - downAt),
          pending: data.emails.pending,
          failed: data.emails.failed,
          waiting: data.queues.find((q) => q.name === 'email-send')?.waiting ?? 0,
          arrived: tally.distinct,
        };
        timeline.push(point);
        console.log('  ', point);
        return point;
      };
      const upAt = downAt + OUTAGE_SECONDS * 1000;
      const every = Math.max(10, Math.round(OUTAGE_SECONDS / 6)) * 1000;
      for (let at = Date.now(); at < upAt; at = Math.min(at + every, upAt)) {
        await sleepUntil(at);
        await look();
      }
      await sleepUntil(upAt);
      const cpuWhileDown = cpu.cores();
      await look();
      await sink.start();
      // Backoff runs up to 10 minutes between tries: the last ones may come that long after SMTP is back.
      const deadline = Date.now() + WAIT_MS;
      let next = Date.now() + 30_000;
      while (Date.now() < deadline && tally.distinct < orderIds.length) {
        await waitFor(() => tally.distinct >= orderIds.length || Date.now() > next, deadline - Date.now());
        if (Date.now() > next) {
          await look();
          next = Date.now() + 30_000;
        }
      }
      // A while more, for any message that would come twice.
      await sleep(10_000);
      await look();
      await stopApp();

      const check = await database.open();
      const rows = orderIds.length
        ? await check.db
            .select({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts })
            .from(emailOutbox)
            .where(inArray(emailOutbox.orderId, orderIds))
        : [];
      await check.close();
      const timings = await timingsOf(
        sql`o.order_id in (select unnest(string_to_array(${orderIds.join(',')}, ','))::uuid)`,
      );
      tally.update();
      const ours = new Set(rows.map((r) => r.id));
      const statuses: Record<string, number> = {};
      for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      const times = rows.flatMap((r) => tally.first.get(r.id) ?? []);
      const result: OutageResult = {
        outageSeconds: OUTAGE_SECONDS,
        ordersPlaced: orderIds.length,
        placingSeconds,
        rows: rows.length,
        statuses,
        arrivedDistinct: times.length,
        missing: rows.filter((r) => !tally.counts.has(r.id)).length,
        duplicates: rows.filter((r) => (tally.counts.get(r.id) ?? 0) > 1).length,
        strangers: [...tally.counts.keys()].filter((id) => !ours.has(id)).length,
        firstAfterUpSeconds: times.length ? seconds(Math.min(...times) - upAt) : Number.NaN,
        lastAfterUpSeconds: times.length ? seconds(Math.max(...times) - upAt) : Number.NaN,
        attempts: {
          mean: Math.round((10 * rows.reduce((sum, r) => sum + r.attempts, 0)) / Math.max(1, rows.length)) / 10,
          max: Math.max(0, ...rows.map((r) => r.attempts)),
        },
        cpuWhileDown,
        timeline,
        timings,
      };
      console.log({ ...result, timeline: undefined });
      return result;
    }

    if (TARGETS.has(1)) {
      report.latency = [];
      for (const rate of ORDER_RATES) report.latency.push(await orderLatency(rate));
    }
    if (TARGETS.has(2)) report.storefront = await storefront(catalogue.ids);
    if (TARGETS.has(3)) report.outage = await outage();
  } finally {
    await stopApp();
    await sink.close();
    await database.dispose();
  }
  const perId = new Map<string, number>();
  for (const a of sink.arrivals) perId.set(a.messageId, (perId.get(a.messageId) ?? 0) + 1);
  report.arrivalsTotal = sink.arrivals.length;
  report.duplicateMessageIds = [...perId.values()].filter((n) => n > 1).length;
  return report;
}

/** A busy round's messages: contact acknowledgements as the contact form writes them, due at `due`; their ids. */
async function insertMessages(handle: DbHandle, round: number, tag: string, due: Date): Promise<string[]> {
  const ids: string[] = [];
  const BATCH = 1000;
  for (let from = 0; from < MESSAGES; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, MESSAGES - from) }, (_, k) => {
      const n = from + k;
      const email = `reader.${round}.${n}@mail.example`;
      return {
        idempotencyKey: `bench-contact-ack:${round}:${n}`,
        kind: 'contact_ack',
        recipient: email,
        nextAttemptAt: due,
        payload: {
          fullName: `Reader ${n}`,
          subject: `${tag}#${n}`,
          message: `Hello! Message ${n} of round ${round}: does the Nebula hoodie come in XL, and can it ship to Pune?`,
          email,
          phoneNo: `+91 98${String(10_000_000 + n).slice(-8)}`,
        },
      };
    });
    const written = await handle.db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    ids.push(...written.map((r) => r.id));
  }
  return ids;
}

/** One job per message, as the product queues them after the commit (lib/outbox.ts), to start at `due`. */
async function queueJobs(handle: DbHandle, ids: string[], due: Date) {
  const boss = new PgBoss({
    ...(handle.kind === 'pglite'
      ? { db: fromPglite(handle.pglite!), backend: 'pglite' as const }
      : { connectionString: handle.url!, max: 2 }),
    supervise: false,
    schedule: false,
    migrate: false,
    registerInstance: false,
    persistWarnings: false,
    openTelemetry: { enabled: false },
  });
  await boss.start();
  for (let from = 0; from < ids.length; from += 1000) {
    const jobs = ids.slice(from, from + 1000).map((id) => ({ data: { id }, singletonKey: id, startAfter: due }));
    await boss.insert(EMAIL_QUEUE, jobs);
  }
  await boss.stop({ graceful: false });
}

/**
 * Writes this database's section into bench/results/mail.{md,json}, keeping the other database's, and the targets this
 * run left out, from an earlier run.
 */
async function save(report: DbReport) {
  const jsonFile = path.join(repoRoot, 'bench/results/mail.json');
  const earlier: DbReport[] = existsSync(jsonFile)
    ? ((JSON.parse(await readFile(jsonFile, 'utf8')) as { runs?: DbReport[] }).runs ?? [])
    : [];
  // A run of some targets keeps the others' results from the last run on the same database.
  const before = earlier.find((r) => r.kind === report.kind);
  const merged: DbReport = {
    ...report,
    latency: report.latency ?? before?.latency,
    storefront: report.storefront ?? before?.storefront,
    outage: report.outage ?? before?.outage,
  };
  const runs = [...earlier.filter((r) => r.kind !== report.kind), merged].sort((a, b) => a.kind.localeCompare(b.kind));
  const text = markdown(runs);
  await writeResults('mail', text, { runs, verdicts: runs.map((r) => ({ kind: r.kind, targets: verdicts(r) })) });
  console.log(`\n${text}`);
}

try {
  for (const db of databases) await save(await runOn(db));
  if ((await buildFingerprint()) !== builtAs) console.warn('warning: apps/api/dist was rebuilt during the run');
  process.exit(0);
} catch (err) {
  console.error(err);
  // An autocannon run cut short may still hold the event loop.
  process.exit(1);
}
