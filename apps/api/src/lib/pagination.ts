import { totalPages } from '@astroden/shared';

export function pageWindow(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

export function pageEnvelope<T>(data: T[], total: number, page: number, limit: number) {
  return { success: true as const, data, total, totalPages: totalPages(total, limit), currentPage: page };
}

/** A search term for ILIKE: % and _ match themselves (DESIGN.md "Contract details"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
