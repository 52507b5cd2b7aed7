// Change Password for any user. The API asks for the signed-in admin's OWN current password (not the
// user's), so the field says so; the confirmation never leaves the browser.
import type { User } from '@astroden/shared';
import { USER_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormModal, type FormModalHandle, useReportDirty } from '../../components/admin/form-modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { notify } from '../../lib/toast.ts';
import { showServerErrors } from './server-errors.ts';
import { useChangeUserPassword } from './use-user-mutations.ts';
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
  emptyChangePasswordForm,
} from './user-form-schemas.ts';

export function ChangePasswordModal({ user, onClose }: { user: User | null; onClose(): void }) {
  const change = useChangeUserPassword();
  return (
    <FormModal
      open={user !== null}
      onClose={onClose}
      title="Change Password"
      submitLabel="Change Password"
      pendingLabel="Changing..."
      pending={change.isPending}
    >
      {(formId, modal) =>
        user ? (
          <ChangePasswordForm key={user._id} id={formId} user={user} change={change} onDone={onClose} modal={modal} />
        ) : null
      }
    </FormModal>
  );
}

function ChangePasswordForm({
  id,
  user,
  change,
  onDone,
  modal,
}: {
  id: string;
  user: User;
  change: ReturnType<typeof useChangeUserPassword>;
  onDone(): void;
  modal: FormModalHandle;
}) {
  const { user: me } = useAuth();
  const isSelf = me?._id === user._id;
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyChangePasswordForm,
  });
  useReportDirty(modal, form.formState.isDirty);
  const { errors } = form.formState;

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    try {
      await change.mutateAsync({ id: user._id, body: { currentPassword, newPassword } });
      notify.success(USER_MESSAGES.passwordChanged);
      onDone();
    } catch (err) {
      notify.error(errorMessage(err, USER_MESSAGES.changePasswordFailed));
      showServerErrors(form.setError, err, ['currentPassword', 'newPassword']);
    }
  };

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <p className="text-sm text-slate-300">
        New password for <strong className="font-semibold text-white">{user.name}</strong>{' '}
        <span className="text-slate-400">({user.email})</span>
      </p>
      <PasswordField
        label="Your current password"
        required
        autoComplete="current-password"
        hint={
          isSelf
            ? 'The password you signed in with.'
            : `Your own admin password (${me?.email ?? 'the account you are signed in with'}), not ${user.name}'s.`
        }
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        required
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </form>
  );
}
