// Add New User: name, e-mail, password, optional mobile number and role (user by default).
// A 401 means the session ended: the admin is asked to log in again and sent to /login.
import { USER_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { FormInput } from '../../components/admin/form-fields.tsx';
import { FormModal, type FormModalHandle, useReportDirty } from '../../components/admin/form-modal.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { showServerErrors } from './server-errors.ts';
import { useCreateUser } from './use-user-mutations.ts';
import {
  type AddUserFormInput,
  type AddUserFormValues,
  addUserFormSchema,
  emptyAddUserForm,
} from './user-form-schemas.ts';

export function AddUserModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateUser();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Add New User"
      submitLabel="Add User"
      pendingLabel="Adding..."
      pending={create.isPending}
    >
      {(formId, modal) => <AddUserForm id={formId} create={create} onDone={onClose} modal={modal} />}
    </FormModal>
  );
}

/** In the order the form shows them. */
const ADD_FIELDS = ['name', 'email', 'password', 'mobile_number', 'role'] as const;

function addFailedMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return USER_MESSAGES.pleaseLogIn;
  if (error instanceof ApiError && error.status === 403) return USER_MESSAGES.noPermissionToAdd;
  return errorMessage(error, USER_MESSAGES.addFailed);
}

function AddUserForm({
  id,
  create,
  onDone,
  modal,
}: {
  id: string;
  create: ReturnType<typeof useCreateUser>;
  onDone(): void;
  modal: FormModalHandle;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<AddUserFormInput, unknown, AddUserFormValues>({
    resolver: zodResolver(addUserFormSchema),
    defaultValues: emptyAddUserForm,
    // Fields register in render order, not screen order: focus the first invalid one ourselves.
    shouldFocusError: false,
  });
  useReportDirty(modal, form.formState.isDirty);
  const onInvalid = (errors: FieldErrors<AddUserFormInput>) => {
    const first = ADD_FIELDS.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };
  const { errors } = form.formState;

  const onValid = async (values: AddUserFormValues) => {
    try {
      await create.mutateAsync({
        name: values.name,
        email: values.email.toLowerCase(),
        password: values.password,
        role: values.role,
        ...(values.mobile_number ? { mobile_number: values.mobile_number } : {}),
      });
      notify.success(USER_MESSAGES.created);
      onDone();
    } catch (err) {
      notify.error(addFailedMessage(err));
      if (err instanceof ApiError && err.status === 401) {
        onDone();
        navigate('/login', { replace: true, state: { from: location.pathname } });
        return;
      }
      showServerErrors(form.setError, err, ADD_FIELDS);
    }
  };

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <FormInput form={form} name="name" label="Name" required autoComplete="off" />
      <FormInput form={form} name="email" label="Email" type="email" required autoComplete="off" />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormInput
        form={form}
        name="mobile_number"
        label="Mobile number (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </SelectField>
    </form>
  );
}
