// Asks for a reset link. The answer is the same whether an account has that e-mail or not, and so is this page.
import { AUTH_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { forgotPassword } from '../../../lib/api/auth.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type ForgotPasswordFormInput,
  type ForgotPasswordFormOutput,
  forgotPasswordFormSchema,
} from '../password-reset-schemas.ts';

export function ForgotPasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormOutput>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const request = useMutation({
    mutationFn: forgotPassword,
    onError: (error) => {
      const field = error instanceof ApiError ? error.errors.find((e) => e.path.endsWith('email')) : undefined;
      if (field) setError('email', { message: field.message });
      else setFailure(errorMessage(error, AUTH_MESSAGES.resetRequestFailed));
    },
  });

  if (request.isSuccess) return <Alert tone="success">{AUTH_MESSAGES.resetRequested}</Alert>;

  return (
    <form
      onSubmit={handleSubmit((values) => {
        setFailure(null);
        request.mutate(values);
      })}
      noValidate
      aria-busy={request.isPending}
      className="space-y-5"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        <Send aria-hidden="true" className="size-4" />
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
