import { versionParam } from './api.ts';
import { emailSchema, mobileNumberSchema, nameSchema, passwordSchema, roleSchema } from './auth.ts';
import { MAX_PASSWORD_LENGTH } from './auth-constants.ts';
import { USER_MESSAGES, USERS_PAGE_SIZE } from './users-constants.ts';
import { z } from './zod.ts';

export * from './users-constants.ts';

export const createUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  mobile_number: mobileNumberSchema.optional(),
  role: roleSchema.default('user'),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const updateUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile_number: mobileNumberSchema.optional(),
  role: roleSchema.optional(),
  isActive: z.boolean().optional(),
  version: versionParam.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const changePasswordBodySchema = z.object({
  // Always the caller's own current password, also when an admin changes someone else's.
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, 'Current password is too long'),
  newPassword: passwordSchema,
  // Optional (spec section 7 sends current and new only); when sent, it must match (spec section 5).
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, 'Password confirmation is too long').optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** What the API accepts: the body, with a confirmation that matches when there is one. */
export const changePasswordRequestSchema = changePasswordBodySchema.refine(
  (body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword,
  { path: ['confirmPassword'], message: USER_MESSAGES.passwordsDoNotMatch },
);

export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE).default(USERS_PAGE_SIZE),
});
