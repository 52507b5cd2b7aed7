// Runs the unit and API tests (the server: shared and api; the web project is browser code under jsdom)
// again on each Node.js LTS line the product supports besides the machine's
// own, with Node from the npm registry's `node` package (npx fetches it like any package: no other
// download). A line the machine already runs is not run twice. `NODE_LTS=22,24` is the default list.
import { spawnSync } from 'node:child_process';

const lines = (process.env.NODE_LTS ?? '22,24').split(',').filter(Boolean);
const own = process.versions.node.split('.')[0];
const tests = 'node scripts/with-env.mjs TEST_DATABASE_URL= -- vitest run --project shared --project api';

for (const line of lines) {
  if (line === own) {
    console.log(`Node ${line} is this machine's: its run is the one before`);
    continue;
  }
  console.log(`\n=== the unit and API tests on Node ${line} ===`);
  const run = spawnSync(
    'npx',
    ['--yes', '--package', `node@${line}`, '--call', `node -p "'Node ' + process.version" && ${tests}`],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) {
    console.error(`The tests failed on Node ${line}`);
    process.exit(run.status ?? 1);
  }
}
