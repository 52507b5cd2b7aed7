/// <reference lib="dom" />
// How soon the storefront works: the time from DOMContentLoaded (and from the first paint) to hydrated on the five
// main pages, in Debian's Chromium with the CPU throttled (4x by default, a mid-range phone), the median of --runs
// visits each. The built product (`npm start`'s dist, rebuilt first unless --no-build) runs in a process of its own
// on a throw-away data directory with the demo catalogue. "Hydrated" is the page's `astroden:hydrated` performance
// mark (apps/web/src/root.tsx), or, for a build without it, the moment the root element got its data-hydrated
// attribute. Cart and checkout are visited with one line in the cart.
//
// This machine's speed drifts by a third within minutes, so a before/after comparison runs both in one go:
// `--baseline <dir>` starts a second product from another checkout's build (e.g. a git worktree of the commit
// before), and each visit to this build is followed by one to the baseline (the order alternating), so both see the
// same machine. The ratio is this build's median over the baseline's.
// Results: bench/results/hydration.{md,json}.
//   npm run bench:hydration -- [--no-build] [--runs 9] [--throttle 4] [--baseline ../astroden-before] [--pages home,cart]
import { execSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type ServerProcess, startServer } from './catalogue/processes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(option('runs', '5'));
const THROTTLE = Number(option('throttle', '4'));
const BASELINE = option('baseline', '');
/** Only these pages (comma-separated names), e.g. --pages home,marketplace. */
const ONLY = option('pages', '').split(',').filter(Boolean);
const root = path.resolve(import.meta.dirname, '..');

interface Visit {
  dcl: number;
  fcp: number;
  hydrated: number;
}

/** Installed before the page's own scripts: notes (and logs) when the root element is marked hydrated. */
function watchHydration() {
  const w = window as unknown as { __hydratedAt?: number };
  new MutationObserver(() => {
    if (w.__hydratedAt !== undefined || !document.documentElement?.dataset.hydrated) return;
    w.__hydratedAt = performance.now();
    console.debug('astroden:hydrated');
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

function readTimes(): Visit | null {
  const w = window as unknown as { __hydratedAt?: number };
  const mark = performance.getEntriesByName('astroden:hydrated')[0]?.startTime ?? w.__hydratedAt;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (mark === undefined || !nav || fcp === undefined) return null;
  return { dcl: nav.domContentLoadedEventStart, fcp, hydrated: mark };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function startProduct(name: string, checkout: string, scratch: string): Promise<ServerProcess> {
  return startServer(
    name,
    [path.join(checkout, 'apps/api/dist/server.js')],
    { DATA_DIR: path.join(scratch, name, 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    path.join(scratch, `${name}.log`),
    '/api/health',
  );
}

interface Target {
  server: ServerProcess;
  pages: [string, string, boolean][];
  cartLine: object;
}

async function target(server: ServerProcess): Promise<Target> {
  const base = server.url;
  const list = (await (await fetch(`${base}/api/products?limit=20`)).json()) as {
    data: { _id: string; name: string; price: number; category: string; stock: number }[];
  };
  const product = list.data.find((p) => p.stock > 5);
  if (!product) throw new Error('the demo catalogue has no product');
  const pages: [string, string, boolean][] = [
    ['home', '/', false],
    ['marketplace', '/marketplace', false],
    ['product', `/product/${product._id}`, false],
    ['cart', '/cart', true],
    ['checkout', '/checkout', true],
  ];
  // One visit each first, so no run measures a cold server.
  for (const [, p] of pages) await fetch(base + p);
  const cartLine = {
    id: product._id,
    name: product.name,
    category: product.category,
    image: '/logo.svg',
    price: product.price,
    quantity: 1,
  };
  return { server, pages, cartLine };
}

async function visit(
  browser: Browser,
  { server, cartLine }: Target,
  pagePath: string,
  withCart: boolean,
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  await context.addInitScript(watchHydration);
  if (withCart) await context.addInitScript((line) => localStorage.setItem('cart', JSON.stringify([line])), cartLine);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // Waiting through a console message: Playwright's waitForFunction would inject its own script (some 300 ms of
  // throttled CPU) into the page while it hydrates.
  const hydrated = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'astroden:hydrated',
    timeout: 30_000,
  });
  await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
  await hydrated;
  const times = (await page.evaluate(readTimes)) as Visit;
  await context.close();
  return times;
}

const summary = (runs: Visit[]) => ({
  dclToHydrated: Math.round(median(runs.map((r) => r.hydrated - r.dcl))),
  fcpToHydrated: Math.round(median(runs.map((r) => r.hydrated - r.fcp))),
  runs: runs.map((r) => ({ dcl: Math.round(r.dcl), fcp: Math.round(r.fcp), hydrated: Math.round(r.hydrated) })),
});

if (!flag('no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const scratch = await mkdtemp(path.join(tmpdir(), 'astroden-hydration-'));
const servers: ServerProcess[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  servers.push(await startProduct('this-build', root, scratch));
  if (BASELINE) servers.push(await startProduct('baseline', path.resolve(BASELINE), scratch));
  const [current, baseline] = await Promise.all(servers.map(target));
  if (!current) throw new Error('the product did not start');

  const rows = [];
  for (const [index, [name, p, withCart]] of current.pages.entries()) {
    if (ONLY.length && !ONLY.includes(name)) continue;
    const mine: Visit[] = [];
    const theirs: Visit[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const basePath = baseline?.pages[index]?.[1] ?? p;
      if (baseline && i % 2 === 1) theirs.push(await visit(browser, baseline, basePath, withCart));
      mine.push(await visit(browser, current, p, withCart));
      if (baseline && i % 2 === 0) theirs.push(await visit(browser, baseline, basePath, withCart));
    }
    const row = {
      page: name,
      ...summary(mine),
      baseline: baseline ? summary(theirs) : undefined,
    };
    rows.push(row);
    console.log(
      `${name}: DOMContentLoaded -> hydrated ${row.dclToHydrated} ms${row.baseline ? ` (baseline ${row.baseline.dclToHydrated} ms)` : ''}`,
    );
  }

  const date = new Date().toISOString();
  const ratio = (mine: number, theirs: number) => `${Math.round((mine / theirs) * 100)}%`;
  const md = [
    `# Time to hydrated, ${date}`,
    '',
    `Debian's Chromium, CPU throttled ${THROTTLE}x, 390 px wide, no network throttling (loopback); the built product with the demo catalogue; median of ${RUNS} visits a page${
      BASELINE ? `, each followed or preceded by one to the baseline (\`${BASELINE}\`)` : ''
    }. Node.js ${process.version}. Command: \`npm run bench:hydration -- ${args.join(' ')}\`.`,
    '',
    BASELINE
      ? '| page | DOMContentLoaded -> hydrated, ms | baseline, ms | of baseline | first paint -> hydrated, ms | baseline, ms |'
      : '| page | DOMContentLoaded -> hydrated, ms | first paint -> hydrated, ms |',
    BASELINE ? '|---|--:|--:|--:|--:|--:|' : '|---|--:|--:|',
    ...rows.map((r) =>
      r.baseline
        ? `| ${r.page} | ${r.dclToHydrated} | ${r.baseline.dclToHydrated} | ${ratio(r.dclToHydrated, r.baseline.dclToHydrated)} | ${r.fcpToHydrated} | ${r.baseline.fcpToHydrated} |`
        : `| ${r.page} | ${r.dclToHydrated} | ${r.fcpToHydrated} |`,
    ),
    '',
    'Target (issue 21): under 300 ms from DOMContentLoaded.',
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/hydration.md'), md);
  await writeFile(
    path.join(root, 'bench/results/hydration.json'),
    `${JSON.stringify({ date, throttle: THROTTLE, runs: RUNS, baseline: BASELINE || undefined, rows }, null, 2)}\n`,
  );
  console.log(md);
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
  await rm(scratch, { recursive: true, force: true });
}
