// The server's tests (shared and api; the web project is browser code under jsdom) a second time: on each Node.js
// LTS line the product supports besides the one `npm test` runs on, with Node from the npm registry's `node`
// package (npx fetches it like any package: no other download), and on the PostgreSQL of TEST_DATABASE_URL when it
// is set (in-memory PGlite otherwise). One pass covers both a second Node line and a second database: the files
// whose database is the embedded one on disk whatever TEST_DATABASE_URL says (backups, a kill -9 and restart, the
// data directory's lock) keep PGlite in that pass too. With no other line to run (`NODE_LTS=22` on Node 22), the
// PostgreSQL pass runs on this Node. `NODE_LTS=22,24` is the default list.
import { spawnSync } from 'node:child_process';

const lines = (process.env.NODE_LTS ?? '22,24').split(',').filter(Boolean);
const own = process.versions.node.split('.')[0];
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite';
const tests = 'vitest run --project shared --project api';

const others = lines.filter((line) => line !== own);
if (others.length < lines.length) console.log(`Node ${own} is this machine's: its run is the one before`);
const passes = others.length > 0 ? others : process.env.TEST_DATABASE_URL ? [own] : [];

for (const line of passes) {
  console.log(`\n=== the unit and API tests on Node ${line} and ${database} ===`);
  const command =
    line === own
      ? spawnSync('npx', tests.split(' '), { stdio: 'inherit' })
      : spawnSync(
          'npx',
          ['--yes', '--package', `node@${line}`, '--call', `node -p "'Node ' + process.version" && ${tests}`],
          { stdio: 'inherit' },
        );
  if (command.status !== 0) {
    console.error(`The tests failed on Node ${line} and ${database}`);
    process.exit(command.status ?? 1);
  }
}
