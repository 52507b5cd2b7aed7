// A list's ?sort= value ('price', '-price') and the sort a DataTable shows ({ id: 'price', desc: true }).
import { parseSort } from '@astroden/shared/constants';
import type { TableSort } from './data-table.tsx';

export function tableSort(sort: string): TableSort {
  if (!sort) return null;
  const { key, desc } = parseSort(sort);
  return { id: key, desc };
}

export const toSortValue = ({ id, desc }: { id: string; desc: boolean }): string => (desc ? `-${id}` : id);
