import type { PublicSettings } from '@astroden/shared';
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { getPublicSettings } from '../../lib/api/settings.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Brand name, chat number, contact e-mail, social link and shipping rule; defaults until loaded or on failure. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: queryKeys.settings.public,
    queryFn: getPublicSettings,
    staleTime: 5 * 60_000,
  });
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
