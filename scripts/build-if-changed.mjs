// `npm start` builds only when something the build reads has changed since the last build: a restart
// with nothing changed goes straight to serving. The fingerprint is a hash of every source and config
// file of the packages that are built (content, not modification times, so a fresh checkout of the same
// commit counts as unchanged) plus the lockfile and the Node.js version; it is written after a build
// succeeds, so a failed or interrupted build is redone on the next start.
//
// `npm install` runs it too (the `prepare` script, with --at-install), so that the first `npm start` after
// an install serves at once. A build that fails there does not fail the install: it warns, and
// `npm start` tries again (and fails loudly).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the build reads. */
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/shared', 'apps/web', 'apps/api'];
/** What it never reads: outputs, dependencies, tests. */
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite', '.react-router', '.generated', 'data']);
const isTest = (name) => /\.test\.tsx?$/.test(name);
/** Present after every successful build (the API's server and the web app's output). */
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/server/index.js', 'apps/web/dist/client'];
const STAMP = path.join(root, 'apps/api/dist/.build-fingerprint');

function addTree(hash, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (SKIP.has(entry.name) || isTest(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) addTree(hash, child);
    else if (entry.isFile())
      hash
        .update(`${child}\0`)
        .update(readFileSync(path.join(root, child)))
        .update('\0');
  }
}

function fingerprint() {
  const hash = createHash('sha256').update(`${process.version}\0`);
  for (const input of INPUTS) {
    const absolute = path.join(root, input);
    if (!existsSync(absolute)) continue;
    if (input.includes('.')) hash.update(`${input}\0`).update(readFileSync(absolute));
    else addTree(hash, input);
  }
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
const outputsThere = OUTPUTS.every((output) => existsSync(path.join(root, output)));
if (built === current && outputsThere && process.env.FORCE_BUILD !== '1') {
  console.log('build: sources unchanged since the last build (FORCE_BUILD=1 rebuilds)');
} else {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    writeFileSync(STAMP, `${current}\n`);
  } catch (err) {
    if (!process.argv.includes('--at-install')) throw err;
    console.warn('build: the build after install failed; `npm start` will build again and show why');
  }
}
