// Bundles the API into dist/server.js and the backup and restore commands into dist/data-dir-cli.js
// (dependencies stay in node_modules; the shared workspace package, TypeScript source, is bundled in), and makes
// dist/pglite-template, the embedded database's new cluster.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@astroden/'));

await build({
  entryPoints: ['src/server.ts', 'src/data-dir-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('api: built dist/server.js and dist/data-dir-cli.js');

// A new embedded database cluster (initdb), which a first start copies (src/db/pglite-cluster.ts).
const template = fileURLToPath(new URL('./dist/pglite-template', import.meta.url));
rmSync(template, { recursive: true, force: true });
await (await PGlite.create(template)).close();
console.log('api: built dist/pglite-template');
