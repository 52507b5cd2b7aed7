import type { PublicSettings } from '@astroden/shared';
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from './api/settings.ts';

/** Brand name, chat number, contact e-mail, social link and shipping rule; defaults until loaded or on failure. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQuery());
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
