// nuqs for the component tests' memory router: nuqs' React Router adapter reads and writes
// window.location, which a memory router never changes, so here the URL state is the router's own
// location, and a write is a router navigation (push or replace, as nuqs asks). Like nuqs' own adapter,
// a write shows at once, before the router has caught up.
import { unstable_createAdapterProvider as createAdapterProvider, renderQueryString } from 'nuqs/adapters/custom';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

function useMemoryRouterAdapter() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useState(() => new URLSearchParams(search));
  // nuqs merges each write into the URL as it is now, kept here between renders.
  const current = useRef(searchParams);
  // The URLs of our own writes the router has yet to show: when it shows one, nothing is new (a later
  // write may already be shown); any other URL is a navigation from elsewhere (a link, the back button).
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(search);
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    pending.current = [];
    current.current = new URLSearchParams(search);
    setSearchParams(current.current);
  }, [search]);
  const updateUrl = useCallback(
    (next: URLSearchParams, options: { history: 'push' | 'replace' }) => {
      current.current = new URLSearchParams(next);
      setSearchParams(current.current);
      pending.current.push(renderQueryString(next));
      void navigate(
        { search: renderQueryString(next) },
        { replace: options.history === 'replace', preventScrollReset: true },
      );
    },
    [navigate],
  );
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(current.current), []);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

export const NuqsMemoryRouterAdapter = createAdapterProvider(useMemoryRouterAdapter);
