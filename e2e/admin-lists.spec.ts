// Admin lists at tablet and laptop widths: beside the sidebar they get 700-1100px, and each must show
// every column and row action (on one line) without the table or the page scrolling sideways.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

const LISTS = [
  ['/admin/orders', 'Orders'],
  ['/admin/products', 'Products'],
  ['/admin/users', 'Users'],
  ['/admin/contacts', 'Contact submissions'],
  ['/admin/pods', 'Pods'],
] as const;

/** What a person would call cut off: hidden columns or buttons, actions on two lines, a sideways page. */
function problemsOf(table: Locator): Promise<string[]> {
  return table.evaluate((t) => {
    const box = t.parentElement!;
    const edge = box.getBoundingClientRect();
    const found: string[] = [];
    const pageOverflow = document.documentElement.scrollWidth - window.innerWidth;
    if (pageOverflow > 0) found.push(`the page scrolls ${pageOverflow}px sideways`);
    const tableOverflow = box.scrollWidth - box.clientWidth;
    if (tableOverflow > 0) found.push(`the table is ${tableOverflow}px wider than its box`);
    const cut = Array.from(t.querySelectorAll('tbody button')).filter((b) => {
      const r = b.getBoundingClientRect();
      return r.left < edge.left - 0.5 || r.right > edge.right + 0.5;
    });
    if (cut.length > 0) found.push(`${cut.length} row buttons outside the list`);
    const wrapped = Array.from(t.querySelectorAll('tbody tr')).filter((row) => {
      const tops = Array.from(row.querySelectorAll('td:last-child button')).map((b) => b.getBoundingClientRect().top);
      return tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 1;
    });
    if (wrapped.length > 0) found.push(`${wrapped.length} rows with their actions on two lines`);
    return found;
  });
}

/**
 * What is wrong once the page has laid itself out for a new width: a jump from 1440 to 360px can leave
 * one frame of the old layout (e.g. while the sidebar's media query is handled), which no person sees;
 * what stays for half a second is real.
 */
async function settled(check: () => Promise<string[]>): Promise<string[]> {
  for (let tries = 0; tries < 5; tries++) {
    const found = await check();
    if (found.length === 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function pageOverflow(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`the page scrolls ${overflow}px sideways`] : [];
}

describe('admin lists', () => {
  it('show every column and action at 768 to 1440px, and never make the page scroll sideways', async () => {
    const page = await live.openPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    const problems: string[] = [];
    for (const [path, caption] of LISTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const table = page.getByRole('table', { name: caption });
      await table.getByRole('row').nth(1).waitFor();
      for (const width of [768, 1024, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await settled(() => problemsOf(table)))
          problems.push(`${path} at ${width}px: ${problem}`);
      }
      // Every other width a phone, tablet or desktop may have: at least no sideways page.
      for (let width = 360; width <= 1920; width += 40) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await settled(() => pageOverflow(page)))
          problems.push(`${path} at ${width}px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
