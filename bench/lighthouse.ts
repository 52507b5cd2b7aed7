// Page audits of the server-rendered storefront, and its product page's throughput beside the product JSON.
// The built product (`npm start`'s dist, rebuilt first unless --no-build) runs in a process of its own on a
// throw-away data directory with the demo catalogue; this process drives it: Lighthouse 12 (mobile preset,
// Debian's Chromium through chrome-launcher) on home, marketplace, a product, pods, contact, cart and checkout
// (an empty cart: Lighthouse's browser has no saved cart), then autocannon
// on /product/:id (HTML, kept as long as the reads it shows) and /api/products/:id (JSON). Results:
// bench/results/lighthouse.*
import { execSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './catalogue/processes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(option('runs', '1'));
const SECONDS = Number(option('seconds', '5'));
const root = path.resolve(import.meta.dirname, '..');

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const LIMITS = { lcpMs: 2000, tbtMs: 200, cls: 0.05 };

interface Audit {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The weighted SEO audits that did not pass. */
  seoFailing: string[];
  /** False for a page kept from search engines on purpose (robots.txt): it fails Lighthouse's is-crawlable. */
  crawlable: boolean;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's Time to Interactive (not scored since Lighthouse 10, still measured). */
  ttiMs: number;
  cls: number;
}

async function audit(page: string, url: string, crawlable: boolean): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      page,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoFailing: (categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      crawlable,
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      ttiMs: Math.round(value('interactive')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

/** The median run of a page by performance score (Lighthouse varies run to run on a shared machine). */
async function medianAudit(page: string, url: string, crawlable: boolean): Promise<Audit> {
  const runs: Audit[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(page, url, crawlable));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as Audit;
}

async function load(name: string, url: string) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    name,
    url: new URL(url).pathname,
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

if (!flag('no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'astroden-lighthouse-'));
const server = await startServer(
  'the product',
  ['apps/api/dist/server.js'],
  { DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  path.join(dataDir, 'server.log'),
  '/api/health',
);
const base = server.url;
try {
  const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
  const productId = list.data[0]?._id;
  if (!productId) throw new Error('the demo catalogue has no product');
  // Cart and checkout are a visitor's own: robots.txt keeps search engines out of them.
  const pages: [string, string, crawlable: boolean][] = [
    ['home', '/', true],
    ['marketplace', '/marketplace', true],
    ['product', `/product/${productId}`, true],
    ['pods', '/space-pods', true],
    ['contact', '/contact', true],
    ['cart', '/cart', false],
    ['checkout', '/checkout', false],
  ];
  // One visit each first, so no audit measures a cold server (first render compiles, caches fill).
  for (const [, p] of pages) await fetch(base + p);

  const audits: Audit[] = [];
  for (const [page, p, crawlable] of pages) {
    const row = await medianAudit(page, base + p, crawlable);
    audits.push(row);
    console.log(row);
  }
  const throughput = [
    await load('product page, server-rendered HTML', `${base}/product/${productId}`),
    await load('product JSON, /api/products/:id', `${base}/api/products/${productId}`),
  ];
  console.table(throughput);

  const failures = audits.flatMap((a) => {
    const out: string[] = [];
    if (a.performance < TARGETS.performance) out.push(`${a.page}: performance ${a.performance}`);
    if (a.accessibility < TARGETS.accessibility) out.push(`${a.page}: accessibility ${a.accessibility}`);
    if (a.bestPractices < TARGETS['best-practices']) out.push(`${a.page}: best practices ${a.bestPractices}`);
    // A page kept from search engines fails is-crawlable, as it should, and must fail nothing else.
    const seoMissed = a.crawlable
      ? a.seo < TARGETS.seo
      : a.seoFailing.length !== 1 || a.seoFailing[0] !== 'is-crawlable';
    if (seoMissed) out.push(`${a.page}: SEO ${a.seo} (${a.seoFailing.join(', ') || 'nothing failed'})`);
    if (a.lcpMs >= LIMITS.lcpMs) out.push(`${a.page}: LCP ${a.lcpMs} ms`);
    if (a.tbtMs >= LIMITS.tbtMs) out.push(`${a.page}: TBT ${a.tbtMs} ms`);
    if (a.cls >= LIMITS.cls) out.push(`${a.page}: CLS ${a.cls}`);
    return out;
  });
  const date = new Date().toISOString();
  const md = [
    `# Lighthouse 12, mobile preset — ${date}`,
    '',
    `Node.js ${process.version}; the built product on 127.0.0.1 (demo catalogue); ${RUNS} run(s) a page, the median by performance.`,
    '',
    '| page | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | TTI ms | CLS |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...audits.map(
      (a) =>
        `| ${a.page} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo}${a.crawlable ? '' : ' (robots.txt: is-crawlable fails, as meant)'} | ${a.fcpMs} | ${a.lcpMs} | ${a.tbtMs} | ${a.ttiMs} | ${a.cls} |`,
    ),
    '',
    `Targets: performance >= 95; accessibility, best practices, SEO 100 (for a page robots.txt closes, only is-crawlable fails); LCP < 2000 ms, TBT < 200 ms, CLS < 0.05. ${
      failures.length ? `**Missed**: ${failures.join('; ')}` : '**All met.**'
    }`,
    '',
    `Throughput, autocannon from this process (10 connections, ${SECONDS} s each):`,
    '',
    '| case | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|--:|--:|--:|--:|--:|',
    ...throughput.map((t) => `| ${t.name} | ${t.reqPerSec} | ${t.p50ms} | ${t.p99ms} | ${t.errors} | ${t.non2xx} |`),
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/lighthouse.md'), md);
  await writeFile(
    path.join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ date, runs: RUNS, audits, throughput, failures }, null, 2)}\n`,
  );
  // The README's copy of the latest run, between its markers.
  const readmePath = path.join(root, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const block = /<!-- bench:lighthouse -->[\s\S]*?<!-- \/bench:lighthouse -->/;
  if (block.test(readme)) {
    const body = md.replace(/^# (.*)$/m, '**$1**');
    await writeFile(
      readmePath,
      readme.replace(block, `<!-- bench:lighthouse -->\n${body}\n<!-- /bench:lighthouse -->`),
    );
  }
  console.log(md);
} finally {
  // Its data directory goes once it has stopped writing to it.
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
