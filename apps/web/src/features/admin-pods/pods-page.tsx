// Admin pods: search and sort (in the URL), a paged table, add/edit in a modal, delete after a
// confirmation.
import type { Pod } from '@astroden/shared';
import { PAGE_SIZES, POD_MESSAGES, POD_SORT_KEYS, sortValues } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ImageItemList } from '../../components/admin/image-item-list.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { tableSort, toSortValue } from '../../components/admin/table-sort.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { podListQuery } from '../../lib/api/pods.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PodFormModal } from './pod-form-modal.tsx';
import { podColumns } from './pods-table.tsx';
import { useDeletePod } from './use-pod-mutations.ts';

const SORTS = { values: sortValues(POD_SORT_KEYS), fallback: '-createdAt' as const };
const messages = { ...POD_MESSAGES, noneFound: 'No pods found' };

function PodModal({ open, item, onClose }: { open: boolean; item: Pod | null; onClose(): void }) {
  return <PodFormModal open={open} pod={item} onClose={onClose} />;
}

export default function AdminPodsPage() {
  usePageTitle('Pods');
  const { filters, page, sort, setFilter, setSort, setPage } = useListParams(['search'] as const, SORTS);
  const list = useQuery(podListQuery({ page, limit: PAGE_SIZES.admin, search: filters.search || undefined, sort }));
  const remove = useDeletePod();

  return (
    <ImageItemList
      title="Pods"
      description="The space pods shown on the site."
      noun="Pod"
      messages={messages}
      list={list}
      page={page}
      pageSize={PAGE_SIZES.admin}
      setPage={setPage}
      columns={podColumns}
      sort={tableSort(sort)}
      onSortChange={(next) => setSort(toSortValue(next) as typeof sort)}
      filtered={Boolean(filters.search)}
      onClearFilters={() => setFilter('search', '')}
      FormModal={PodModal}
      remove={remove}
      filters={
        <SearchBox
          label="Search pods"
          placeholder="Search pods by name..."
          value={filters.search}
          onSearch={(v) => setFilter('search', v)}
          className="mb-4 sm:max-w-md"
        />
      }
    />
  );
}
