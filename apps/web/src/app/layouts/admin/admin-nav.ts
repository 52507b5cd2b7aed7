// The admin sidebar's links, in the spec's order (section 2, "Admin routes"), then the back office's own.
import {
  History,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Rocket,
  Send,
  Settings,
  ShoppingCart,
  Users,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Products', to: '/admin/products', icon: Package },
  { label: 'Pods', to: '/admin/pods', icon: Rocket },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart },
  { label: 'Contacts', to: '/admin/contacts', icon: Mail },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
  // Not in the spec: the audit log (issue 11), after the spec's screens.
  { label: 'Audit Log', to: '/admin/audit', icon: History },
  // The shop's e-mails as sent (issue 24).
  { label: 'E-mails', to: '/admin/emails', icon: Send },
];
