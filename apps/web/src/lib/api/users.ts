import type { ChangePasswordBody, CreateUserBody, UpdateUserBody, User } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

export const listUsers = () => api<PageResponse<User>>('/users', { query: { limit: 100 } });
export const createUser = (body: CreateUserBody) => api<DataResponse<User>>('/users', { method: 'POST', body });
export const updateUser = (id: string, body: UpdateUserBody) =>
  api<DataResponse<User>>(`/users/${id}`, { method: 'PUT', body });
export const deleteUser = (id: string) => api<MessageResponse>(`/users/${id}`, { method: 'DELETE' });
export const changePassword = (id: string, body: ChangePasswordBody) =>
  api<MessageResponse>(`/users/${id}/password`, { method: 'PUT', body });

export const userListQuery = () => queryOptions({ queryKey: queryKeys.users.lists(), queryFn: listUsers });
