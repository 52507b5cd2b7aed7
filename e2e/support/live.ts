// The product and a browser for one spec file: started before its first test, stopped after its last.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, openPage, signIn } from './browser.ts';
import { ADMIN, type RunningServer, startServer } from './server.ts';

export interface LiveProduct {
  /** A fresh page (own storage) on the running product. */
  openPage(viewport?: typeof DESKTOP): Promise<Page>;
  /** A fresh page signed in as the demo admin, at `path`. */
  openAdminPage(path: string): Promise<Page>;
}

/** Call at the top of a spec file. */
export function liveProduct(): LiveProduct {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const live: LiveProduct = {
    openPage(viewport = DESKTOP) {
      if (!server || !browser) throw new Error('liveProduct(): the product is not running (call it at the top level)');
      return openPage(browser, server.url, viewport);
    },
    async openAdminPage(path) {
      const page = await live.openPage();
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto(path);
      return page;
    },
  };
  return live;
}
