import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { CartProvider } from '../lib/cart/cart-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { MAX_TOASTS } from '../lib/toast.ts';
import { PublicSettingsProvider } from '../lib/use-public-settings.ts';

export { createQueryClient };

const Passthrough = ({ children }: { children: ReactNode }) => children;

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Puts the server's data into the QueryClient before anything below asks for it (root.tsx). */
  Hydrate?: ComponentType<{ children: ReactNode }>;
}

export function Providers({ children, queryClient, Hydrate = Passthrough }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Hydrate>
        <PublicSettingsProvider>
          <AuthProvider>
            <CartProvider>
              {children}
              <Toaster theme="dark" position="bottom-right" visibleToasts={MAX_TOASTS} richColors closeButton />
            </CartProvider>
          </AuthProvider>
        </PublicSettingsProvider>
      </Hydrate>
    </QueryClientProvider>
  );
}
