import type { ChangePasswordBody, CreateUserBody, UpdateUserBody, User } from '@astroden/shared';
import { MAX_PAGE_SIZE } from '@astroden/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { authedApi, tokenStore } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

const usersPage = (page: number) => authedApi<PageResponse<User>>('/users', { query: { page, limit: MAX_PAGE_SIZE } });

/** Every user (User Management searches and filters them on the client): the first page, then the rest. */
export async function listUsers(): Promise<PageResponse<User>> {
  const first = await usersPage(1);
  const pages = first.totalPages;
  if (pages <= 1) return first;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => usersPage(i + 2)));
  return { ...first, data: [first, ...rest].flatMap((p) => p.data) };
}
export const getUser = (id: string) => authedApi<DataResponse<User>>(`/users/${id}`).then((r) => r.data);
export const createUser = (body: CreateUserBody) => authedApi<DataResponse<User>>('/users', { method: 'POST', body });
export const updateUser = (id: string, body: UpdateUserBody) =>
  authedApi<DataResponse<User>>(`/users/${id}`, { method: 'PUT', body });
export const deleteUser = (id: string) => authedApi<MessageResponse>(`/users/${id}`, { method: 'DELETE' });
/** A change of one's own password ends every session, this one included: keep the new token it returns. */
export async function changePassword(id: string, body: ChangePasswordBody): Promise<MessageResponse> {
  const res = await authedApi<MessageResponse & { token?: string }>(`/users/${id}/password`, { method: 'PUT', body });
  if (res.token) tokenStore.set(res.token);
  return res;
}

export const userListQuery = () => queryOptions({ queryKey: queryKeys.users.lists(), queryFn: listUsers });
