// Whether this render is the page working in the browser: false in the server render and while React hydrates
// it, true from the render right after (and at once for anything that mounts later). Controls that need
// JavaScript are disabled and busy until then (docs/decisions/014-controls-wait-for-hydration.md), so a tap made
// before the page works is never silently lost.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The props of a control that needs JavaScript: disabled and busy until the page is hydrated, then as asked.
 * Links and GET forms work without JavaScript and do not use it.
 */
export function useScriptControl(disabled = false): { disabled: boolean; 'aria-busy'?: true } {
  const hydrated = useHydrated();
  return hydrated ? { disabled } : { disabled: true, 'aria-busy': true };
}
