// The product and a browser for one spec file: started before its first test, stopped after its last.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, openImpatientPage, openPage, signIn } from './browser.ts';
import { ADMIN, type RunningServer, startServer } from './server.ts';

export interface LiveProduct {
  /** A fresh page (own storage) on the running product. */
  openPage(viewport?: typeof DESKTOP): Promise<Page>;
  /** A fresh page signed in as the demo admin, at `path`. */
  openAdminPage(path: string): Promise<Page>;
  /** A fresh page that acts at DOMContentLoaded on a phone-speed CPU, with or without JavaScript. */
  openImpatientPage(options?: Parameters<typeof openImpatientPage>[2]): Promise<Page>;
  /** The running product's address. */
  readonly url: string;
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
  const running = () => {
    if (!server || !browser) throw new Error('liveProduct(): the product is not running (call it at the top level)');
    return { server, browser };
  };
  const live: LiveProduct = {
    openPage(viewport = DESKTOP) {
      const { server, browser } = running();
      return openPage(browser, server.url, viewport);
    },
    openImpatientPage(options) {
      const { server, browser } = running();
      return openImpatientPage(browser, server.url, options);
    },
    get url() {
      return running().server.url;
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
