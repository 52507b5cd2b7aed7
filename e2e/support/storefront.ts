// Helpers for the storefront flows: ids that exist nowhere, the public settings and catalogue read through
// the public API, rupee amounts as a visitor reads them, the marketplace's results, and putting a
// product in the cart the way a visitor does (its page, Add to Cart).
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiProduct } from './admin.ts';

/** A well-formed UUID that no product or pod has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export const BRAND = 'AstroDen';

export interface PublicSettings {
  brandName: string;
  chatNumber: string;
  contactEmail: string;
}

/** The public settings (brand name, seller chat number, contact e-mail) the storefront shows. */
export async function publicSettings(request: APIRequestContext): Promise<PublicSettings> {
  const response = await request.get('/api/settings/public');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PublicSettings }).data;
}

export interface ProductPage {
  data: ApiProduct[];
  total: number;
  totalPages: number;
}

/** One page of the public product list, with the marketplace's query parameters. */
export async function listProducts(
  request: APIRequestContext,
  params: { page?: number; limit?: number; search?: string; category?: string; sort?: string } = {},
): Promise<ProductPage> {
  const query: Record<string, string | number> = { limit: 9 };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = value;
  const response = await request.get('/api/products', { params: query });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductPage;
}

export interface ApiPod {
  _id: string;
  name: string;
  price: number | null;
}

/** Every pod through the public list API. */
export async function listPods(request: APIRequestContext): Promise<ApiPod[]> {
  const response = await request.get('/api/pods', { params: { limit: 100 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiPod[] }).data;
}

/** ₹54,999 → 54999 (public pages show whole rupees, en-IN grouping). */
export function parseRupees(text: string): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no rupee amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** 54999 → "₹54,999", as the storefront writes it. */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** The marketplace's results region. */
export function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' });
}

/** Waits until the marketplace says 'Showing X to Y of N products' with exactly this text. */
export async function expectShowing(page: Page, text: string): Promise<void> {
  await results(page).getByText(text, { exact: true }).waitFor();
  // ...and the grid below it is the settled answer, not the previous page kept while loading.
  await results(page).locator('ul[aria-busy="false"]').waitFor();
}

/** The product cards of the marketplace's current results, in order. */
export function productCards(page: Page): Locator {
  return results(page).getByRole('article');
}

/** The rupee prices of the cards shown, in order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).evaluateAll((cards) =>
    cards.map(
      (card) => Array.from(card.querySelectorAll('p')).find((p) => p.textContent?.includes('₹'))?.textContent ?? '',
    ),
  );
  return texts.map(parseRupees);
}

/** The names of the cards shown, in order. */
export function cardNames(page: Page): Promise<string[]> {
  return productCards(page).getByRole('heading').allTextContents();
}

/** The header's cart link, whose name counts the items ("Cart, 2 items"). */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** Opens the product's page and adds one to the cart, as a visitor would; waits for the header to count it. */
export async function addToCart(page: Page, product: { _id: string; name: string }): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  const before = await cartCount(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect.poll(() => cartCount(page)).toBe(before + 1);
}

/** What a saved cart line needs beside the product's own fields (its image). */
export const CART_LINE = { image: '/logo.svg' } as const;

/** The number of items the header's cart link announces. */
export async function cartCount(page: Page): Promise<number> {
  const name = (await cartLink(page).getAttribute('aria-label')) ?? '';
  const match = /^Cart, (\d+) items?$/.exec(name);
  if (!match?.[1]) throw new Error(`unexpected cart link name "${name}"`);
  return Number(match[1]);
}

/** The customer a checkout form is filled with (no card: decision 019; cards go in the provider's window). */
export const CUSTOMER = {
  firstName: 'Stella',
  lastName: 'Voyager',
  address: '7 Nebula Lane',
  city: 'Bengaluru',
  postalCode: '560001',
  country: 'India',
} as const;

/** Fills every checkout field (labels as the form shows them) for `email`. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  const fields: [string, string][] = [
    ['Email', email],
    ['First name', CUSTOMER.firstName],
    ['Last name', CUSTOMER.lastName],
    ['Address', CUSTOMER.address],
    ['City', CUSTOMER.city],
    ['Postal code', CUSTOMER.postalCode],
    ['Country', CUSTOMER.country],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Whether an rgb()/rgba() colour is green: its green channel clearly above red and blue. */
export function isGreen(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return g > 120 && g > r + 40 && g > b + 20;
}
