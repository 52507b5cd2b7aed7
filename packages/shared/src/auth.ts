import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from './auth-constants.ts';
import { z } from './zod.ts';

export * from './auth-constants.ts';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const mobileNumberSchema = z
  .string()
  .trim()
  .max(20, 'Mobile number must be at most 20 characters')
  .regex(/^[+\d][\d\s-]*$|^$/, 'Please enter a valid mobile number');

export const loginBodySchema = z.object({
  email: emailSchema,
  // Login does not re-check the length rule: an old password must still be able to sign in.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the token of the e-mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).trim().min(1, 'The reset link is incomplete').max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send it back with an edit: a stale edit is refused (409). */
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** token and user at the top level as spec section 7 reads them, and under data as every success body has it. */
export const authResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  token: z.string(),
  user: userSchema,
  data: z.object({ token: z.string(), user: userSchema }),
});
export type AuthResult = z.infer<typeof authResultSchema>;
