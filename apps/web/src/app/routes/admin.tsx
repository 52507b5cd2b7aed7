// /admin: rendered in the browser only. The server sends the document with this fallback; the client loader
// (hydrate) makes the browser render the admin after loading its chunks, which no storefront page loads.
import type { MetaFunction } from 'react-router';
import { ProtectedRoute } from '../guards/protected-route.tsx';

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const meta: MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];

export function HydrateFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-slate-300">
      Loading...
    </div>
  );
}

export default ProtectedRoute;
