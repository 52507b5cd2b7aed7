import { useEffect, useState } from 'react';

export const HEADER_SCROLL_THRESHOLD = 50;

/**
 * True once the page is scrolled past `threshold` px; updates only when that answer changes. It starts false, as
 * the server rendered it: a page scrolled before hydration would otherwise hydrate with a header that differs
 * from its HTML (React keeps the HTML's classes), and the effect's first reading set the same state again.
 */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
