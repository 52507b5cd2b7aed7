import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountToFreeShipping } from '../../components/catalog/order-summary.tsx';
import { mockApi, ok } from '../../test/fake-api.ts';
import { cartItem } from '../../test/fixtures.ts';
import { renderRoutes, seedCart, storedCart } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const routes = [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <h1>Checkout</h1> },
  { path: '/marketplace', element: <h1>Marketplace</h1> },
];

const tee = cartItem(1, { name: 'Nebula Tee', category: 'Shirts', price: 40, quantity: 1 });
const pin = cartItem(2, { name: 'Comet Pin', category: 'Accessories', price: 25, quantity: 2 });

const line = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByRole('link', { name })) as HTMLElement;
/** A paragraph by its whole text, even when part of it is screen-reader only. */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const row = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('shows an empty state linking to the marketplace', async () => {
    mockApi();
    const { user, url } = renderRoutes(routes, '/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Marketplace' }));
    expect(url()).toBe('/marketplace');
  });

  it('lists each line with its image, name, category, unit price and line total', async () => {
    mockApi();
    seedCart([tee, pin]);
    renderRoutes(routes, '/cart');
    expect(screen.getByRole('heading', { name: '3 items' })).toBeInTheDocument();
    const pinLine = line('Comet Pin');
    expect(within(pinLine).getByRole('link', { name: 'Comet Pin' })).toHaveAttribute('href', `/product/${pin.id}`);
    expect(within(pinLine).getByText('Accessories')).toBeInTheDocument();
    expect(within(pinLine).getByText('₹25')).toBeInTheDocument();
    expect(within(pinLine).getByText(paragraph('Line total: ₹50'))).toBeInTheDocument();
    expect(pinLine.querySelector('img')).toHaveAttribute('src', pin.image);
    await waitFor(() => expect(document.title).toBe('Your Cart | AstroDen'));
  });

  it('changes quantities with minus and plus, never below 1, and updates the totals', async () => {
    mockApi();
    seedCart([tee]);
    const { user } = renderRoutes(routes, '/cart');
    const stepper = screen.getByRole('group', { name: 'Quantity of Nebula Tee' });
    const minus = within(stepper).getByRole('button', { name: 'Decrease quantity of Nebula Tee' });
    const plus = within(stepper).getByRole('button', { name: 'Increase quantity of Nebula Tee' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(within(stepper).getByText('3')).toBeInTheDocument();
    expect(within(line('Nebula Tee')).getByText(paragraph('Line total: ₹120'))).toBeInTheDocument();
    expect(row('Subtotal')).toBe('₹120');
    await user.click(minus);
    await user.click(minus);
    expect(minus).toBeDisabled();
    expect(storedCart()[0]?.quantity).toBe(1);
  });

  it('stops plus at the stock and says how many are available', async () => {
    mockApi();
    seedCart([{ ...tee, stock: 2 }, pin]);
    const { user } = renderRoutes(routes, '/cart');
    const teeLine = line('Nebula Tee');
    const plus = within(teeLine).getByRole('button', { name: 'Increase quantity of Nebula Tee' });
    expect(within(teeLine).queryByText('Only 2 available')).not.toBeInTheDocument();
    await user.click(plus);
    expect(plus).toBeDisabled();
    expect(within(teeLine).getByText('Only 2 available')).toBeInTheDocument();
    expect(storedCart()[0]?.quantity).toBe(2);
    // A line saved before the cart kept stock still loads, held only to the per-order limit.
    expect(within(line('Comet Pin')).getByRole('button', { name: 'Increase quantity of Comet Pin' })).toBeEnabled();
  });

  it('says when a line has sold out since it was added', () => {
    mockApi();
    seedCart([{ ...tee, stock: 0 }]);
    renderRoutes(routes, '/cart');
    expect(within(line('Nebula Tee')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Nebula Tee' })).toBeDisabled();
  });

  it('removes a line and clears the cart', async () => {
    mockApi();
    seedCart([tee, pin]);
    const { user } = renderRoutes(routes, '/cart');
    await user.click(screen.getByRole('button', { name: 'Remove Nebula Tee from cart' }));
    expect(screen.queryByRole('link', { name: 'Nebula Tee' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nebula Tee removed from cart')).toBeInTheDocument();
    expect(storedCart().map((i) => i.name)).toEqual(['Comet Pin']);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('charges the flat fee up to the free-shipping threshold and nothing over it', async () => {
    mockApi();
    seedCart([tee]);
    const { user } = renderRoutes(routes, '/cart');
    // ₹40: under ₹100, so ₹15 shipping and the amount still to go (over, not at, the threshold).
    expect(row('Subtotal')).toBe('₹40');
    expect(row('Shipping')).toBe('₹15');
    expect(row('Total')).toBe('₹55');
    expect(within(summary()).getByText(/Add ₹61 more to qualify for free shipping/)).toBeInTheDocument();
    expect(within(summary()).getByText(/Free shipping on orders over ₹100/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Nebula Tee' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Nebula Tee' }));
    expect(row('Subtotal')).toBe('₹120');
    expect(row('Shipping')).toBe('Free');
    expect(row('Total')).toBe('₹120');
    expect(within(summary()).queryByText(/more to qualify/)).not.toBeInTheDocument();
  });

  it('takes the threshold and fee from the public settings', async () => {
    mockApi({
      'GET /settings/public': () => ok({ ...DEFAULT_PUBLIC_SETTINGS, freeShippingThreshold: 500, shippingFee: 49 }),
    });
    seedCart([tee, pin]);
    renderRoutes(routes, '/cart');
    await waitFor(() => expect(row('Shipping')).toBe('₹49'));
    expect(row('Total')).toBe('₹139');
    expect(within(summary()).getByText(/Add ₹411 more to qualify for free shipping/)).toBeInTheDocument();
    expect(within(summary()).getByText(/Free shipping on orders over ₹500/)).toBeInTheDocument();
  });

  it('proceeds to checkout', async () => {
    mockApi();
    seedCart([tee]);
    const { user, url } = renderRoutes(routes, '/cart');
    await user.click(screen.getByRole('link', { name: /Proceed to Checkout/ }));
    expect(url()).toBe('/checkout');
  });
});

describe('amountToFreeShipping', () => {
  it('is the whole rupees that take the subtotal over the threshold', () => {
    expect(amountToFreeShipping(40, 100)).toBe(61);
    expect(amountToFreeShipping(99.5, 100)).toBe(1);
    expect(amountToFreeShipping(100, 100)).toBe(1);
  });
});
