// Reset password (issue 24): the page an e-mailed link opens, /reset-password?token=... The token is read in the
// browser only (the server renders the page without its query, so no token reaches a render or the page cache).
import { Lock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { noindexMeta } from '../../lib/seo.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/reset-password-page.ts';
import { AuthCard } from './components/auth-card.tsx';
import { InvalidResetLink, ResetPasswordForm } from './components/reset-password-form.tsx';

export const meta: Route.MetaFunction = noindexMeta('Reset Password', 'Choose a new password.');

export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? (params.get('token')?.trim() ?? '') : null;
  return (
    <AuthCard icon={Lock} title="Reset Password" intro={token === '' ? undefined : 'Choose a new password.'}>
      {token === '' ? <InvalidResetLink /> : <ResetPasswordForm token={token} />}
    </AuthCard>
  );
}
