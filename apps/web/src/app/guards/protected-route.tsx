import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Checks only authentication (spec section 6): Loading..., else /login remembering where the visitor was going. */
export function ProtectedRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // One object per destination: <Navigate> navigates again whenever its state changes identity, and a
  // new object each render (renders come while the /login route is being discovered) looped for ever.
  const from = `${location.pathname}${location.search}`;
  const state = useMemo(() => ({ from }), [from]);
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center text-slate-300">
        Loading...
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={state} />;
  return <Outlet />;
}
