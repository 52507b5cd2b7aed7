// One query-key factory per resource: all / lists / list(q) / details / detail(id).
function keys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (query: object) => [resource, 'list', query] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

export const queryKeys = {
  auth: { me: ['auth', 'me'] as const },
  products: {
    ...keys('products'),
    /** A page of products as the storefront's grids show them (lib/api/products.ts productCardsQuery). */
    cards: (query: object) => ['products', 'cards', query] as const,
    categories: ['products', 'categories'] as const,
  },
  pods: keys('pods'),
  orders: {
    ...keys('orders'),
    /** A customer's lookup (id with e-mail or token): held in this tab only, never in a server render. */
    track: (query: object) => ['orders', 'track', query] as const,
    /** The signed-in customer's own orders, per user so another sign-in in the tab never sees them. */
    mine: (userId: string) => ['orders', 'mine', userId] as const,
  },
  users: keys('users'),
  contacts: keys('contacts'),
  audit: keys('audit'),
  emails: keys('emails'),
  settings: { ...keys('settings'), public: ['settings', 'public'] as const },
  dashboard: {
    all: ['dashboard'] as const,
    overview: ['dashboard', 'overview'] as const,
    sales: (period: string) => ['dashboard', 'sales', period] as const,
    topProducts: ['dashboard', 'top-products'] as const,
    analytics: (q: object) => ['dashboard', 'analytics', q] as const,
    restock: ['dashboard', 'restock'] as const,
    queue: ['dashboard', 'queue'] as const,
  },
  pricing: ['pricing'] as const,
};
