import type { PublicSettings } from '@astroden/shared';
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { publicSettingsQuery } from './api/settings.ts';

const PublicSettingsContext = createContext<PublicSettings>(DEFAULT_PUBLIC_SETTINGS);

/**
 * Reads the public settings once for the whole tree (app/providers.tsx): a page has a score of components that
 * show them, and a query observer each was a tenth of a product page's server render (issue 26).
 */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(publicSettingsQuery());
  return createElement(PublicSettingsContext.Provider, { value: data ?? DEFAULT_PUBLIC_SETTINGS }, children);
}

/** Brand name, chat number, contact e-mail, social link and shipping rule; defaults until loaded or on failure. */
export function usePublicSettings(): PublicSettings {
  return useContext(PublicSettingsContext);
}
