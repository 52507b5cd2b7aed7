// Forgot password (issue 24, OWASP ASVS 5.0): asks for a single-use reset link by e-mail.
import { PASSWORD_RESET_MINUTES } from '@astroden/shared/constants';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { noindexMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/forgot-password-page.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';

export const meta: Route.MetaFunction = noindexMeta('Forgot Password', 'Ask for a link to reset your password.');

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      intro={`Enter your account's e-mail address: we will send it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`}
    >
      <ForgotPasswordForm />
      <p className="mt-5 text-center text-sm text-slate-300">
        Remembered it?{' '}
        <Link to="/login" className="text-cyan-300 underline underline-offset-2 hover:text-cyan-200">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
