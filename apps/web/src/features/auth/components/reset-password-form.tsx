// Sets a new password with the token of an e-mailed link. A used, expired or unknown token is the server's 400:
// its message, and a way to ask for a new link; a password the server refuses lands on its field.
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { resetPassword } from '../../../lib/api/auth.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type ResetPasswordForm as FormValues, resetPasswordFormSchema } from '../password-reset-schemas.ts';

/** What the reset page says instead of the form: the link is no good, ask for another. */
export function InvalidResetLink({ message = AUTH_MESSAGES.resetInvalid }: { message?: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="error">{message}</Alert>
      <ButtonLink to="/forgot-password" variant="secondary" className="w-full">
        Ask for a new link
      </ButtonLink>
    </div>
  );
}

/** `token` is null until the page works (the server renders it without its query): the form waits. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const reset = useMutation({
    mutationFn: ({ password }: FormValues) => resetPassword({ token: token ?? '', password }),
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) {
        setFailure(errorMessage(error, AUTH_MESSAGES.resetFailed));
        return;
      }
      const field = error.errors.find((e) => e.path === 'password' || e.path.endsWith('.password'));
      if (field) setError('password', { message: field.message });
      // A token the schema refuses (a mangled link) is as invalid as a used one.
      else setInvalidLink(error.errors.length > 0 ? AUTH_MESSAGES.resetInvalid : error.message);
    },
  });

  if (reset.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{AUTH_MESSAGES.resetDone}</Alert>
        <ButtonLink to="/login" size="lg" className="w-full">
          Go to login
        </ButtonLink>
      </div>
    );
  }
  if (invalidLink) return <InvalidResetLink message={invalidLink} />;

  return (
    <form
      onSubmit={handleSubmit((values) => {
        setFailure(null);
        reset.mutate(values);
      })}
      noValidate
      aria-busy={reset.isPending}
      className="space-y-5"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={token === null || reset.isPending} className="w-full">
        <KeyRound aria-hidden="true" className="size-4" />
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
