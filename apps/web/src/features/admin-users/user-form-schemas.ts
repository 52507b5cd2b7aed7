// The three user forms of User Management (spec section 5): their values as typed, their rules
// (the API's own schemas plus what only the form knows, such as "required" and the confirmation),
// and their defaults.

import {
  emailSchema,
  mobileNumberSchema,
  nameSchema,
  passwordSchema,
  roleSchema,
  USER_MESSAGES,
  type User,
} from '@astroden/shared';
import { MAX_PASSWORD_LENGTH } from '@astroden/shared/constants';
import { z } from '../../lib/zod.ts';

export const addUserFormSchema = z.object({
  name: nameSchema,
  // The shared e-mail rule trims and lowercases, so the request always carries the lowercased address.
  email: emailSchema,
  password: z.string().min(1, 'Password is required').pipe(passwordSchema),
  mobile_number: mobileNumberSchema,
  role: roleSchema,
});
export type AddUserFormInput = z.input<typeof addUserFormSchema>;
export type AddUserFormValues = z.output<typeof addUserFormSchema>;

export const emptyAddUserForm: AddUserFormInput = {
  name: '',
  email: '',
  password: '',
  mobile_number: '',
  role: 'user',
};

export const editUserFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile_number: mobileNumberSchema,
  // Locked (so absent) when admins edit themselves.
  role: roleSchema.optional(),
  isActive: z.boolean(),
});
export type EditUserFormInput = z.input<typeof editUserFormSchema>;
export type EditUserFormValues = z.output<typeof editUserFormSchema>;

export const editUserFormDefaults = (user: User): EditUserFormInput => ({
  name: user.name,
  email: user.email,
  mobile_number: user.mobile_number ?? '',
  role: user.role,
  isActive: user.isActive,
});

export const changePasswordFormSchema = z
  .object({
    // The signed-in admin's own password: the API asks for it whoever's password changes.
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, 'Current password is too long'),
    newPassword: z.string().min(1, 'New password is required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: USER_MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const emptyChangePasswordForm: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
