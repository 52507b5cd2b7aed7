// A list's ?sort= ('name', '-name') as an ORDER BY: the chosen column, empty values last either way, then
// the given tie-breakers so equal values keep one order across pages.
import { parseSort, type SortValue } from '@astroden/shared';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

export function orderBySort<K extends string>(
  sort: SortValue<K>,
  columns: Record<K, AnyColumn | SQL>,
  tieBreakers: SQL[],
): SQL[] {
  const { key, desc: descending } = parseSort(sort);
  const column = columns[key];
  return [descending ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`, ...tieBreakers];
}
