// The signed-in user's profile (DESIGN.md decision 6): who they are, a password change and Logout, then their
// orders (issue 24).
// Anonymous visitors go to /login, which brings them back here afterwards.
import type { User } from '@astroden/shared';
import { LayoutDashboard, LogOut, Mail, User as UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/profile-page.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { MyOrders } from './components/my-orders.tsx';

export const meta: Route.MetaFunction = staticMeta('Profile', 'Your profile.');

export default function ProfilePage() {
  usePageTitle('Profile');
  const { user, isLoading, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // While logging out the user disappears first; this keeps the page from bouncing to /login.
  const [leaving, setLeaving] = useState(false);

  if (isLoading || leaving) {
    return <Spinner label={leaving ? 'Logging out...' : 'Loading...'} className="min-h-[50vh]" />;
  }
  if (!user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-16" aria-labelledby="profile-heading">
      <h1 id="profile-heading" className="mb-8 text-3xl sm:text-4xl">
        Your Profile
      </h1>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4">
          <ProfileCard user={user} />
          {user.role === 'admin' ? (
            <ButtonLink to="/admin/dashboard" variant="secondary">
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Go to Dashboard
            </ButtonLink>
          ) : null}
          <Button variant="ghost" onClick={() => void onLogout()} className="border border-white/15">
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
        <ChangePasswordForm userId={user._id} />
      </div>
      <MyOrders userId={user._id} />
    </section>
  );
}

function ProfileCard({ user }: { user: User }) {
  return (
    <div className="glass rounded-2xl p-6">
      <div className="mb-5 flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-cyan-500 to-violet-500 text-2xl font-bold text-space-950">
        <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || '?'}</span>
      </div>
      <dl className="space-y-4">
        <div>
          <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
            <UserIcon aria-hidden="true" className="size-3.5" /> Name
          </dt>
          <dd className="mt-1 break-words text-lg font-semibold text-white">{user.name}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-slate-400">
            <Mail aria-hidden="true" className="size-3.5" /> Email
          </dt>
          <dd className="mt-1 break-all text-slate-200">{user.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wider text-slate-400">Role</dt>
          <dd className="mt-1">
            <Badge tone={user.role === 'admin' ? 'violet' : 'blue'}>{user.role === 'admin' ? 'Admin' : 'User'}</Badge>
          </dd>
        </div>
      </dl>
    </div>
  );
}
