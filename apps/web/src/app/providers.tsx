import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { MAX_TOASTS } from '../lib/toast.ts';
import { createQueryClient } from './query-client.ts';

export { createQueryClient };

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <CartProvider>
          {children}
          <Toaster theme="dark" position="bottom-right" visibleToasts={MAX_TOASTS} richColors closeButton />
        </CartProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
