// Resident memory of the built server, embedded PGlite beside PostgreSQL, in one run: idle after a first
// start on a fresh data directory, idle after a restart, the peak under load (with its throughput) and
// idle again after it. PGlite runs twice, with its old 160 MB shared buffers and with today's default,
// so the throughput of the two can be compared in the same run. RSS is read from /proc/<pid>/status.
//
//   npm run bench:memory                       PGlite only
//   npm run bench:memory -- --postgres postgres://postgres@127.0.0.1:5432/postgres
//   options: --seconds 20 (load per configuration), --connections 50
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './catalogue/database.ts';
import { runAutocannon, waitIdle } from './catalogue/load.ts';
import { npmStart, type ServerProcess, startServer } from './catalogue/processes.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // Other Node flags to try on PGlite beside `npm start`'s, e.g. --try="--optimize-for-size" --try="".
    try: { type: 'string', multiple: true, default: [] },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

interface Config {
  name: string;
  target: 'pglite' | string;
  env: Record<string, string>;
  nodeArgs: string[];
}

/** This run's arguments as they would be typed, the PostgreSQL URL left out (it may carry a password). */
const commandLine = () => {
  const words = [
    ...(args.try ?? []).map((flags) => `--try="${flags}"`),
    ...(args.postgres ? ['--postgres <url>'] : []),
    ...(args.seconds !== '20' ? [`--seconds ${args.seconds}`] : []),
    ...(args.connections !== '50' ? [`--connections ${args.connections}`] : []),
  ];
  return words.length ? ` -- ${words.join(' ')}` : '';
};
const BASE_ENV = { LOG_LEVEL: 'warn', NODE_ENV: 'production' };
const configs: Config[] = [
  {
    name: 'PGlite as before: 160 MB shared buffers, no flags',
    target: 'pglite',
    env: { PGLITE_SHARED_BUFFERS_MB: '160' },
    nodeArgs: [],
  },
  { name: 'PGlite, default buffers, no flags', target: 'pglite', env: {}, nodeArgs: [] },
  { name: 'PGlite as `npm start` runs it', target: 'pglite', env: npmStart.env, nodeArgs: npmStart.nodeArgs },
  ...(args.try ?? []).map((flags) => ({
    name: `PGlite, ${Object.keys(npmStart.env).join(' ')} and node ${flags || '(no flags)'}`,
    target: 'pglite',
    env: npmStart.env,
    nodeArgs: flags.split(' ').filter(Boolean),
  })),
  ...(args.postgres
    ? [
        {
          name: 'PostgreSQL as `npm start` runs it',
          target: args.postgres,
          env: npmStart.env,
          nodeArgs: npmStart.nodeArgs,
        },
      ]
    : []),
];

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
};

/** A visitor's first look around, then quiet: what an idle shop has loaded. */
async function settle(server: ServerProcess): Promise<number> {
  for (const path of ['/', '/marketplace', '/api/products?limit=12', '/space-pods']) {
    await (await fetch(server.url + path)).arrayBuffer();
  }
  await sleep(3000);
  return rssMb(server.pid);
}

async function start(config: Config, serverEnv: Record<string, string | undefined>, log: string) {
  return startServer(
    config.name,
    [...config.nodeArgs, 'apps/api/dist/server.js'],
    { ...BASE_ENV, ...serverEnv, ...config.env },
    log,
    '/api/health',
  );
}

interface Row {
  name: string;
  firstStartMb: number;
  restartMb: number;
  peakUnderLoadMb: number;
  afterLoadMb: number;
  reqPerSec: number;
  p99: number;
  non2xx: number;
}

const rows: Row[] = [];
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
for (const config of configs) {
  const database = await prepareDatabase(config.target, false);
  const log = `${database.dataDir}.log`;
  try {
    let server = await start(config, database.serverEnv, log);
    const firstStartMb = await settle(server);
    await server.stop();
    server = await start(config, database.serverEnv, log);
    const restartMb = await settle(server);

    const products = (await (await fetch(`${server.url}/api/products?limit=50`)).json()) as {
      data: { _id: string; category: string }[];
    };
    const paths = [
      '/api/products?limit=12',
      '/api/products?limit=12&sort=price&page=2',
      `/api/products?limit=12&category=${encodeURIComponent(products.data[0]!.category)}`,
      '/api/products?limit=12&search=neb',
      '/api/products/categories/all',
      '/api/pods?limit=6',
      '/marketplace',
      ...products.data.slice(0, 20).map((p) => `/api/products/${p._id}`),
      ...products.data.slice(0, 5).map((p) => `/product/${p._id}`),
    ];
    let next = 0;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 200);
    const result = await runAutocannon(
      server.url,
      [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      CONNECTIONS,
      SECONDS,
    );
    clearInterval(sampler);
    await waitIdle(server.url);
    await sleep(3000);
    rows.push({
      name: config.name,
      firstStartMb,
      restartMb,
      peakUnderLoadMb: Math.max(peak, rssMb(server.pid)),
      afterLoadMb: rssMb(server.pid),
      reqPerSec: Math.round(result.requests.average),
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    });
    console.log(rows.at(-1));
    await server.stop();
  } finally {
    await database.dispose();
  }
}

const table = [
  '| configuration | idle, first start | idle, restart | peak under load | idle after load | req/s under load | p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.firstStartMb} MB | ${r.restartMb} MB | ${r.peakUnderLoadMb} MB | ${r.afterLoadMb} MB | ${r.reqPerSec} | ${r.p99} | ${r.non2xx} |`,
  ),
].join('\n');
const report = `# Memory (RSS) of the built server

${new Date().toISOString()}, Node ${process.version}, ${CONNECTIONS} connections for ${SECONDS} s of mixed storefront reads
(listings, search, categories, pods, products, server-rendered pages). \`npm start\` runs the server with
${Object.entries(npmStart.env)
  .map(([k, v]) => `\`${k}=${v}\``)
  .join(' ')} and \`${['node', ...npmStart.nodeArgs].join(' ')}\`.
Command: \`npm run bench:memory${commandLine()}\`.

${table}
`;
await writeFile(new URL('./results/memory.md', import.meta.url), report);
await writeFile(new URL('./results/memory.json', import.meta.url), JSON.stringify({ date: new Date(), rows }, null, 2));
console.log(report);
