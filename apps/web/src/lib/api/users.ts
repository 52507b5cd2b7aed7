import type { ChangePasswordBody, CreateUserBody, UpdateUserBody, User } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

export const listUsers = () => authedApi<PageResponse<User>>('/users', { query: { limit: 100 } });
export const createUser = (body: CreateUserBody) => authedApi<DataResponse<User>>('/users', { method: 'POST', body });
export const updateUser = (id: string, body: UpdateUserBody) =>
  authedApi<DataResponse<User>>(`/users/${id}`, { method: 'PUT', body });
export const deleteUser = (id: string) => authedApi<MessageResponse>(`/users/${id}`, { method: 'DELETE' });
export const changePassword = (id: string, body: ChangePasswordBody) =>
  authedApi<MessageResponse>(`/users/${id}/password`, { method: 'PUT', body });

export const userListQuery = () => queryOptions({ queryKey: queryKeys.users.lists(), queryFn: listUsers });
