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
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${page.url()}: ${error.message}`);
  });
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
