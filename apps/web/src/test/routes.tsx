// The route table of the component tests (memory router, no server). The app's own routes are src/routes.ts
// (React Router framework mode, rendered on the server): keep the two listing the same paths.

import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject, UNSAFE_withComponentProps as withComponentProps } from 'react-router';
import { AdminOnly } from '../app/guards/admin-only.tsx';
import { ProtectedRoute } from '../app/guards/protected-route.tsx';
import { RootLayout } from '../app/layouts/root-layout.tsx';
import { RouteError } from '../app/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { NuqsMemoryRouterAdapter } from './nuqs-memory-adapter.tsx';

// biome-ignore lint/suspicious/noExplicitAny: a route module's component takes its own generated props
type RouteComponent = ComponentType<any>;

/**
 * A route module's component as the framework renders it: given its params, loader data and matches as props
 * (Route.ComponentProps), read from the router. Without a loader here its loader data is undefined.
 */
export const routeComponent = (Component: RouteComponent) => withComponentProps(Component);

const page = (load: () => Promise<{ default: RouteComponent }>) => async () => ({
  Component: routeComponent((await load()).default),
});
// Shown on the first load until the opened page's chunk has arrived.
const firstLoad = <Spinner className="min-h-dvh" />;

// List state lives in the URL through nuqs, as in root.tsx: its adapter sits inside the router (here the
// memory router's adapter: nuqs' React Router one follows window.location, which a memory router leaves alone).
export const routes: RouteObject[] = [
  {
    element: (
      <NuqsMemoryRouterAdapter>
        <Outlet />
      </NuqsMemoryRouterAdapter>
    ),
    children: [
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          { index: true, lazy: page(() => import('../features/home/home-page.tsx')) },
          { path: 'about', lazy: page(() => import('../features/info/about-page.tsx')) },
          { path: 'team', lazy: page(() => import('../features/info/team-page.tsx')) },
          { path: 'faq', lazy: page(() => import('../features/info/faq-page.tsx')) },
          { path: 'privacy', lazy: page(() => import('../features/info/privacy-page.tsx')) },
          { path: 'terms', lazy: page(() => import('../features/info/terms-page.tsx')) },
          { path: 'cancellation-refunds', lazy: page(() => import('../features/info/cancellation-refunds-page.tsx')) },
          { path: 'shipping', lazy: page(() => import('../features/info/shipping-page.tsx')) },
          { path: 'space-pods', lazy: page(() => import('../features/pods/pods-page.tsx')) },
          { path: 'space-pods/:id', lazy: page(() => import('../features/pods/pod-detail-page.tsx')) },
          { path: 'marketplace', lazy: page(() => import('../features/marketplace/marketplace-page.tsx')) },
          { path: 'marketplace/:category', lazy: page(() => import('../features/marketplace/marketplace-page.tsx')) },
          { path: 'product/:id', lazy: page(() => import('../features/marketplace/product-page.tsx')) },
          { path: 'cart', lazy: page(() => import('../features/cart/cart-page.tsx')) },
          { path: 'checkout', lazy: page(() => import('../features/checkout/checkout-page.tsx')) },
          { path: 'checkout/success', lazy: page(() => import('../features/checkout/checkout-success-page.tsx')) },
          { path: 'contact', lazy: page(() => import('../features/contact/contact-page.tsx')) },
          { path: 'login', lazy: page(() => import('../features/auth/login-page.tsx')) },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/forgot-password-page.tsx')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
          { path: 'track-order', lazy: page(() => import('../features/track-order/track-order-page.tsx')) },
          { path: 'profile', lazy: page(() => import('../features/profile/profile-page.tsx')) },
          { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx')) },
        ],
      },
      {
        path: 'admin',
        element: <ProtectedRoute />,
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          {
            lazy: page(() => import('../app/layouts/admin/admin-layout.tsx')),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              // Each admin screen carries its own admin check (spec section 6): these show Access Denied...
              {
                element: <AdminOnly otherwise="deny" />,
                children: [
                  { path: 'dashboard', lazy: page(() => import('../features/admin-dashboard/dashboard-page.tsx')) },
                  { path: 'products', lazy: page(() => import('../features/admin-products/products-page.tsx')) },
                  { path: 'pods', lazy: page(() => import('../features/admin-pods/pods-page.tsx')) },
                  { path: 'orders', lazy: page(() => import('../features/admin-orders/orders-page.tsx')) },
                  { path: 'contacts', lazy: page(() => import('../features/admin-contacts/contacts-page.tsx')) },
                  { path: 'audit', lazy: page(() => import('../features/admin-audit/audit-page.tsx')) },
                  { path: 'emails', lazy: page(() => import('../features/admin-emails/emails-page.tsx')) },
                ],
              },
              // ...and these send a non-admin to /login.
              {
                element: <AdminOnly otherwise="redirect" />,
                children: [
                  { path: 'users', lazy: page(() => import('../features/admin-users/users-page.tsx')) },
                  { path: 'settings', lazy: page(() => import('../features/admin-settings/settings-page.tsx')) },
                ],
              },
              { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx')) },
            ],
          },
        ],
      },
    ],
  },
];
