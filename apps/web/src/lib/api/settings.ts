import type { PublicSettings, Setting, SettingValue } from '@astroden/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, authedApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { DataResponse } from './types.ts';

export const getPublicSettings = () => api<DataResponse<PublicSettings>>('/settings/public').then((r) => r.data);
export const listSettings = () => authedApi<DataResponse<Setting[]>>('/settings').then((r) => r.data);
/** With the version the value was edited from: the server refuses (409) a setting changed since. */
export const updateSetting = (key: string, value: SettingValue, version?: number) =>
  authedApi<DataResponse<Setting>>(`/settings/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { value, version },
  });

export const settingsQuery = () => queryOptions({ queryKey: queryKeys.settings.lists(), queryFn: listSettings });

export const publicSettingsQuery = () =>
  queryOptions({ queryKey: queryKeys.settings.public, queryFn: getPublicSettings, staleTime: 5 * 60_000 });
