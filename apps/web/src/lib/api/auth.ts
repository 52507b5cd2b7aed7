import type { AuthResult, LoginBody, RegisterBody, User } from '@astroden/shared';
import { api } from '../api-client.ts';

export const getMe = () => api<{ data: User }>('/auth/me').then((r) => r.data);
export const login = (body: LoginBody) => api<AuthResult>('/auth/login', { method: 'POST', body });
export const register = (body: RegisterBody) => api<AuthResult>('/auth/register', { method: 'POST', body });
export const logout = () => api<unknown>('/auth/logout', { method: 'POST' });
