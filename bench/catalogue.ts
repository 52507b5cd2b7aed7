// The catalogue benchmark (issue 9): fills a throw-away PostgreSQL database (or an embedded PGlite) with
// N generated products, then loads the built app server and a bare Fastify, each in its own process,
// from this one with autocannon over loopback: the public reads hot and cold, then order placement, then
// checks that stock stayed exact. Writes bench/results/catalogue-<db>-<n>.{md,json}. Not a test.
// `--traffic real` (issue 26): a fresh random URL every request, of each kind and in a mix, on the normal
// server and with PUBLIC_CACHE=off, beside the same bare Fastify; writes catalogue-<db>-<n>-real.{md,json}.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DB_LIMITS } from '../apps/api/src/config.ts';
import { bareCase, coldCases, hotCases } from './catalogue/cases.ts';
import { prepareDatabase } from './catalogue/database.ts';
import { addPods, fillCatalogue, fillCatalogueBulk, sampleProductIds } from './catalogue/fill.ts';
import { type LoadSettings, type Measurement, measure, toMeasurement } from './catalogue/load.ts';
import { parseOptions } from './catalogue/options.ts';
import { checkStock, placeOrders, prepareOrders, type StockCheck } from './catalogue/orders.ts';
import { npmStart, repoRoot, type ServerProcess, startServer, waitStartupWork } from './catalogue/processes.ts';
import { markdown, type RunInfo, verdicts, writeResults } from './catalogue/report.ts';
import { measureTraffic, type TrafficMeasurement, trafficCases, warmServer } from './catalogue/traffic.ts';
import { trafficMarkdown, trafficVerdicts } from './catalogue/traffic-report.ts';

const options = parseOptions(process.argv.slice(2), process.env);
const serverJs = options.server ? path.resolve(options.server) : path.join(repoRoot, 'apps/api/dist/server.js');
if (options.build) execFileSync('npm', ['run', 'build', '-w', '@astroden/api'], { cwd: repoRoot, stdio: 'inherit' });

const database = await prepareDatabase(options.db, options.keep);
const logFile = path.join(database.dataDir, 'servers.log');
console.log(`catalogue bench: ${database.description}; server logs in ${logFile}`);
const running = new Set<ServerProcess>();

async function start(name: string, args: string[], env: Record<string, string | undefined>, ready: string) {
  const server = await startServer(name, args, env, logFile, ready);
  running.add(server);
  return server;
}
async function stop(server: ServerProcess) {
  await server.stop();
  running.delete(server);
}

const admin = { email: 'admin@astroden.example', password: randomBytes(12).toString('base64url') };
const jwtSecret = randomBytes(32).toString('hex');
/** The app as `npm start` runs it, less the demo data, behind "one proxy" so X-Forwarded-For names the client. */
const appEnv = (extra: Record<string, string> = {}) => ({
  ...npmStart.env,
  ...database.serverEnv,
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: options.logLevel,
  TRUST_PROXY: '1',
  JWT_SECRET: jwtSecret,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ...extra,
});
const startApp = (name: string, extra?: Record<string, string>) =>
  start(name, [...npmStart.nodeArgs, serverJs], appEnv(extra), '/api/health');

const settings: LoadSettings = {
  connections: options.connections,
  seconds: options.seconds,
  warmupSeconds: options.warmupSeconds,
  headers: options.compress ? { 'accept-encoding': 'br, gzip' } : {},
};
const rows: Measurement[] = [];
const trafficRows: TrafficMeasurement[] = [];
/** Product ids the real-traffic URLs draw from, sampled from the filled catalogue. */
const SAMPLED_IDS = 50_000;
let stock: StockCheck | undefined;
let fillMs = 0;

/**
 * Real-traffic mode (--traffic real, issue 26): a bulk fill, then the bare Fastify, the normal server (hot)
 * and a PUBLIC_CACHE=off one (cold), each asked a fresh random URL every request; no orders.
 */
async function realTraffic(): Promise<void> {
  console.log(`filling ${options.products.toLocaleString('en-US')} products (bulk)…`);
  const handle = await database.open({ limits: { ...DEFAULT_DB_LIMITS, statementTimeoutMs: 3_600_000 } });
  let ids: string[];
  try {
    const step = Math.max(100_000, Math.ceil(options.products / 10 / 100_000) * 100_000);
    const filled = await fillCatalogueBulk(handle, options.products, (done) => {
      if (done % step === 0 || done === options.products) console.log(`  ${done.toLocaleString('en-US')}`);
    });
    fillMs = filled.ms;
    ids = await sampleProductIds(handle, SAMPLED_IDS, options.products);
  } finally {
    await handle.close();
  }
  console.log(`filled in ${(fillMs / 1000).toFixed(1)} s; ${ids.length.toLocaleString('en-US')} product ids sampled`);
  const plan = { products: options.products, ids };

  const bare = await start('bare Fastify', ['--import', 'tsx', 'bench/catalogue/bare-fastify.ts'], {}, '/');
  const bareRow = async (when: string) =>
    trafficRows.push({
      ...(await measure(bare.url, { ...bareCase, name: `${bareCase.name}, ${when}` }, settings)),
      kind: 'bare',
    });
  await bareRow('first');
  const warm = async (server: ServerProcess) => {
    await waitStartupWork(server);
    await warmServer(server.url, plan, settings, options.serverWarmupSeconds);
  };
  const hot = await startApp('app (caches on)');
  await warm(hot);
  for (const c of trafficCases(plan, 'hot')) trafficRows.push(await measureTraffic(hot.url, c, settings));
  await stop(hot);
  await bareRow('middle');
  const cold = await startApp('app (PUBLIC_CACHE=off)', { PUBLIC_CACHE: 'off' });
  await warm(cold);
  for (const c of trafficCases(plan, 'cold')) trafficRows.push(await measureTraffic(cold.url, c, settings));
  await stop(cold);
  await bareRow('last');
  await stop(bare);
}

try {
  // First start: migrations, default settings and pricing plans, the first admin, as on a new shop;
  // that admin adds the pods.
  const first = await startApp('app (first start)');
  await addPods(first.url, admin.email, admin.password);
  await stop(first);

  if (options.traffic === 'real') {
    await realTraffic();
  } else {
    console.log(`filling ${options.products.toLocaleString('en-US')} products…`);
    const handle = await database.open();
    const catalogue = await fillCatalogue(handle, options.products);
    const plan = await prepareOrders(handle, catalogue.ids);
    await handle.close();
    fillMs = catalogue.ms;
    console.log(`filled in ${(fillMs / 1000).toFixed(1)} s`);

    const bare = await start('bare Fastify', ['--import', 'tsx', 'bench/catalogue/bare-fastify.ts'], {}, '/');
    rows.push(await measure(bare.url, { ...bareCase, name: `${bareCase.name}, first` }, settings));

    const hot = await startApp('app (cache on)');
    if (!options.ordersOnly)
      for (const c of hotCases(catalogue.ids[0]!)) rows.push(await measure(hot.url, c, settings));
    const run = await placeOrders(hot.url, plan, options.connections, options.orderSeconds, settings.headers);
    const orders = toMeasurement(
      { name: `place order, 1-3 lines (${run.conflicts} sold-out 409s)`, group: 'orders', cache: '' },
      1,
      run.result,
    );
    orders.reqPerSec = Math.round(run.result['2xx'] / run.result.duration);
    console.log(`  orders: ${orders.reqPerSec} placed/s, p50 ${orders.p50} ms, p99 ${orders.p99} ms`);
    await stop(hot);
    rows.push(await measure(bare.url, { ...bareCase, name: `${bareCase.name}, middle` }, settings));

    if (!options.ordersOnly) {
      const cold = await startApp('app (PUBLIC_CACHE=off)', { PUBLIC_CACHE: 'off' });
      const step = Math.max(1, Math.floor(catalogue.ids.length / 2000));
      for (const c of coldCases(catalogue.ids.filter((_, i) => i % step === 0))) {
        rows.push(await measure(cold.url, c, settings));
      }
      await stop(cold);
    }
    rows.push(orders);

    rows.push(await measure(bare.url, { ...bareCase, name: `${bareCase.name}, last` }, settings));
    await stop(bare);

    const check = await database.open();
    stock = await checkStock(check, plan, run);
    await check.close();
  }
} finally {
  for (const server of running) await server.stop();
  await database.dispose();
}

// The median of three (first, between the hot and cold phases, last): one busy moment on a shared
// machine moves every ratio less than a mean would.
const bareRuns = [...rows, ...trafficRows].filter((m) => m.group === 'bare');
const bare = bareRuns.map((m) => m.reqPerSec).sort((a, b) => a - b)[Math.floor(bareRuns.length / 2)]!;
const info: RunInfo = {
  date: new Date().toISOString(),
  kind: database.kind,
  products: options.products,
  connections: options.connections,
  seconds: options.seconds,
  orderSeconds: options.orderSeconds,
  ...(options.traffic === 'real' ? { serverWarmupSeconds: options.serverWarmupSeconds } : {}),
  compress: options.compress,
  database: database.description,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node.js ${process.version}`,
  fillMs,
  // A password in a --db URL stays out of the results.
  command: `npm run bench:catalogue -- ${process.argv.slice(2).join(' ')}`
    .replace(/\/\/([^:/@]+):[^@/]*@/g, '//$1@')
    .trim(),
};
const real = options.traffic === 'real';
const text = real ? trafficMarkdown(info, trafficRows, bare) : markdown(info, rows, bare, stock);
const suffix = real ? '-real' : options.ordersOnly ? '-orders' : '';
const name = `catalogue-${database.kind}-${options.products}${suffix}`;
const file = await writeResults(
  name,
  text,
  real
    ? {
        ...info,
        traffic: 'real',
        bareReqPerSec: bare,
        rows: trafficRows,
        targets: trafficVerdicts(info, trafficRows, bare).summary,
      }
    : { ...info, bareReqPerSec: bare, rows, stock, targets: verdicts(info, rows, bare, stock).summary },
);
console.log(`\n${text}\nwritten to ${path.relative(repoRoot, file)} in ${Math.round(performance.now() / 1000)} s`);
