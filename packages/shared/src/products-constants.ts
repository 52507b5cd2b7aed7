import type { SortValue } from './lists-constants.ts';

export const DEFAULT_CATEGORIES = [
  'PC Components',
  'Manga & Comics',
  'Shirts',
  'Accessories',
  'Collectibles',
  'Anime Figures',
] as const;

/** What the marketplace shows when the category call fails (spec section 8). */
export const FALLBACK_CATEGORIES = DEFAULT_CATEGORIES.slice(0, 5).map((name) => ({ name, count: 0 }));

export const PRODUCT_SORTS = [
  { value: '-createdAt', label: 'Newest First' },
  { value: 'price', label: 'Price: Low to High' },
  { value: '-price', label: 'Price: High to Low' },
  { value: '-rating', label: 'Highest Rated' },
] as const;

/** The columns the admin products list sorts by (any of them either way: ?sort=stock, ?sort=-stock). */
export const PRODUCT_SORT_KEYS = ['name', 'price', 'stock', 'category', 'createdAt', 'rating'] as const;

/** A products list's ?sort=: any column either way ('price', '-price'). */
export type ProductSort = SortValue<(typeof PRODUCT_SORT_KEYS)[number]>;

export const DEFAULT_PRODUCT_SORT: ProductSort = '-createdAt';

/** The sorts anyone may ask of the public listing: each is served by an index (decision 009). */
export const PUBLIC_PRODUCT_SORTS: readonly string[] = PRODUCT_SORTS.map((s) => s.value);

/** The admin stock-level filter (?stock=): low is 1 up to the lowStockThreshold setting. */
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const STOCK_LEVEL_LABELS = { out: 'Out of stock', low: 'Low stock', in: 'In stock' } as const;

export const STOCK_BADGE_THRESHOLD = 10;

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= STOCK_BADGE_THRESHOLD ? 'low' : 'in';
}

/** The highest price of a product or a pod, in rupees. */
export const MAX_PRICE = 10_000_000;

/** The most units of one product in stock. */
export const MAX_STOCK = 1_000_000;

/** The longest category name (products and pods). */
export const MAX_CATEGORY_LENGTH = 60;

/** The most features a product or a pod lists. */
export const MAX_FEATURES = 50;

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  changed: 'This product changed since you opened it',
  created: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  fetchFailed: 'Failed to fetch products',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  confirmDelete: 'Are you sure you want to delete this product?',
  notFoundTitle: 'Product Not Found',
  errorLoading: 'Error loading products',
  noneFound: 'No products found',
  newCategory: 'Add new catalogue...',
  confirmBulkDelete: (n: number) => (n === 1 ? 'Delete the selected product?' : `Delete the ${n} selected products?`),
  bulkDeleted: 'Products deleted',
  adminOnlyListing: 'Sorting by this column and filtering by stock level are for admins',
} as const;
