// Contact writes: deleting refreshes every contact list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteContact } from '../../lib/api/contacts.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContact(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
  });
}
