// What a visitor's browser downloads as scripts for each main storefront page (gzip sizes), read from the
// server build's asset manifest: the client entry, the route manifest, the root, layout and page route modules
// and everything they import statically; the 3D Earth, loaded later and only where it pays, is reported apart.
// Run after a build (`npm run build`); exits 1 when a page goes over the budget.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface AssetsManifest {
  /** The route manifest, one module every page imports (routeDiscovery 'initial'). */
  url?: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const serverEntry = path.join(dist, 'server/index.js');
const build = (await import(pathToFileURL(serverEntry).href).catch(() => {
  throw new Error('no server build in apps/web/dist: run npm run build first');
})) as { assets: AssetsManifest };
const { assets } = build;

/** The storefront pages Lighthouse measures, by route module. */
const PAGES: Record<string, string> = {
  home: 'features/home/home-page',
  marketplace: 'marketplace',
  product: 'features/marketplace/product-page',
  pods: 'features/pods/pods-page',
  contact: 'features/contact/contact-page',
};
const BUDGET_KB = 200;

const sizes = new Map<string, number>();
async function gz(url: string) {
  if (!sizes.has(url)) sizes.set(url, gzipSync(await readFile(path.join(dist, 'client', url))).length);
  return sizes.get(url)!;
}

function chain(routeId: string): (ManifestEntry & { parentId?: string })[] {
  const route = assets.routes[routeId];
  if (!route) throw new Error(`no route ${routeId} in the manifest`);
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const rows = [];
for (const [page, id] of Object.entries(PAGES)) {
  const routeId = id;
  const files = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
  if (assets.url) files.add(assets.url);
  for (const route of chain(routeId)) {
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  let js = 0;
  for (const file of files) js += await gz(file);
  rows.push({ page, scripts: files.size, jsKB: kb(js) });
}
const earth = (await readFile(path.join(dist, 'client', assets.routes[PAGES.home!]!.module), 'utf8')).match(
  /earth[\w-]*\.js/g,
);
const earthKB = earth
  ? kb((await Promise.all([...new Set(earth)].map((f) => gz(`/assets/${f}`)))).reduce((a, b) => a + b, 0))
  : null;

console.table(rows);
const summary = { budgetKB: BUDGET_KB, earthChunkKB: earthKB, pages: rows };
console.log({ earthChunkKB: earthKB, budgetKB: BUDGET_KB });
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/bundle-size.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), ...summary }, null, 2),
);
if (rows.some((row) => row.jsKB > BUDGET_KB)) process.exitCode = 1;
