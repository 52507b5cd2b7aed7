// Whether an element's content overflows it, so that it scrolls. A region that scrolls must take
// keyboard focus to be scrolled without a mouse (WCAG 2.1.1, axe's scrollable-region-focusable), but a
// region that fits should not add a pointless stop to the Tab order.
import { useCallback, useLayoutEffect, useState } from 'react';

export interface Overflow {
  /** Put on the scrolling element (a callback ref: it may mount after the component, e.g. in a modal). */
  ref(element: HTMLElement | null): void;
  /** True while its content is larger than it along `axis`. */
  overflows: boolean;
}

export function useOverflow(axis: 'x' | 'y'): Overflow {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);

  useLayoutEffect(() => {
    if (!element) return setOverflows(false);
    // 1px of slack: fractional sizes round up in scroll sizes.
    const measure = () =>
      setOverflows(
        axis === 'y' ? element.scrollHeight > element.clientHeight + 1 : element.scrollWidth > element.clientWidth + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The element's own size changes with the window; its content's with what it shows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element, axis]);

  return { ref, overflows };
}
