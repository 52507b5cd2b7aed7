import { useEffect } from 'react';
import { usePublicSettings } from './use-public-settings.ts';

/** Sets the document title to "<title> | <brand>" for the current route. */
export function usePageTitle(title: string | undefined): void {
  const { brandName } = usePublicSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
