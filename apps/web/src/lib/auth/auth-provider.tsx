// Auth state (spec section 4): token in localStorage under "token", the current user fetched at start-up,
// loading until that finishes; any 401 signs out; logout always signs out locally.

import type { LoginBody, RegisterBody, User } from '@astroden/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import * as authApi from '../api/auth.ts';
import { onUnauthorized, tokenStore } from '../api-client.ts';

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
  login(body: LoginBody): Promise<User>;
  register(body: RegisterBody): Promise<User>;
  logout(): Promise<void>;
  /** Replaces the cached user (e.g. after the profile changes). */
  setUser(user: User | null): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  // Unknown until the browser has looked for a token: the server render and the first browser render agree.
  const [isLoading, setIsLoading] = useState(true);

  const signOutLocally = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    // Admin data must not outlive the session that fetched it.
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'products' && q.queryKey[0] !== 'pods',
    });
  }, [queryClient]);

  useEffect(() => onUnauthorized(signOutLocally), [signOutLocally]);

  useEffect(() => {
    if (!tokenStore.get()) {
      setIsLoading(false);
      return;
    }
    let active = true;
    authApi
      .getMe()
      .then((me) => active && setUser(me))
      .catch((err: unknown) => {
        console.error('Auth check failed', err);
        // Signed out either way. A 401 has already removed the token (the API client's onUnauthorized);
        // any other failure (offline, a server error, a reload that aborted the check) keeps it, so the
        // next start can try again instead of losing a valid session to a blip.
        if (active) setUser(null);
      })
      .finally(() => active && setIsLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (body: LoginBody) => {
    const result = await authApi.login(body);
    tokenStore.set(result.token);
    setUser(result.user);
    return result.user;
  }, []);

  const register = useCallback(async (body: RegisterBody) => {
    const result = await authApi.register(body);
    tokenStore.set(result.token);
    setUser(result.user);
    return result.user;
  }, []);

  const logout = useCallback(async () => {
    try {
      if (tokenStore.get()) await authApi.logout();
    } catch (err) {
      console.error('Logout failed', err);
    } finally {
      signOutLocally();
    }
  }, [signOutLocally]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading, isAdmin: user?.role === 'admin', login, register, logout, setUser }),
    [user, isLoading, login, register, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
