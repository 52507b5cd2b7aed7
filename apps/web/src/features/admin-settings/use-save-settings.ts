// Saving settings: one PUT per changed setting, all at once (spec section 7), each result kept apart
// so one refused value does not hide the others that saved. What saved goes straight into the cache,
// then every settings query (the storefront's public ones too: the brand name) is refreshed.
import type { Setting, SettingValue } from '@astroden/shared';
import { SETTINGS_MESSAGES } from '@astroden/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQuery, updateSetting } from '../../lib/api/settings.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface SettingChange {
  key: string;
  value: SettingValue;
}

export interface SaveOutcome {
  saved: Setting[];
  /** The server's message per refused key. */
  failed: Record<string, string>;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SettingChange[]): Promise<SaveOutcome> => {
      const results = await Promise.allSettled(changes.map((c) => updateSetting(c.key, c.value)));
      const outcome: SaveOutcome = { saved: [], failed: {} };
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') outcome.saved.push(result.value.data);
        else outcome.failed[changes[i]!.key] = errorMessage(result.reason, SETTINGS_MESSAGES.saveFailed);
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
