// Admin back office as a whole: no serious accessibility violations on any screen or open modal (on a
// phone too), no admin code in the storefront's first JavaScript, and a phone-sized sidebar that hides
// behind a menu button and, open, keeps the keyboard to itself.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, waitForPath } from './support/admin.ts';
import { type AxeViolation, seriousAxeViolations } from './support/axe.ts';
import { PHONE, signIn } from './support/browser.ts';
import { liveProduct } from './support/live.ts';
import { ADMIN } from './support/server.ts';

const live = liveProduct();

/** Each admin screen, with the h1 that says it has loaded and something only its data shows. */
const SCREENS: { path: string; heading: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/admin/dashboard',
    heading: 'Dashboard',
    // The overview, and the lazily loaded chart drawn (recharts' own class: the chart has no role).
    loaded: async (page) => {
      await page.getByRole('list', { name: 'Overview' }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
    },
  },
  { path: '/admin/products', heading: 'Products', loaded: (page) => tableLoaded(page, 'Products') },
  { path: '/admin/pods', heading: 'Pods', loaded: (page) => tableLoaded(page, 'Pods') },
  { path: '/admin/users', heading: 'User Management', loaded: (page) => tableLoaded(page, 'Users') },
  { path: '/admin/orders', heading: 'Orders', loaded: (page) => tableLoaded(page, 'Orders') },
  {
    path: '/admin/contacts',
    heading: 'Contact Submissions',
    loaded: (page) => tableLoaded(page, 'Contact submissions'),
  },
  {
    path: '/admin/settings',
    heading: 'Site Settings',
    loaded: (page) => page.getByRole('button', { name: 'Save Settings' }).waitFor(),
  },
];

async function tableLoaded(page: Page, caption: string): Promise<void> {
  await page.getByRole('table', { name: caption }).getByRole('row').nth(1).waitFor();
}

function describeViolations(found: Record<string, AxeViolation[]>): string {
  return Object.entries(found)
    .flatMap(([where, list]) =>
      list.map(
        (v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    )
    .join('\n');
}

describe('admin accessibility', () => {
  it('has no serious or critical axe violations on any admin screen or the open Add Product modal', async () => {
    const page = await live.openPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    const found: Record<string, AxeViolation[]> = {};

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      await screen.loaded(page);
      found[screen.path] = await seriousAxeViolations(page);
    }

    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog(page, 'Add Product').getByRole('tab', { name: 'Basic' }).waitFor();
    found['Add Product modal'] = await seriousAxeViolations(page);

    const all = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
    expect(describeViolations(all)).toBe('');
    await page.close();
  });

  it('has none in the open order details on a phone, whose scrolling body takes keyboard focus', async () => {
    const page = await live.openPage(PHONE);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    await tableLoaded(page, 'Orders');
    const view = page.getByRole('button', { name: /^View details of order / }).first();
    const title = `Order ${((await view.getAttribute('aria-label')) ?? '').replace('View details of order ', '')}`;
    await view.click();
    const details = dialog(page, title);
    await details.getByText('Shipping address').waitFor();
    expect(describeViolations({ 'Order details modal': await seriousAxeViolations(page) })).toBe('');

    // Taller than a phone: Tab from the ✕ reaches the body, and the arrow keys scroll it.
    const body = details.getByRole('region', { name: title });
    await page.keyboard.press('Tab');
    expect(await body.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('PageDown');
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.close();
  });
});

describe('admin code splitting', () => {
  it('keeps every admin chunk out of the JavaScript an anonymous visitor of / downloads', async () => {
    const page = await live.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((path) => path.startsWith('/assets/'))).toBe(true);
    const adminChunk =
      /^\/assets\/(admin-layout|admin-sidebar|dashboard-page|products-page|users-page|orders-page|contacts-page|settings-page|sales-chart)-[\w-]+\.js$/;
    expect(scripts.filter((path) => adminChunk.test(path))).toEqual([]);

    // And no screen text of the admin inside what was downloaded (catches admin code bundled under another name).
    const adminOnly = [
      'Admin Panel',
      'Top-Selling Products',
      'Add Product',
      'Add Pod',
      'User Management',
      'Mark Processing',
      'Contact Submissions',
      'Save Settings',
    ];
    for (const path of scripts) {
      const body = await (await page.request.get(path)).text();
      expect(
        adminOnly.filter((text) => body.includes(text)),
        path,
      ).toEqual([]);
    }

    // The admin chunks do exist, and load once an admin opens the back office.
    await signIn(page, ADMIN.email, ADMIN.password);
    scripts.length = 0;
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(scripts.some((path) => /\/assets\/admin-layout-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/assets\/dashboard-page-[\w-]+\.js$/.test(path))).toBe(true);
    await page.close();
  });
});

describe('admin on a phone', () => {
  it('hides the sidebar behind a menu button that opens it over a dimmed page, keeps Tab in it, and navigates', async () => {
    const page = await live.openPage(PHONE);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const sidebar = page.getByRole('navigation', { name: 'Admin', includeHidden: true });
    await expect.poll(() => isOnScreen(sidebar)).toBe(false);
    // Closed, it is out of reach of keyboard and screen reader too (inert).
    expect(await isInert(sidebar)).toBe(true);

    await menu.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.waitFor();
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => isOnScreen(sidebar)).toBe(true);
    await sidebar.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    expect(await isInert(sidebar)).toBe(false);

    await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
    await waitForPath(page, '/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // Navigating closed the drawer.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(() => isOnScreen(sidebar)).toBe(false);

    // Esc closes it too, and gives focus back to the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => isOnScreen(sidebar)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOnScreen(sidebar)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    // Open, the page beside the menu is dimmed, and Tab goes round the menu, never to the page behind.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => isOnScreen(sidebar)).toBe(true);
    const beside = await page.evaluate(() => {
      const el = document.elementFromPoint(window.innerWidth - 20, window.innerHeight / 2);
      return el?.closest('main') ? 'the page' : el ? getComputedStyle(el).backgroundColor : 'nothing';
    });
    expect(beside).toMatch(/\/ 0\.[5-9]|rgba\(0, 0, 0, 0\.[5-9]/);
    await sidebar.getByRole('button', { name: 'Logout' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement?.closest('main') ? 'the page' : 'menu')));
    }
    expect(reached).not.toContain('the page');
    await page.close();
  });
});

/** Whether the element sits in an inert subtree (no focus, no pointer, hidden from assistive tech). */
function isInert(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.closest('[inert]') !== null);
}

/** Whether any part of the element lies inside the viewport. */
async function isOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return box.x + box.width > 0 && box.x < viewport.width && box.y + box.height > 0 && box.y < viewport.height;
}

describe('admin forms on a small phone', () => {
  it('keep the add forms inside the screen: only their body scrolls, the title and buttons stay', async () => {
    const page = await live.openPage({ width: 390, height: 667 });
    await signIn(page, ADMIN.email, ADMIN.password);
    for (const [path, title] of [
      ['/admin/pods', 'Add Pod'],
      ['/admin/products', 'Add Product'],
      ['/admin/users', 'Add New User'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: title }).first().click();
      const open = dialog(page, title);
      await open.waitFor();
      // A visually hidden element positioned against the dialog once made the dialog itself scroll.
      const overflow = await open.evaluate((d) => d.scrollHeight - d.clientHeight);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await open.getByRole('button', { name: 'Cancel' }).click();
    }
    await page.close();
  });
});
