// A rolling restart under load (issue 22): two instances of the built product on one PostgreSQL database and one
// Redis, behind nginx (round robin, keep-alive to the upstreams, as a shop would run them), while clients browse
// and place orders; each instance in turn gets SIGTERM, exits, starts again and turns ready. Counts every request
// that failed (a network error or a 5xx), and checks that every order answered 201 is in the database.
//   npm run bench:rolling -- [--clients 40] [--drain 3000]
// Needs the product built (npm run build), nginx (Debian: apt-get install nginx-light), PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a throw-away database is made there) and
// Redis (REDIS_URL, default redis://127.0.0.1:6379). Results: bench/results/rolling-restart.md. Node's fetch keeps
// its connections to nginx alive, as browsers do.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { exited, freePort } from './catalogue/processes.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const CLIENTS = Number(option('clients', '40'));
const DRAIN_MS = option('drain', '3000');
const root = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginxBin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');

async function waitReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`an instance exited with ${child.exitCode}`);
    const status = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} never turned ready`);
}

const scratch = await mkdtemp(path.join(tmpdir(), 'astroden-rolling-'));
const dbName = `astroden_rolling_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redisUrl,
  DATA_DIR: path.join(scratch, 'data'),
  JWT_SECRET: `${randomUUID()}${randomUUID()}`,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  SHUTDOWN_DRAIN_MS: DRAIN_MS,
  PAGE_RENDERS_PER_MINUTE: '1000000000',
};
const ports = [await freePort(), await freePort()];
const log = openSync(path.join(scratch, 'servers.log'), 'a');
const startInstance = async (port: number) => {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  await waitReady(`http://127.0.0.1:${port}`, child);
  return child;
};
// The first seeds the demo; the second starts on the seeded database.
const instances = [await startInstance(ports[0]!), await startInstance(ports[1]!)];

const nginxPort = await freePort();
await writeFile(
  path.join(scratch, 'nginx.conf'),
  `worker_processes 1;
pid ${scratch}/nginx.pid;
error_log ${scratch}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${scratch}/body; proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi; uwsgi_temp_path ${scratch}/uwsgi; scgi_temp_path ${scratch}/scgi;
  upstream shop {
    server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=2s;
    server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=2s;
    keepalive 32;
    # Below SHUTDOWN_DRAIN_MS: nginx closes its idle connections to a draining instance before the instance closes.
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header X-Forwarded-For $http_x_forwarded_for;
    location / {
      proxy_pass http://shop;
    }
    # An order carries an Idempotency-Key: one that never reached an instance may go to the other (README).
    location = /api/orders {
      proxy_pass http://shop;
      proxy_next_upstream error timeout non_idempotent;
    }
  }
}
`,
);
const nginx = spawn(nginxBin, ['-p', scratch, '-c', path.join(scratch, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const front = `http://127.0.0.1:${nginxPort}`;
for (
  let i = 0;
  (await fetch(`${front}/api/health`).then(
    (r) => r.status,
    () => 0,
  )) !== 200;
  i++
) {
  if (i > 100) throw new Error('nginx did not start');
  await sleep(100);
}

const products = (await (await fetch(`${front}/api/products?limit=50`)).json()) as {
  data: { _id: string; stock: number }[];
};
const inStock = products.data.filter((p) => p.stock > 20).map((p) => p._id);
const counts = { reads: 0, pages: 0, orders: 0, refused: 0 };
const failures: string[] = [];
const refusals = new Map<string, number>();
const acknowledged: string[] = [];
let running = true;
const client = async (n: number) => {
  for (let i = 0; running; i++) {
    const kind = i % 10 === 9 ? 'order' : i % 10 === 4 ? 'page' : 'read';
    // Each order from an address of its own (many visitors), past the per-address order limit.
    const address = `10.${n}.${(i >> 8) & 255}.${i & 255}`;
    try {
      if (kind === 'order') {
        const productId = inStock[(n + i) % inStock.length]!;
        const res = await fetch(`${front}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            email: `rolling-${n}-${i}@bench.example`,
            firstName: 'Roll',
            lastName: 'Ing',
            address: `${n} Restart Lane ${i}`,
            city: 'Pune',
            country: 'India',
            postalCode: '411001',
            items: [{ productId, quantity: 1 }],
          }),
        });
        const text = await res.text();
        const body = (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as {
          data?: { _id: string };
          message?: string;
        };
        if (res.status === 201) {
          counts.orders++;
          acknowledged.push(body.data!._id);
        } else if (res.status >= 500) failures.push(`order ${res.status}`);
        else {
          counts.refused++;
          const reason = `${res.status} ${body.message}`;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      } else {
        const url = kind === 'page' ? `/marketplace?page=${1 + (i % 4)}` : `/api/products?page=${1 + (i % 5)}`;
        const res = await fetch(`${front}${url}`, { headers: { 'x-forwarded-for': address } });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${kind} ${res.status}`);
        else if (kind === 'page') counts.pages++;
        else counts.reads++;
      }
    } catch (err) {
      failures.push(`${kind} ${(err as Error).cause ?? (err as Error).message}`);
    }
  }
};
const started = Date.now();
const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
await sleep(3000);
const restarts: string[] = [];
for (const index of [0, 1]) {
  const at = Date.now();
  instances[index]!.kill('SIGTERM');
  const code = await exited(instances[index]!);
  instances[index] = await startInstance(ports[index]!);
  restarts.push(`instance ${index + 1}: exited ${code} after SIGTERM, ready again ${Date.now() - at} ms later`);
  await sleep(3000);
}
running = false;
await load;
const seconds = (Date.now() - started) / 1000;

const db = new pg.Client({ connectionString: dbUrl.toString() });
await db.connect();
const found = await db.query('select count(*)::int as n from orders where id = any($1::uuid[])', [acknowledged]);
await db.end();
const missing = acknowledged.length - (found.rows[0].n as number);

nginx.kill('SIGQUIT');
for (const child of instances) child.kill('SIGINT');
await Promise.all([exited(nginx), ...instances.map(exited)]);
closeSync(log);
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.end();
const nginxErrors = (await readFile(path.join(scratch, 'nginx-error.log'), 'utf8').catch(() => ''))
  .split('\n')
  .filter((line) => line.includes('upstream'))
  .map((line) => line.replace(/^.*?\[error\] \d+#\d+: \*\d+ /, '').replace(/, client: .*$/, ''));
await rm(scratch, { recursive: true, force: true });

const total = counts.reads + counts.pages + counts.orders + counts.refused + failures.length;
const byKind = new Map<string, number>();
for (const f of failures) byKind.set(f, (byKind.get(f) ?? 0) + 1);
const report = `**Rolling restart behind nginx — ${new Date().toISOString()}**

Node.js ${process.version}; two instances of the built product on PostgreSQL and Redis, nginx round robin with
keep-alive upstreams; ${CLIENTS} clients for ${seconds.toFixed(1)} s (reads of the catalogue, marketplace pages, orders);
SHUTDOWN_DRAIN_MS=${DRAIN_MS}. \`npm run bench:rolling\`

${restarts.map((r) => `- ${r}`).join('\n')}

| requests | reads | pages | orders 201 | orders refused (4xx) | failed (5xx or network) | acknowledged orders missing |
|--:|--:|--:|--:|--:|--:|--:|
| ${total} | ${counts.reads} | ${counts.pages} | ${counts.orders} | ${counts.refused} | ${failures.length} | ${missing} |
${refusals.size ? `\nRefused orders: ${[...refusals].map(([k, n]) => `${k} x${n}`).join(', ')}\n` : ''}${byKind.size ? `\nFailures: ${[...byKind].map(([k, n]) => `${k} x${n}`).join(', ')}\n` : ''}`;
console.log(report);
if (nginxErrors.length) console.log(`nginx said:\n${nginxErrors.join('\n')}`);
await writeFile(path.join(root, 'bench/results/rolling-restart.md'), report);
process.exit(failures.length || missing ? 1 : 0);
