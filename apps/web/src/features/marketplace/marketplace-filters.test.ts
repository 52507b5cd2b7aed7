import { describe, expect, it } from 'vitest';
import { activeFilterCount, marketplaceHref, readFilters, showingText } from './marketplace-filters.ts';

const read = (query: string, category?: string) => readFilters(new URLSearchParams(query), category);

describe('readFilters', () => {
  it('reads defaults from an empty URL', () => {
    expect(read('')).toEqual({ category: undefined, search: '', sort: '-createdAt', page: 1 });
  });

  it('reads the route category first, then ?category=; "all" and blanks mean All Products', () => {
    expect(read('category=Shirts', 'Manga & Comics').category).toBe('Manga & Comics');
    expect(read('category=Shirts').category).toBe('Shirts');
    expect(read('', 'all').category).toBeUndefined();
    expect(read('category=%20%20').category).toBeUndefined();
  });

  it('keeps only allowed sorts and whole pages from 1', () => {
    expect(read('sort=price').sort).toBe('price');
    expect(read('sort=-rating').sort).toBe('-rating');
    expect(read('sort=name').sort).toBe('-createdAt');
    expect(read('page=3').page).toBe(3);
    for (const page of ['0', '-2', '1.5', 'abc']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('trims the search and cuts it to what the API accepts', () => {
    expect(read('search=%20nebula%20').search).toBe('nebula');
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('marketplaceHref', () => {
  it('puts the category in the path, encoded, and leaves defaults out of the query', () => {
    expect(marketplaceHref({ category: undefined, search: '', sort: '-createdAt', page: 1 })).toBe('/marketplace');
    expect(marketplaceHref({ category: 'Manga & Comics', search: 'vol 1', sort: 'price', page: 2 })).toBe(
      '/marketplace/Manga%20%26%20Comics?search=vol+1&sort=price&page=2',
    );
  });

  it('round-trips through readFilters', () => {
    const filters = { category: 'PC Components', search: 'a&b=c', sort: '-price' as const, page: 4 };
    const url = new URL(marketplaceHref(filters), 'http://x');
    const category = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    expect(readFilters(url.searchParams, category)).toEqual(filters);
  });
});

describe('showingText and activeFilterCount', () => {
  it("says 'Showing X to Y of N products' for a page of 9", () => {
    expect(showingText(1, 9, 48)).toBe('Showing 1 to 9 of 48 products');
    expect(showingText(6, 9, 48)).toBe('Showing 46 to 48 of 48 products');
    expect(showingText(1, 9, 4)).toBe('Showing 1 to 4 of 4 products');
  });

  it('counts category, search and sort, never the page', () => {
    expect(activeFilterCount({ category: undefined, search: '', sort: '-createdAt', page: 5 })).toBe(0);
    expect(activeFilterCount({ category: 'Shirts', search: 'tee', sort: 'price', page: 1 })).toBe(3);
  });
});
