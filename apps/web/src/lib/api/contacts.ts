import type { Contact, ContactBody } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

export const sendContact = (body: ContactBody) => api<DataResponse<Contact>>('/contact', { method: 'POST', body });

export interface ContactListQuery {
  page: number;
  limit?: number;
  search?: string;
  /** 'createdAt' or 'fullName', '-' in front for descending. */
  sort?: string;
}
export const listContacts = (query: ContactListQuery, signal?: AbortSignal) =>
  authedApi<PageResponse<Contact>>('/contact', { query: { ...query }, signal });
export const deleteContact = (id: string) => authedApi<MessageResponse>(`/contact/${id}`, { method: 'DELETE' });

export const contactListQuery = (query: ContactListQuery) =>
  queryOptions({
    queryKey: queryKeys.contacts.list(query),
    queryFn: ({ signal }) => listContacts(query, signal),
    placeholderData: (previous) => previous,
  });
