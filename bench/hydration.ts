/// <reference lib="dom" />
// How soon the storefront works: the time from DOMContentLoaded (and from the first paint) to hydrated on
// the five main pages, in Debian's Chromium with the CPU throttled (4x by default, a mid-range phone), the
// median of --runs visits each. The built product (`npm start`'s dist, rebuilt first unless --no-build) runs
// in a process of its own on a throw-away data directory with the demo catalogue. "Hydrated" is the page's
// `astroden:hydrated` performance mark (apps/web/src/root.tsx), or, for a build without it, the moment the
// root element got its data-hydrated attribute. Cart and checkout are visited with one line in the cart.
// Results: bench/results/hydration.{md,json}.
//   npm run bench:hydration -- [--no-build] [--runs 5] [--throttle 4] [--label before]
import { execSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './catalogue/processes.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const RUNS = Number(option('runs', '5'));
const THROTTLE = Number(option('throttle', '4'));
const LABEL = option('label', 'latest');
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

if (!flag('no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'astroden-hydration-'));
const server = await startServer(
  'the product',
  ['apps/api/dist/server.js'],
  { DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  path.join(dataDir, 'server.log'),
  '/api/health',
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const base = server.url;
  const list = (await (await fetch(`${base}/api/products?limit=20`)).json()) as {
    data: { _id: string; name: string; price: number; category: string; stock: number }[];
  };
  const product = list.data.find((p) => p.stock > 5);
  if (!product) throw new Error('the demo catalogue has no product');
  const cartLine = {
    id: product._id,
    name: product.name,
    category: product.category,
    image: '/logo.svg',
    price: product.price,
    quantity: 1,
  };
  const pages: [string, string, boolean][] = [
    ['home', '/', false],
    ['marketplace', '/marketplace', false],
    ['product', `/product/${product._id}`, false],
    ['cart', '/cart', true],
    ['checkout', '/checkout', true],
  ];
  // One visit each first, so no run measures a cold server.
  for (const [, p] of pages) await fetch(base + p);

  const rows: { page: string; dclToHydrated: number; fcpToHydrated: number; runs: Visit[] }[] = [];
  for (const [name, p, withCart] of pages) {
    const runs: Visit[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
      await context.addInitScript(watchHydration);
      if (withCart) {
        await context.addInitScript((line) => localStorage.setItem('cart', JSON.stringify([line])), cartLine);
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      // Waiting through a console message: Playwright's waitForFunction would inject its own script (some
      // 300 ms of throttled CPU) into the page while it hydrates.
      const hydrated = page.waitForEvent('console', {
        predicate: (message) => message.text() === 'astroden:hydrated',
        timeout: 30_000,
      });
      await page.goto(p, { waitUntil: 'domcontentloaded' });
      await hydrated;
      const times = (await page.evaluate(readTimes)) as Visit;
      runs.push(times);
      await context.close();
    }
    const row = {
      page: name,
      dclToHydrated: Math.round(median(runs.map((r) => r.hydrated - r.dcl))),
      fcpToHydrated: Math.round(median(runs.map((r) => r.hydrated - r.fcp))),
      runs: runs.map((r) => ({ dcl: Math.round(r.dcl), fcp: Math.round(r.fcp), hydrated: Math.round(r.hydrated) })),
    };
    rows.push(row);
    console.log(
      `${name}: DOMContentLoaded -> hydrated ${row.dclToHydrated} ms, first paint -> hydrated ${row.fcpToHydrated} ms`,
    );
  }

  const date = new Date().toISOString();
  const md = [
    `# Time to hydrated (${LABEL}), ${date}`,
    '',
    `Debian's Chromium, CPU throttled ${THROTTLE}x, 390 px wide, no network throttling (loopback); the built product with the demo catalogue; median of ${RUNS} visits a page. Node.js ${process.version}.`,
    '',
    '| page | DOMContentLoaded -> hydrated, ms | first paint -> hydrated, ms | target |',
    '|---|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.dclToHydrated} | ${r.fcpToHydrated} | ${r.dclToHydrated < 300 ? 'met' : 'missed'} (< 300) |`,
    ),
    '',
  ].join('\n');
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, `bench/results/hydration-${LABEL}.md`), md);
  await writeFile(
    path.join(root, `bench/results/hydration-${LABEL}.json`),
    `${JSON.stringify({ date, label: LABEL, throttle: THROTTLE, runs: RUNS, rows }, null, 2)}\n`,
  );
  console.log(md);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
