// Edit User: name, e-mail, mobile number, role and the Active switch (DESIGN.md decision 8). An admin
// cannot deactivate or demote itself, so both controls are locked on its own row.
import type { User } from '@astroden/shared';
import { USER_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { FormInput } from '../../components/admin/form-fields.tsx';
import { FormModal, type FormModalHandle, useReportDirty } from '../../components/admin/form-modal.tsx';
import { StaleBanner } from '../../components/admin/stale-banner.tsx';
import { useStaleReload } from '../../components/admin/use-stale-reload.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { getUser } from '../../lib/api/users.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { notify } from '../../lib/toast.ts';
import { showServerErrors } from './server-errors.ts';
import { useUpdateUser } from './use-user-mutations.ts';
import {
  type EditUserFormInput,
  type EditUserFormValues,
  editUserFormDefaults,
  editUserFormSchema,
} from './user-form-schemas.ts';

export function EditUserModal({ user, onClose }: { user: User | null; onClose(): void }) {
  const update = useUpdateUser();
  return (
    <FormModal
      open={user !== null}
      onClose={onClose}
      title="Edit User"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
    >
      {(formId, modal) =>
        user ? (
          <EditUserForm key={user._id} id={formId} user={user} update={update} onDone={onClose} modal={modal} />
        ) : null
      }
    </FormModal>
  );
}

/** In the order the form shows them. */
const EDIT_FIELDS = ['name', 'email', 'mobile_number', 'role', 'isActive'] as const;

function EditUserForm({
  id,
  user,
  update,
  onDone,
  modal,
}: {
  id: string;
  user: User;
  update: ReturnType<typeof useUpdateUser>;
  onDone(): void;
  modal: FormModalHandle;
}) {
  const auth = useAuth();
  const isSelf = auth.user?._id === user._id;
  const form = useForm<EditUserFormInput, unknown, EditUserFormValues>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: editUserFormDefaults(user),
    // Fields register in render order, not screen order: focus the first invalid one ourselves.
    shouldFocusError: false,
  });
  useReportDirty(modal, form.formState.isDirty);
  const onInvalid = (errors: FieldErrors<EditUserFormInput>) => {
    const first = EDIT_FIELDS.find((field) => errors[field]);
    if (first && first !== 'isActive') form.setFocus(first);
  };
  const { errors } = form.formState;
  const stale = useStaleReload<User, EditUserFormInput>({
    item: user,
    form,
    load: getUser,
    defaults: editUserFormDefaults,
  });

  const onValid = async (values: EditUserFormValues) => {
    try {
      const { data } = await update.mutateAsync({
        id: user._id,
        body: {
          version: stale.base?.version,
          name: values.name,
          email: values.email.toLowerCase(),
          mobile_number: values.mobile_number,
          // Never send a change the server refuses for oneself.
          ...(isSelf ? {} : { role: values.role, isActive: values.isActive }),
        },
      });
      // The signed-in admin's own name or e-mail shows elsewhere (sidebar, profile).
      if (isSelf && data) auth.setUser(data);
      notify.success(USER_MESSAGES.updated);
      onDone();
    } catch (err) {
      if (stale.caught(err)) return;
      notify.error(errorMessage(err, USER_MESSAGES.updateFailed));
      showServerErrors(form.setError, err, EDIT_FIELDS);
    }
  };

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <StaleBanner stale={stale} />
      <FormInput form={form} name="name" label="Name" required autoComplete="off" />
      <FormInput form={form} name="email" label="Email" type="email" required autoComplete="off" />
      <FormInput form={form} name="mobile_number" label="Mobile number" type="tel" inputMode="tel" autoComplete="off" />
      <SelectField
        label="Role"
        disabled={isSelf}
        hint={isSelf ? 'You cannot remove your own admin role.' : undefined}
        error={errors.role?.message}
        {...form.register('role')}
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </SelectField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field, fieldState }) => (
          <div>
            <Switch
              label="Active"
              checked={field.value}
              onChange={field.onChange}
              disabled={isSelf}
              stateText={['Active', 'Inactive']}
              hint={
                isSelf
                  ? 'You cannot deactivate your own account.'
                  : 'Inactive users cannot sign in, and their sessions stop working.'
              }
            />
            {fieldState.error ? (
              <p role="alert" className="mt-1 text-sm text-red-300">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
    </form>
  );
}
