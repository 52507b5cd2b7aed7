// Every route of the spec. The storefront renders on the server with its data; /admin renders in the browser
// only (app/routes/admin.tsx), and each route module is its own chunk, so no admin code reaches a shopper.
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('app/layouts/root-layout.tsx', [
    index('features/home/home-page.tsx'),
    route('about', 'features/info/about-page.tsx'),
    route('team', 'features/info/team-page.tsx'),
    route('faq', 'features/info/faq-page.tsx'),
    route('privacy', 'features/info/privacy-page.tsx'),
    route('terms', 'features/info/terms-page.tsx'),
    route('cancellation-refunds', 'features/info/cancellation-refunds-page.tsx'),
    route('shipping', 'features/info/shipping-page.tsx'),
    route('space-pods', 'features/pods/pods-page.tsx'),
    route('space-pods/:id', 'features/pods/pod-detail-page.tsx'),
    route('marketplace', 'features/marketplace/marketplace-page.tsx', { id: 'marketplace' }),
    route('marketplace/:category', 'features/marketplace/marketplace-page.tsx', { id: 'marketplace-category' }),
    route('product/:id', 'features/marketplace/product-page.tsx'),
    route('cart', 'features/cart/cart-page.tsx'),
    route('checkout', 'features/checkout/checkout-page.tsx'),
    route('checkout/success', 'features/checkout/checkout-success-page.tsx'),
    route('contact', 'features/contact/contact-page.tsx'),
    route('login', 'features/auth/login-page.tsx'),
    route('forgot-password', 'features/auth/forgot-password-page.tsx'),
    route('reset-password', 'features/auth/reset-password-page.tsx'),
    route('track-order', 'features/track-order/track-order-page.tsx'),
    route('profile', 'features/profile/profile-page.tsx'),
    route('*', 'features/not-found/not-found-page.tsx', { id: 'not-found' }),
  ]),
  route('admin', 'app/routes/admin.tsx', [
    layout('app/layouts/admin/admin-layout.tsx', [
      index('app/routes/admin-index.tsx'),
      // Each admin screen carries its own admin check (spec section 6): these show Access Denied...
      layout('app/routes/admin-deny.tsx', [
        route('dashboard', 'features/admin-dashboard/dashboard-page.tsx'),
        route('products', 'features/admin-products/products-page.tsx'),
        route('pods', 'features/admin-pods/pods-page.tsx'),
        route('orders', 'features/admin-orders/orders-page.tsx'),
        route('contacts', 'features/admin-contacts/contacts-page.tsx'),
        route('audit', 'features/admin-audit/audit-page.tsx'),
        route('emails', 'features/admin-emails/emails-page.tsx'),
      ]),
      // ...and these send a non-admin to /login.
      layout('app/routes/admin-redirect.tsx', [
        route('users', 'features/admin-users/users-page.tsx'),
        route('settings', 'features/admin-settings/settings-page.tsx'),
      ]),
      route('*', 'features/not-found/not-found-page.tsx', { id: 'admin-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
