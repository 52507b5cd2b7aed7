// Changes the signed-in user's own password; the confirmation never leaves the browser.
import { USER_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { changePassword } from '../../../lib/api/users.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import {
  changePasswordFormSchema,
  emptyChangePasswordForm,
  type ChangePasswordForm as FormValues,
} from '../change-password-schema.ts';

export function ChangePasswordForm({ userId }: { userId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyChangePasswordForm });

  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: FormValues) =>
      changePassword(userId, { currentPassword, newPassword }),
    onSuccess: () => {
      notify.success(USER_MESSAGES.passwordChanged);
      reset(emptyChangePasswordForm);
    },
    onError: (error) => notify.error(errorMessage(error, USER_MESSAGES.changePasswordFailed)),
  });

  return (
    <form
      onSubmit={handleSubmit((values) => change.mutate(values))}
      noValidate
      aria-labelledby="change-password-heading"
      aria-busy={change.isPending}
      className="glass space-y-5 rounded-2xl p-5 sm:p-7"
    >
      <h2 id="change-password-heading" className="flex items-center gap-2 text-xl">
        <KeyRound aria-hidden="true" className="size-5 text-cyan-300" />
        Change Password
      </h2>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
