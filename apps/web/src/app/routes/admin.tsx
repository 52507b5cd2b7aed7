// /admin: rendered in the browser only. The server sends the document with this fallback; the client loader
// (hydrate) makes the browser render the admin after loading its chunks, which no storefront page loads.
// The admin's list screens keep their state in the URL with nuqs; its adapter needs the router, so it sits here,
// where no storefront page loads it (it patches the history API when it starts).
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { ProtectedRoute } from '../guards/protected-route.tsx';
import type { Route } from './+types/admin.ts';

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];

export function HydrateFallback() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-slate-300">
      Loading...
    </div>
  );
}

export default function AdminRoute() {
  return (
    <NuqsAdapter>
      <ProtectedRoute />
    </NuqsAdapter>
  );
}
