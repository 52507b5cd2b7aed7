// The forgot-password and reset-password forms: the API's own rules, plus a confirmation that must match.
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

/** Not in @astroden/shared: the profile's change form says 'New passwords do not match' (USER_MESSAGES). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const forgotPasswordFormSchema = forgotPasswordBodySchema;
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormOutput = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'New password is required').pipe(resetPasswordBodySchema.shape.password),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
