// The shop's e-mails as the back office sees them (admin): the list, one message as sent, and a resend.
import type { EmailDetail, EmailListQuery, EmailSummary } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse, MessageResponse, PageResponse } from './types.ts';

export const listEmails = (query: EmailListQuery, signal?: AbortSignal) =>
  authedApi<PageResponse<EmailSummary>>('/emails', { query: { ...query }, signal });
export const getEmail = (id: string, signal?: AbortSignal) =>
  authedApi<DataResponse<EmailDetail>>(`/emails/${id}`, { signal }).then((r) => r.data);
/** Only a failed e-mail can be sent again (409 otherwise); it keeps its Message-ID. */
export const resendEmail = (id: string) => authedApi<MessageResponse>(`/emails/${id}/resend`, { method: 'POST' });

export const emailListQuery = (query: EmailListQuery) =>
  queryOptions({
    queryKey: queryKeys.emails.list(query),
    queryFn: ({ signal }) => listEmails(query, signal),
    placeholderData: (previous) => previous,
  });

export const emailDetailQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.emails.detail(id), queryFn: ({ signal }) => getEmail(id, signal) });
