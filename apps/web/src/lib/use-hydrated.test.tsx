// What a visitor gets before the page works and right after: the server's HTML hydrated in the browser, as on a
// real first visit (renderToString, then hydrateRoot over it), not a client render.
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartProvider } from './cart/cart-provider.tsx';
import { CART_STORAGE_KEY } from './cart/cart-store.ts';
import { useCart } from './cart/use-cart.ts';
import { queryKeys } from './query-keys.ts';
import { useScriptControl } from './use-hydrated.ts';

/** A control that needs script, as the UI's buttons build one: its props come from useScriptControl. */
function ScriptButton({
  disabled,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" {...useScriptControl(disabled)} onClick={onClick}>
      {children}
    </button>
  );
}

function Shop() {
  const { ready, count, addItem } = useCart();
  return (
    <>
      <p>{ready ? `${count} in cart` : 'Loading your cart...'}</p>
      <ScriptButton
        onClick={() => addItem({ id: 'p1', name: 'Nebula Tee', category: 'Shirts', image: '/x.png', price: 499 })}
      >
        Add to Cart
      </ScriptButton>
      <ScriptButton disabled>Out of Stock</ScriptButton>
    </>
  );
}

function page(): ReactNode {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings.public, DEFAULT_PUBLIC_SETTINGS);
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        <Shop />
      </CartProvider>
    </QueryClientProvider>
  );
}

describe('a server-rendered page before and after hydration', () => {
  it('shows controls that need script as disabled and busy, never a cart it cannot know', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'p9', name: 'Comet Mug', category: 'Accessories', image: '/y.png', price: 5, quantity: 2 },
      ]),
    );
    const html = renderToString(page());
    expect(html).toContain('Loading your cart...');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Add to Cart/);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Out of Stock/);
  });

  it('enables them once hydrated and shows the saved cart, to which a tap then adds', async () => {
    const saved = { id: 'p9', name: 'Comet Mug', category: 'Accessories', image: '/y.png', price: 5, quantity: 2 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([saved]));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    // Then as asked: a control disabled for its own reason stays disabled, no longer busy.
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('2 in cart')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect(screen.getByText('3 in cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]').map((l: { id: string }) => l.id)).toEqual([
      'p9',
      'p1',
    ]);
    container.remove();
  });
});
