// The page sizes and limits every list shares (spec section 9), without zod.

/** The most rows one page of any list may hold (?limit=). */
export const MAX_PAGE_SIZE = 100;

/** Rows per page, per screen that lists (spec section 9); the admin lists' size is also the API's default. */
export const PAGE_SIZES = {
  footerPods: 6,
  homePods: 3,
  homeProducts: 4,
  marketplace: 9,
  pods: 9,
  admin: 10,
  dashboardPods: 10,
  contacts: 10,
} as const;

/** The longest free text a form takes (a description, a contact message). */
export const MAX_LONG_TEXT_LENGTH = 5000;

/** The longest ?search= a list takes. */
export const MAX_SEARCH_LENGTH = 100;

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
