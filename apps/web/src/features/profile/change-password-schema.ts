// The change-password form: the API's body rules plus a confirmation that must match (spec section 5).
import { changePasswordBodySchema, USER_MESSAGES } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    newPassword: z.string().min(1, 'New password is required').pipe(changePasswordBodySchema.shape.newPassword),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: USER_MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const emptyChangePasswordForm: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
