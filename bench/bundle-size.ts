// What a visitor's browser downloads for the home page before the 3D Earth chunk: the entry chunk,
// what it imports statically, the home page chunk and its static imports (gzip sizes). Run after a build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html: run npm run build first');

const sizes = new Map<string, number>();
async function gz(file: string) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(dist, file))).length);
  return sizes.get(file)!;
}

/** The chunk and every chunk it imports statically (not dynamic imports). */
async function closure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    await closure(path.posix.join(path.posix.dirname(file), m[1]!), seen);
  }
  return seen;
}

const entryFiles = await closure(entry);
const entryCode = await readFile(path.join(dist, entry), 'utf8');
const homeChunk = /assets\/home-page-[\w-]+\.js/.exec(entryCode)?.[0];
const homeFiles = homeChunk ? await closure(homeChunk) : new Set<string>();
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!);

const initial = new Set([...entryFiles, ...homeFiles]);
let jsTotal = 0;
const rows = [];
for (const file of initial) {
  const size = await gz(file);
  jsTotal += size;
  rows.push({ file, gzipKB: +(size / 1024).toFixed(1) });
}
const cssTotal = (await Promise.all(css.map(gz))).reduce((a, b) => a + b, 0);
const earth = [
  ...(await readFile(path.join(dist, homeChunk ?? entry), 'utf8')).matchAll(/assets\/(earth[\w-]*)\.js/g),
].map((m) => `assets/${m[1]}.js`);
const earthKB = earth.length
  ? +((await Promise.all([...new Set(earth)].map(gz))).reduce((a, b) => a + b, 0) / 1024).toFixed(1)
  : null;

console.table(rows.sort((a, b) => b.gzipKB - a.gzipKB));
const summary = {
  homeJsBeforeEarthKB: +(jsTotal / 1024).toFixed(1),
  cssKB: +(cssTotal / 1024).toFixed(1),
  earthChunkKB: earthKB,
  budgetKB: 200,
};
console.log(summary);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/bundle-size.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), ...summary, rows }, null, 2),
);
if (summary.homeJsBeforeEarthKB > summary.budgetKB) process.exitCode = 1;
