// Helpers for the admin back-office flows: test files (PNGs made with sharp), unique names, signing in
// through the login form, finding toasts, dialogs and table rows the way a user sees them, and calls
// to the public and admin API from the page's own request context.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A short random suffix so every test's data is its own, e.g. "k3f9q2". */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A temporary folder for generated upload files; `cleanup()` removes it. */
export async function makeTempDir(): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'astroden-e2e-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes a real PNG (a solid square of the given colour) and returns its path. */
export async function makePng(dir: string, name: string, color = '#22d3ee', size = 64): Promise<string> {
  const path = join(dir, name);
  const png = await sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();
  await writeFile(path, png);
  return path;
}

/** Writes a real JPEG (what the image pickers must refuse) and returns its path. */
export async function makeJpeg(dir: string, name: string): Promise<string> {
  const path = join(dir, name);
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a855f7' } })
    .jpeg()
    .toBuffer();
  await writeFile(path, jpeg);
  return path;
}

/** Signs in through the /login screen ('Admin Login': Email, Password, Login), as a visitor would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // The label reads "Password *"; the show/hide toggle ("Show password") must not match.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The file input of an admin image picker (products, pods) inside `scope`. */
export function imageInput(scope: Locator): Locator {
  return scope.locator('input[type="file"]');
}

/** Waits until the current path (no query) is `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** A toast (sonner renders them in the "Notifications" region) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor();
}

/** An open modal dialog by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The rows of the admin table named `caption` whose text contains `text`. */
export function tableRows(page: Page, caption: string, text: string): Locator {
  return page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: text });
}

/** Polls until `locator` matches exactly `n` elements. */
export async function expectCount(locator: Locator, n: number, timeout = 15_000): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBe(n);
}

/** Waits for the element to be visible, then returns its trimmed inner text. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').trim();
}

/** A bearer token for `email` (for API calls made beside the UI, e.g. reading back what it saved). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The text fields of a product as the admin API takes them (a JSON body, no images). */
export interface ProductFields {
  name: string;
  description: string;
  price: string;
  stock: string;
  category: string;
}

/** Adds a product through the admin API and returns its id. */
export async function addProduct(request: APIRequestContext, token: string, fields: ProductFields): Promise<string> {
  const response = await request.post('/api/products', { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  description: string;
  stock: number;
  category: string;
  images: string[];
  features: string[];
}

/** A product by id through the public API. */
export async function getProduct(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProduct }).data;
}

/** Products whose name contains `search`, through the public list API. */
export async function findProducts(request: APIRequestContext, search: string): Promise<ApiProduct[]> {
  const response = await request.get('/api/products', { params: { search, limit: 100 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

/** The in-stock demo product with the most stock (at least `minStock`). */
export async function productWithStock(request: APIRequestContext, minStock: number): Promise<ApiProduct> {
  const response = await request.get('/api/products', { params: { limit: 100 } });
  expect(response.status()).toBe(200);
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  const best = [...products].sort((a, b) => b.stock - a.stock)[0];
  if (!best || best.stock < minStock) throw new Error(`no product has ${minStock} or more in stock`);
  return best;
}

/** Places an order through the public checkout API (DESIGN.md decision 1) and returns its ids. */
export async function placeOrder(
  request: APIRequestContext,
  items: { productId: string; quantity: number }[],
  customer: { firstName: string; lastName: string; email: string },
): Promise<{ _id: string; orderId: string; totalAmount: number; status: string }> {
  const response = await request.post('/api/orders', {
    data: {
      ...customer,
      address: '42 Orbit Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postalCode: '411001',
      phone: '+91 98765 43210',
      items,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string; orderId: string; totalAmount: number; status: string } })
    .data;
}
