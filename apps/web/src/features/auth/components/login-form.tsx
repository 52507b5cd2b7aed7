// Email + password sign-in (spec section 5: both required). The server's message, or the screen's own
// fallback, appears in a banner; the button says Logging in... while the request is out.
import type { User } from '@astroden/shared';
import { AUTH_MESSAGES, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { z } from '../../../lib/zod.ts';

const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(MAX_EMAIL_LENGTH, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
type LoginForm = z.infer<typeof loginFormSchema>;

export function LoginForm({ onSignedIn }: { onSignedIn(user: User): void }) {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      setFailure(errorMessage(error, AUTH_MESSAGES.loginFailedRetry));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-3 text-right text-sm">
        <Link to="/forgot-password" className="text-cyan-300 underline underline-offset-2 hover:text-cyan-200">
          {AUTH_MESSAGES.forgotPassword}
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <LogIn aria-hidden="true" className="size-5" />
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
