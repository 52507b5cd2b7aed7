// Admin Login (spec section 2): the sign-in form, or who is signed in when someone already is.
import { LayoutDashboard, ShieldCheck, User as UserIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { staticMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/login-page.ts';
import { LoginForm } from './components/login-form.tsx';
import { ADMIN_HOME, redirectAfterLogin } from './redirect-after-login.ts';

export const meta: Route.MetaFunction = staticMeta('Admin Login', 'Sign in to your account.');

export default function LoginPage() {
  usePageTitle('Admin Login');
  const { user, isLoading, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Set while leaving after a sign-in, so the "already signed in" panel never flashes.
  const [leaving, setLeaving] = useState(false);

  let body: ReactNode;
  if (isLoading || leaving) {
    body = <Spinner label={leaving ? 'Signing in...' : 'Loading...'} />;
  } else if (user) {
    body = (
      <div className="space-y-5 text-center">
        <p className="text-slate-200">
          You are signed in as <strong className="text-white">{user.name}</strong>
          <span className="block break-all text-sm text-slate-400">{user.email}</span>
        </p>
        <div className="flex flex-col gap-3">
          {user.role === 'admin' ? (
            <ButtonLink to={ADMIN_HOME} size="lg">
              <LayoutDashboard aria-hidden="true" className="size-5" />
              Go to Dashboard
            </ButtonLink>
          ) : null}
          <ButtonLink to="/profile" variant={user.role === 'admin' ? 'secondary' : 'primary'} size="lg">
            <UserIcon aria-hidden="true" className="size-5" />
            Your Profile
          </ButtonLink>
          <Button variant="ghost" onClick={() => void logout()}>
            Log out
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <LoginForm
        onSignedIn={(signedIn) => {
          setLeaving(true);
          navigate(redirectAfterLogin(signedIn, location.state), { replace: true });
        }}
      />
    );
  }

  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 py-10" aria-labelledby="login-heading">
      <div className="glass w-full max-w-md rounded-2xl p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <ShieldCheck aria-hidden="true" className="mx-auto mb-3 size-10 text-cyan-300" />
          <h1 id="login-heading" className="text-2xl sm:text-3xl">
            Admin Login
          </h1>
          {!user ? <p className="mt-2 text-sm text-slate-300">Sign in to continue your mission.</p> : null}
        </div>
        {body}
      </div>
    </section>
  );
}
