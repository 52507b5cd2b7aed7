export interface NavItem {
  to: string;
  label: string;
}

export const DESKTOP_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/space-pods', label: 'Space Pods' },
  { to: '/marketplace', label: 'Marketplace' },
];

export const MOBILE_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/space-pods', label: 'Space Pods' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_MARKETPLACE = ['PC Components', 'Manga & Comics', 'Accessories', 'Collectibles'];

export const FOOTER_INFO: NavItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/team', label: 'Our Team' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cancellation-refunds', label: 'Cancellation & Refunds' },
  { to: '/shipping', label: 'Shipping Policy' },
];

/**
 * Whether the header's link to `to` shows as the current page at `pathname`: React Router's NavLink rule for
 * these links (case-insensitive, whole segments, '/' only for itself).
 */
export function isCurrentNav(to: string, pathname: string): boolean {
  const at = pathname.toLowerCase();
  const target = to.toLowerCase();
  return at === target || (target !== '/' && at.startsWith(target) && at.charAt(target.length) === '/');
}
