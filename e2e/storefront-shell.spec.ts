// Storefront shell: the phone's full-screen menu (opens from the header, lists the spec's links, closes on
// navigation and on Esc), the header turning translucent once the page scrolls, and the footer.
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STARS } from '../apps/web/src/styles/star-sky.ts';
import { TWINKLE_GROUPS } from '../apps/web/src/styles/twinkle-groups.ts';
import { expectCount, waitForPath } from './support/admin.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { BRAND, listPods } from './support/storefront.ts';

const live = liveProduct();

describe('mobile menu', () => {
  it('opens full screen from the header at 390px, lists the links and closes when one is chosen', async () => {
    const page = await live.openPage(PHONE);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const header = page.getByRole('banner');
    // The desktop navigation is not shown on a phone.
    expect(await header.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    const open = header.getByRole('button', { name: 'Open menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    // Full screen: it covers the whole viewport.
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

    const links = menu.getByRole('link');
    await menu.getByRole('link', { name: 'Admin Login' }).waitFor(); // shown once auth has loaded
    expect((await links.allTextContents()).map((t) => t.trim())).toEqual([
      'Home',
      'Space Pods',
      'Marketplace',
      'Contact',
      'Admin Login',
    ]);

    await menu.getByRole('link', { name: 'Marketplace' }).click();
    await waitForPath(page, '/marketplace');
    await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');

    // Another link, another page, menu closed again.
    await open.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await waitForPath(page, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await menu.waitFor({ state: 'detached' });

    // Esc and the close button close it too, focus back on the menu button.
    await open.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await open.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.close();
  });
});

describe('header', () => {
  it('is transparent at the top and turns translucent after scrolling past 50px', async () => {
    const page = await live.openPage(DESKTOP);
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const header = page.getByRole('banner');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(DESKTOP.height + 200);

    expect(await header.getAttribute('data-scrolled')).toBe('false');
    expect(await background(header)).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(() => background(header)).not.toBe('rgba(0, 0, 0, 0)');
    // Still fixed at the top of the viewport.
    expect((await header.boundingBox())?.y).toBe(0);

    // The threshold is 50px: 40 is still the top, 60 is not.
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    await expect.poll(() => background(header)).toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });
});

describe('footer', () => {
  it('lists the pods by name with links to them, the info pages and the current year', async () => {
    const page = await live.openPage(DESKTOP);
    const pods = await listPods(page.request);
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const podSection = footer.getByRole('region', { name: 'Space Pods' });
    await expectCount(podSection.getByRole('link'), Math.min(6, pods.length));
    for (const pod of pods.slice(0, 6)) {
      expect(await podSection.getByRole('link', { name: pod.name, exact: true }).getAttribute('href')).toBe(
        `/space-pods/${pod._id}`,
      );
    }
    await footer.getByText(`© ${new Date().getFullYear()} ${BRAND}`).waitFor();
    await footer.getByRole('link', { name: 'Shipping Policy' }).click();
    await waitForPath(page, '/shipping');
    await page.getByRole('heading', { level: 1, name: 'Shipping Policy' }).waitFor();
    await page.close();
  });
});

function background(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe('background', () => {
  it('draws the 100 stars from the stylesheet, each at its place in the field and of its size, at 390px', async () => {
    const page = await live.openPage(PHONE);
    await page.goto('/contact');
    const field = page.getByTestId('star-field');
    const size = await field.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
    const groups = await field.locator('.star-group').evaluateAll((elements) =>
      elements.map((group) => {
        const dot = getComputedStyle(group, '::before');
        // Each star is one shadow: "rgb(...) Xpx Ypx 0px Spx", commas inside the colour's parentheses aside.
        const shadows = dot.boxShadow
          .split(/,(?![^(]*\))/)
          .map((shadow) => (shadow.match(/(-?[\d.]+)px (-?[\d.]+)px 0px (-?[\d.]+)px/) ?? []).slice(1, 4).map(Number));
        return { content: dot.content, width: dot.width, height: dot.height, shadows };
      }),
    );
    expect(size).toEqual({ width: PHONE.width, height: PHONE.height });
    expect(groups).toHaveLength(TWINKLE_GROUPS);
    groups.forEach((group, g) => {
      // A drawn 1 px dot, whose shadows are the group's stars in the sky's order.
      expect(group).toMatchObject({ content: '""', width: '1px', height: '1px' });
      const stars = STARS.filter((_, i) => i % TWINKLE_GROUPS === g);
      expect(group.shadows).toHaveLength(stars.length);
      group.shadows.forEach(([x, y, spread], k) => {
        const star = stars[k]!;
        expect(spread! * 2 + 1).toBeCloseTo(star.size, 1);
        expect(Math.abs(x! - spread! - (star.left / 100) * size.width)).toBeLessThan(1);
        expect(Math.abs(y! - spread! - (star.top / 100) * size.height)).toBeLessThan(1);
      });
    });
  });

  it('fades its glow out inside the fixed layer at 1440px, so no hard edge shows where the page goes on', async () => {
    const page = await live.openPage(DESKTOP);
    await page.goto('/');
    // Only the glow is left to see, over the page's own background colour (#05060f).
    await page.addStyleTag({
      content: `* { visibility: hidden !important; animation: none !important; }
        [data-testid="star-field"] > div:first-child { visibility: visible !important; }`,
    });
    const { data, info } = await sharp(await page.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const farthest = (pixels: number[]) =>
      Math.max(...pixels.map((i) => Math.max(...[5, 6, 15].map((base, c) => Math.abs(data[i + c]! - base)))));
    const at = (x: number, y: number) => (y * info.width + x) * info.channels;
    const { width, height } = info;
    // The layer's bottom edge is where a longer page (or a full-page view) goes on past it.
    const bottomRow = Array.from({ length: width }, (_, x) => at(x, height - 1));
    expect(farthest(bottomRow)).toBeLessThanOrEqual(2);
    // And there is a glow to fade: the top centre is lit.
    expect(farthest([at(Math.floor(width / 2), 0)])).toBeGreaterThan(10);
  });
});
