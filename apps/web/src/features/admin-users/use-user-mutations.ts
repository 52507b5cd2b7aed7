// User writes. Each refreshes the user list and the dashboard (its totals count users); the list is
// not awaited, so a dialog closes at once and the table refreshes behind it.
import type { ChangePasswordBody, CreateUserBody, UpdateUserBody } from '@astroden/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, createUser, deleteUser, updateUser } from '../../lib/api/users.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function invalidate(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(body),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) => updateUser(id, body),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSuccess: () => invalidate(queryClient),
  });
}

/** Nothing cached shows a password, so nothing is invalidated. */
export function useChangeUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChangePasswordBody }) => changePassword(id, body),
  });
}
