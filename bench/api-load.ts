// API throughput on the storefront's hottest reads, against the real app on an in-memory database with
// the demo catalogue (or on PostgreSQL with BENCH_DATABASE_URL). Not a test: it reports numbers.
import { mkdir, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bootstrap } from '../apps/api/src/db/seed/bootstrap.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const config = loadConfig({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://', LOG_LEVEL: 'silent' });
const app = await buildApp(config);
await bootstrap(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
const productId = first.data[0]?._id;

const targets = [
  ['health', '/api/health'],
  ['products page 1', '/api/products?limit=9'],
  ['products by category, price sort', '/api/products?limit=9&category=Shirts&sort=price'],
  ['products search', '/api/products?limit=9&search=nebula'],
  ['product detail', `/api/products/${productId}`],
  ['categories', '/api/products/categories/all'],
  ['pods', '/api/pods?limit=6'],
  ['public settings', '/api/settings/public'],
] as const;

const rows: { name: string; reqPerSec: number; p50ms: number; p99ms: number; errors: number }[] = [];
for (const [name, path] of targets) {
  const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: DURATION });
  rows.push({
    name,
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
await app.close();

console.table(rows);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/api-load.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
