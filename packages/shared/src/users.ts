import { z } from 'zod';
import { emailSchema, mobileNumberSchema, nameSchema, passwordSchema, roleSchema } from './auth.ts';

import { USERS_PAGE_SIZE } from './users-constants.ts';

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
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const changePasswordBodySchema = z.object({
  // Always the caller's own current password, also when an admin changes someone else's.
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128, 'Current password is too long'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE).default(USERS_PAGE_SIZE),
});
