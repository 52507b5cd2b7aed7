// A link to a page of this app, for the links a server render repeats (a grid's cards, a list's filters, the page
// numbers). React Router's <Link> resolves its path against the route tree and sets up its click handling, prefetch
// and route discovery for each link it renders: a marketplace page renders some thirty, on every visit that misses
// the page cache (issue 26). This one takes a path that is already absolute and resolved ("/marketplace/Shirts?page=2")
// and, in the browser, does what <Link> does with a click: React Router navigates, the page does not reload.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this app, with its query and hash, encoded as it goes into the address bar. */
  to: string;
  /** Replace the current history entry (as <Link> does by itself for a link to the page it is on). */
  replace?: boolean;
  /** Keep the scroll position. */
  preventScrollReset?: boolean;
}

/** A click React Router takes over: the main button, no modifier key, no other target (as <Link> decides). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function AppLink({ to, replace, preventScrollReset, onClick, target, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        const here = location.pathname + location.search + location.hash;
        void navigate(to, { replace: replace ?? here === to, preventScrollReset });
      }}
    />
  );
}
