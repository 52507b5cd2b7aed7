import { DASHBOARD_MESSAGES } from '@astroden/shared/constants';
import { type ReactNode, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Each admin screen's own check (spec section 2): some show the Access Denied message,
 * others (users, settings) redirect to /login.
 */
export function AdminOnly({ children, otherwise = 'deny' }: { children?: ReactNode; otherwise?: 'deny' | 'redirect' }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // One object per page: a new one each render makes <Navigate> navigate again (see ProtectedRoute).
  const state = useMemo(() => ({ from: location.pathname }), [location.pathname]);
  if (isLoading) return <p role="status">Loading...</p>;
  if (user?.role === 'admin') return children ?? <Outlet />;
  if (otherwise === 'redirect') return <Navigate to="/login" replace state={state} />;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-400/30 bg-red-950/30 p-6 text-center">
      <p className="text-red-200">{DASHBOARD_MESSAGES.accessDenied}</p>
      <Link to="/login" className="mt-4 inline-block text-cyan-300 underline">
        Go to login
      </Link>
    </div>
  );
}
