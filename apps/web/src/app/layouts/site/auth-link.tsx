import { LayoutDashboard, LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/** Admin Login, Profile or Dashboard by role (spec section 6); nothing while auth is loading. */
export function AuthLink({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  const [to, label, Icon] = !user
    ? (['/login', 'Admin Login', LogIn] as const)
    : user.role === 'admin'
      ? (['/admin/dashboard', 'Dashboard', LayoutDashboard] as const)
      : (['/profile', 'Profile', UserRound] as const);
  return (
    <Link to={to} className={className} onClick={onNavigate}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
