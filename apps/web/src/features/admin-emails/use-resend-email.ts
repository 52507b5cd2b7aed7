// Sends a failed e-mail again: the list, the message and the dashboard's outbox counts are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendEmail } from '../../lib/api/emails.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.emails.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.queue });
    },
  });
}
