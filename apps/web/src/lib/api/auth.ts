import type {
  AuthResult,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '@astroden/shared';
import { api } from '../api-client.ts';
import type { MessageResponse } from './types.ts';

export const getMe = () => api<{ data: User }>('/auth/me').then((r) => r.data);
export const login = (body: LoginBody) => api<AuthResult>('/auth/login', { method: 'POST', body });
export const register = (body: RegisterBody) => api<AuthResult>('/auth/register', { method: 'POST', body });
export const logout = () => api<unknown>('/auth/logout', { method: 'POST' });
/** Always the same answer, whether an account has that e-mail or not. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body });
/** 400 for a used, expired or unknown token. */
export const resetPassword = (body: ResetPasswordBody) =>
  api<MessageResponse>('/auth/reset-password', { method: 'POST', body });
