// Saving settings: one PUT per changed setting, all at once (spec section 7), each result kept apart
// so one refused value does not hide the others that saved. What saved goes straight into the cache,
// then every settings query (the storefront's public ones too: the brand name) is refreshed.
import type { Setting, SettingValue } from '@astroden/shared';
import { SETTINGS_MESSAGES } from '@astroden/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleWrite } from '../../components/admin/use-stale-reload.ts';
import { settingsQuery, updateSetting } from '../../lib/api/settings.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface SettingChange {
  key: string;
  value: SettingValue;
  /** The version the value was edited from. */
  version: number;
}

export interface SaveOutcome {
  saved: Setting[];
  /** The server's message per refused key. */
  failed: Record<string, string>;
  /** The refused keys that someone changed since the form loaded them: reloading brings their new value. */
  stale: string[];
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SettingChange[]): Promise<SaveOutcome> => {
      const results = await Promise.allSettled(changes.map((c) => updateSetting(c.key, c.value, c.version)));
      const outcome: SaveOutcome = { saved: [], failed: {}, stale: [] };
      results.forEach((result, i) => {
        const { key } = changes[i]!;
        if (result.status === 'fulfilled') outcome.saved.push(result.value.data);
        else {
          outcome.failed[key] = errorMessage(result.reason, SETTINGS_MESSAGES.saveFailed);
          if (isStaleWrite(result.reason)) outcome.stale.push(key);
        }
      });
      return outcome;
    },
    onSuccess: ({ saved }) => {
      if (saved.length === 0) return;
      const byKey = new Map(saved.map((s) => [s.key, s]));
      queryClient.setQueryData(settingsQuery().queryKey, (old) => old?.map((s) => byKey.get(s.key) ?? s));
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
    },
  });
}
