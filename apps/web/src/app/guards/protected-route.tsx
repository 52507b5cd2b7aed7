import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/use-auth.ts';

/** Checks only authentication (spec section 6): Loading..., else /login remembering where the visitor was going. */
export function ProtectedRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center text-slate-300">
        Loading...
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
