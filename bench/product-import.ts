// The products CSV import benchmark (issue 11): the built app server on a fresh database (embedded PGlite,
// or a throw-away PostgreSQL database when DATABASE_URL is set), 10,000 generated valid rows imported
// through the HTTP API as the admin screen does it (upload and check, then apply), while two probes keep
// reading: GET /api/health and a product search that reaches the database (a new word each time, so the
// response cache cannot answer). Reports the import's times and the probes' latency idle vs. during the
// import, in one run. Writes bench/results/product-import-<db>.md. Not a test.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ImportJob } from '@astroden/shared';
import { stringify } from 'csv-stringify/sync';
import { prepareDatabase } from './catalogue/database.ts';
import { repoRoot, startServer } from './catalogue/processes.ts';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
const IDLE_MS = 3_000;
const target = process.env.DATABASE_URL ?? 'pglite';
const database = await prepareDatabase(target, false);
const admin = { email: 'admin@astroden.example', password: randomBytes(12).toString('base64url') };
const logFile = path.join(database.dataDir, 'server.log');
console.log(`product import bench: ${database.description}; server log in ${logFile}`);

const server = await startServer(
  'app',
  [path.join(repoRoot, 'apps/api/dist/server.js')],
  {
    ...database.serverEnv,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  logFile,
  '/api/health',
);

const CATEGORIES = ['PC Components', 'Manga & Comics', 'Shirts', 'Accessories', 'Collectibles', 'Anime Figures'];
const WORDS = ['nebula', 'quasar', 'comet', 'orbit', 'zenith', 'pulsar', 'nova', 'galaxy', 'lunar', 'solar'];
function csvFile(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} item ${i}`,
    description: `Imported product number ${i}, generated for the benchmark.`,
    price: ((i % 5000) + 0.99).toFixed(2),
    stock: String(i % 200),
    category: CATEGORIES[i % CATEGORIES.length]!,
    weight: (i % 10) + 0.5,
    length: '10',
    width: '20',
    height: '3.5',
    features: 'Imported|Benchmark',
  }));
  return stringify(rows, { header: true });
}

interface Probe {
  name: string;
  ms: number[];
}
/** Reads one after another until stopped; each read's latency recorded. */
function probe(
  name: string,
  url: (i: number) => string,
  stop: { now: boolean },
): { result: Probe; done: Promise<void> } {
  const result: Probe = { name, ms: [] };
  const done = (async () => {
    for (let i = 0; !stop.now; i++) {
      const start = performance.now();
      const res = await fetch(server.url + url(i));
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      result.ms.push(performance.now() - start);
    }
  })();
  return { result, done };
}
const probes = (label: string) => {
  const stop = { now: false };
  const runs = [
    probe(`GET /api/health ${label}`, () => '/api/health', stop),
    probe(`GET /api/products?search=… ${label}`, (i) => `/api/products?limit=10&search=word${label[0]}${i}`, stop),
  ];
  return {
    async end() {
      stop.now = true;
      await Promise.all(runs.map((r) => r.done));
      return runs.map((r) => r.result);
    },
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const row = ({ name, ms }: Probe) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `| ${name} | ${ms.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`;
};

async function job(token: string, id: string): Promise<ImportJob> {
  const res = await fetch(`${server.url}/api/products/import/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: ImportJob }).data;
}
async function settle(token: string, id: string, seen: number[]) {
  for (;;) {
    const state = await job(token, id);
    seen.push(state.processed);
    if (state.status !== 'checking' && state.status !== 'applying') return state;
    await sleep(250);
  }
}

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const text = csvFile(ROWS);
  console.log(`${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1024 / 1024).toFixed(2)} MB`);

  const idle = probes('idle');
  await sleep(IDLE_MS);
  const idleResults = await idle.end();

  const busy = probes('during import');
  const t0 = performance.now();
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await fetch(`${server.url}/api/products/import`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 202) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const t1 = performance.now();
  const checkSteps: number[] = [];
  const checked = await settle(token, ((await uploaded.json()) as { data: ImportJob }).data._id, checkSteps);
  if (checked.status !== 'ready')
    throw new Error(`check: ${checked.status} ${JSON.stringify(checked.report?.errorRows.slice(0, 3))}`);
  const t2 = performance.now();
  const started = await fetch(`${server.url}/api/products/import/${checked._id}/apply`, {
    method: 'POST',
    headers: auth,
  });
  if (started.status !== 202) throw new Error(`apply: ${started.status} ${await started.text()}`);
  const applySteps: number[] = [];
  const done = await settle(token, checked._id, applySteps);
  const t3 = performance.now();
  const busyResults = await busy.end();
  if (done.status !== 'applied') throw new Error(`apply: ${done.status} ${done.message}`);

  const listed = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { total: number };
  const totalMs = t3 - t0;
  const md = `# Products CSV import: ${ROWS.toLocaleString('en-US')} rows on ${database.kind}

${new Date().toISOString()}, ${database.description}; Node ${process.version}, ${os.cpus().length} CPUs
(${os.cpus()[0]?.model ?? '?'}), shared with other work. \`npm run bench:import\`${database.kind === 'postgres' ? ' with DATABASE_URL' : ''}.

The built server (\`apps/api/dist/server.js\`, one process) on a fresh database without demo data; the
admin's import through the HTTP API as the admin screen makes it: upload + check (a dry run), then apply
(one transaction). File: ${(text.length / 1024 / 1024).toFixed(2)} MB of generated valid rows, all new products.

| step | ms |
|---|---:|
| upload (parse, header check, job row) | ${(t1 - t0).toFixed(0)} |
| check of every row (background, polled) | ${(t2 - t1).toFixed(0)} |
| apply: re-check + writes in one transaction (polled) | ${(t3 - t2).toFixed(0)} |
| **total** | **${totalMs.toFixed(0)}** |

**${Math.round(ROWS / (totalMs / 1000)).toLocaleString('en-US')} rows/s** end to end; products listed after: ${listed.total}
(expected ${ROWS}). Progress the polls saw: check ${checkSteps.join(' → ')}; apply ${applySteps.join(' → ')}.

Reads made one after another by two probes, ${IDLE_MS / 1000} s idle, then for the whole import:

| probe | reads | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|
${[...idleResults, ...busyResults].map(row).join('\n')}
`;
  const file = path.join(repoRoot, 'bench/results', `product-import-${database.kind}.md`);
  await writeFile(file, md);
  console.log(md);
  console.log(`written to ${file}`);
  if (listed.total !== ROWS) process.exitCode = 1;
} finally {
  await server.stop();
  await database.dispose();
}
