import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is a worker fewer than the cores: one on a 2-core machine. The API tests spend part of
    // their time waiting (timers, sockets, the database's files), and two workers there take half as long.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.spec.ts'],
          // Two spec files at a time, each with its own shop and Chromium: a browser test waits on the page more
          // than it computes, and two together take some 80% of the time one after the other does (471 -> 366 s on
          // 2 cores). Nothing in them times the machine: they wait for what a page shows, as a visitor would.
          fileParallelism: true,
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows next (a list refetched after a save): Vitest's default second
          // is short on a loaded 2-core CI run. (The edited pod's row that once stayed stale for good was the
          // app's bug, not a short wait: see ShopQueryClient in apps/web/src/lib/query-client.ts.)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
