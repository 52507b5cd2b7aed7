// Debian's Chromium driven by playwright-core (no browser download), plus the helpers every flow uses.
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

/** A fresh page (own storage) that fails the test on any uncaught page error. */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  return preparePage(await context.newPage());
}

/** A phone-speed CPU: Chromium runs the page's main thread this many times slower (a mid-range phone). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * A fresh page (own storage) for a visitor who does not wait: its navigations return at DOMContentLoaded (or when
 * asked), never "once hydrated", and its CPU is slowed to a phone's. With `javaScript: false`, scripts never run.
 */
export async function openImpatientPage(
  browser: Browser,
  baseURL: string,
  { javaScript = true, viewport = PHONE }: { javaScript?: boolean; viewport?: typeof DESKTOP } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    javaScriptEnabled: javaScript,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${page.url()}: ${error.message}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return page;
}

/** True once the page can be used as a shopper would: hydrated, or not one of the app's pages. */
const interactive = () =>
  document.documentElement.dataset.hydrated === 'true' || !document.getElementById('hydration-module');

/**
 * Fails the test on any uncaught page error, and makes every navigation that loads a document (goto, reload,
 * back, forward) return once the page is interactive: a server-rendered page starts hydrating only after its
 * first paint (apps/web/src/entry.server.tsx), and a click before that would do nothing.
 */
export function preparePage(page: Page): Page {
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${page.url()}: ${error.message}`);
  });
  const untilInteractive = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page.waitForFunction(interactive);
    return response;
  };
  const { goto, reload, goBack, goForward } = page;
  page.goto = (...args) => untilInteractive(goto.apply(page, args));
  page.reload = (...args) => untilInteractive(reload.apply(page, args));
  page.goBack = (...args) => untilInteractive(goBack.apply(page, args));
  page.goForward = (...args) => untilInteractive(goForward.apply(page, args));
  return page;
}

/** Signs in through the API and stores the token where the app keeps it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
