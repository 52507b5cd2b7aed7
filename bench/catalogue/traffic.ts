// Real traffic (issue 26): every request a URL drawn at random, as visitors and crawlers make them, from a
// seeded generator so that two runs send the same sequence. Listing pages weighted toward the first (a
// visitor's chance of page k falls as 1/k; a crawler walks the first 500 alike) over categories and sorts;
// search words as typed: prefixes, whole words, two words, typos; products by id (JSON and the
// server-rendered page); marketplace pages; and the mix of them.
import { DEFAULT_CATEGORIES, DEFAULT_PRODUCT_SORT, PAGE_SIZES, PRODUCT_SORTS } from '@astroden/shared';
import { seededRandom } from '../../apps/api/src/db/seed/art.ts';
import {
  type Cache,
  type Group,
  type LoadSettings,
  type Measurement,
  runAutocannon,
  toMeasurement,
  waitIdle,
} from './load.ts';
import { pick, type Rand, RECIPES } from './words.ts';

export type TrafficKind = 'listing' | 'search' | 'product' | 'product-page' | 'marketplace-page' | 'mix' | 'cached';

export interface TrafficCase {
  name: string;
  group: Group;
  cache: Cache;
  kind: TrafficKind;
  /** The generator's seed: the same case sends the same URLs in the same order on every run. */
  seed: number;
  /** The next request's path. */
  next: (rand: Rand) => string;
}

const LIMIT = PAGE_SIZES.marketplace;
const SORTS = PRODUCT_SORTS.map((s) => s.value);

/** How deep a crawler walks a listing's pages (the whole catalogue's last page is far beyond). */
const CRAWLED_PAGES = 500;

/**
 * Half the requests a visitor's: page k with a chance falling as 1/k (half of them page 1, 1% beyond page
 * 100); half a crawler's: any of the first 500 pages alike. Never beyond the last page.
 */
function page(rand: Rand, last: number): number {
  const k = rand() < 0.5 ? Math.floor(1 / (1 - rand())) : 1 + Math.floor(rand() * CRAWLED_PAGES);
  return Math.max(1, Math.min(last, k));
}

const category = (rand: Rand, share: number) => (rand() < share ? pick(rand, DEFAULT_CATEGORIES) : undefined);
const sort = (rand: Rand, share: number) => (rand() < share ? pick(rand, SORTS) : DEFAULT_PRODUCT_SORT);

function apiListing(q: { page: number; sort: string; category?: string; search?: string }): string {
  const params = new URLSearchParams({ page: String(q.page), limit: String(LIMIT), sort: q.sort });
  if (q.category) params.set('category', q.category);
  if (q.search) params.set('search', q.search);
  return `/api/products?${params}`;
}

/** The words of generated names (as the fill makes them), for search terms that find something. */
function vocabulary(): { words: string[]; names: string[][] } {
  const rand = seededRandom(0x5ea4c4);
  const names: string[][] = [];
  for (let i = 0; i < 6_000; i++) {
    const words = RECIPES[i % RECIPES.length]!.name(rand)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => /^[a-z]{3,}$/.test(w));
    if (words.length > 0) names.push(words);
  }
  return { words: [...new Set(names.flat())].sort(), names };
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** One slip of the fingers, never on the first letter: two letters swapped, one dropped, doubled or wrong. */
function typo(rand: Rand, word: string): string {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const slip = rand();
  if (slip < 0.3) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (slip < 0.55) return word.slice(0, i) + word.slice(i + 1);
  if (slip < 0.7) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + pick(rand, LETTERS) + word.slice(i + 1);
}

/** What a visitor types: a prefix, a word, two words of one name (the second maybe unfinished), a typo. */
export function searchTerms(): (rand: Rand) => string {
  const { words, names } = vocabulary();
  const long = words.filter((w) => w.length >= 5);
  const pairs = names.filter((n) => n.length >= 2);
  const prefix = (rand: Rand, w: string) => w.slice(0, Math.min(w.length, 2 + Math.floor(rand() * 5)));
  return (rand) => {
    const kind = rand();
    if (kind < 0.25) return prefix(rand, pick(rand, words));
    if (kind < 0.45) return pick(rand, words);
    if (kind < 0.75) {
      const name = pick(rand, pairs);
      const at = Math.floor(rand() * (name.length - 1));
      const second = name[at + 1]!;
      return `${name[at]} ${rand() < 0.5 ? prefix(rand, second) : second}`;
    }
    if (kind < 0.93) return typo(rand, pick(rand, long));
    return `${typo(rand, pick(rand, long))} ${pick(rand, words)}`;
  };
}

export interface TrafficPlan {
  products: number;
  /** Product ids sampled from the catalogue. */
  ids: string[];
}

/** The generators of each kind, over a catalogue of `plan.products` products. */
export function generators(plan: TrafficPlan) {
  const lastPage = (cat: string | undefined) =>
    Math.max(1, Math.ceil(plan.products / (cat ? DEFAULT_CATEGORIES.length : 1) / LIMIT));
  const terms = searchTerms();
  const listing = (rand: Rand) => {
    const cat = category(rand, 0.5);
    return apiListing({ page: page(rand, lastPage(cat)), sort: sort(rand, 0.6), category: cat });
  };
  const search = (rand: Rand) =>
    apiListing({
      search: terms(rand),
      page: rand() < 0.85 ? 1 : 2 + Math.floor(rand() * 2),
      sort: sort(rand, 0.2),
      category: category(rand, 0.15),
    });
  const product = (rand: Rand) => `/api/products/${pick(rand, plan.ids)}`;
  const productPage = (rand: Rand) => `/product/${pick(rand, plan.ids)}`;
  // As the web app links them (marketplaceHref): the category a path segment, defaults left out.
  const marketplacePage = (rand: Rand) => {
    const cat = category(rand, 0.5);
    const params = new URLSearchParams();
    const s = sort(rand, 0.5);
    if (s !== DEFAULT_PRODUCT_SORT) params.set('sort', s);
    const p = page(rand, lastPage(cat));
    if (p > 1) params.set('page', String(p));
    const query = params.size ? `?${params}` : '';
    return `${cat ? `/marketplace/${encodeURIComponent(cat)}` : '/marketplace'}${query}`;
  };
  const MIX: [number, (rand: Rand) => string][] = [
    [0.45, listing],
    [0.15, search],
    [0.2, product],
    [0.1, productPage],
    [0.1, marketplacePage],
  ];
  const mix = (rand: Rand) => {
    let x = rand();
    for (const [share, next] of MIX) {
      if (x < share) return next(rand);
      x -= share;
    }
    return marketplacePage(rand);
  };
  return { listing, search, product, productPage, marketplacePage, mix };
}

/** Autocannon's requests: each a GET of the next path `next` draws, added to `seen` when given. */
function drawn(next: (rand: Rand) => string, rand: Rand, headers: Record<string, string>, seen?: Set<string>) {
  return [
    {
      method: 'GET' as const,
      headers,
      setupRequest: (request: object) => {
        const path = next(rand);
        seen?.add(path);
        return { ...request, path };
      },
    },
  ];
}

/**
 * Gives a newly started server `seconds` of each kind of request, from generators seeded apart from the cases'. A
 * page's render runs at a third of its rate for its first seconds under load, while V8 optimises it on the cores
 * the load leaves (product pages, one run after another: 312, 491, 636, 659 req/s): the cases measure the server
 * as it runs once started.
 */
export async function warmServer(base: string, plan: TrafficPlan, settings: LoadSettings, seconds: number) {
  if (seconds <= 0) return;
  const g = generators(plan);
  const kinds = [g.listing, g.search, g.product, g.productPage, g.marketplacePage];
  for (const [i, next] of kinds.entries()) {
    const requests = drawn(next, seededRandom(1000 + i), settings.headers);
    await runAutocannon(base, requests, settings.connections, seconds);
  }
  await waitIdle(base);
}

/** The real-traffic cases for one server: `cache` 'hot' is the server as started normally, 'cold' PUBLIC_CACHE=off. */
export function trafficCases(plan: TrafficPlan, cache: 'hot' | 'cold'): TrafficCase[] {
  const g = generators(plan);
  const cases: TrafficCase[] = [
    { name: 'listing, random page/category/sort', group: 'listing', kind: 'listing', seed: 1, cache, next: g.listing },
    { name: 'search, varied words', group: 'search', kind: 'search', seed: 2, cache, next: g.search },
    { name: 'product JSON by id', group: 'read', kind: 'product', seed: 3, cache, next: g.product },
    { name: 'product page, server-rendered', group: 'read', kind: 'product-page', seed: 4, cache, next: g.productPage },
    {
      name: 'marketplace page, server-rendered',
      group: 'read',
      kind: 'marketplace-page',
      seed: 5,
      cache,
      next: g.marketplacePage,
    },
    {
      name: 'the mix (45% listing, 15% search, 20% product, 10% each page)',
      group: 'read',
      kind: 'mix',
      seed: 6,
      cache,
      next: g.mix,
    },
  ];
  if (cache === 'hot') {
    const first = apiListing({ page: 1, sort: DEFAULT_PRODUCT_SORT });
    cases.unshift({
      name: 'listing page 1, one URL (cached)',
      group: 'listing',
      kind: 'cached',
      seed: 0,
      cache,
      next: () => first,
    });
  }
  return cases;
}

export interface TrafficMeasurement extends Measurement {
  kind: TrafficKind | 'bare';
}

/**
 * Like measure(), with a fresh URL from the case's generator for every request; `urls` is how many distinct
 * URLs the measured seconds asked for (a repeated one may be answered from a cache, as in real traffic).
 */
export async function measureTraffic(
  base: string,
  c: TrafficCase,
  settings: LoadSettings,
): Promise<TrafficMeasurement> {
  const seen = new Set<string>();
  const requests = drawn(c.next, seededRandom(c.seed), settings.headers, seen);
  if (settings.warmupSeconds > 0) {
    await runAutocannon(base, requests, settings.connections, settings.warmupSeconds);
    await waitIdle(base);
  }
  seen.clear();
  const result = await runAutocannon(base, requests, settings.connections, settings.seconds);
  await waitIdle(base);
  const m = { ...toMeasurement(c, seen.size, result), kind: c.kind };
  console.log(
    `  ${`${c.name} (${c.cache})`.padEnd(58)} ${String(m.reqPerSec).padStart(7)} req/s` +
      `  p50 ${m.p50} ms  p99 ${m.p99} ms  ${m.urls} URLs` +
      `${m.errors + m.non2xx ? `  errors ${m.errors} non-2xx ${m.non2xx}` : ''}`,
  );
  return m;
}
