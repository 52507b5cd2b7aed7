// Scroll positions per history entry: Back and Forward (and a reload) return to where the visitor was; a new
// navigation scrolls smoothly to the top (spec section 2). React Router's <ScrollRestoration> would jump to the
// top instead, so the shell keeps its own small memory. Positions are recorded as the visitor scrolls, under
// the entry shown at the time, so the shorter page that replaces a long one cannot overwrite them.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToTop } from '../../lib/scroll.ts';

const STORAGE_KEY = 'astroden-scroll';
const positions = new Map<string, number>();
let currentKey: string | undefined;
let currentPath: string | undefined;
let listening = false;

function load() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(saved)) if (!positions.has(key)) positions.set(key, y);
  } catch {
    // storage blocked or damaged: memory only
  }
}

function persist() {
  try {
    // The latest 50 entries are plenty for Back and Forward.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // storage full or blocked
  }
}

function listen() {
  if (listening) return;
  listening = true;
  load();
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener(
    'scroll',
    () => {
      if (currentKey !== undefined) positions.set(currentKey, window.scrollY);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', persist);
}

export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(listen, []);

  // A layout effect: in the same task as the new page's commit, before any scroll event the browser sends for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry by design
  useLayoutEffect(() => {
    const first = currentKey === undefined;
    const samePath = currentPath === location.pathname;
    currentKey = location.key;
    currentPath = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    // A filter or search change on the same page keeps the visitor where they are.
    if (first || samePath) return;
    scrollToTop();
  }, [location.key]);
}
