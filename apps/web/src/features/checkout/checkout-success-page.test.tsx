import { ORDER_MESSAGES } from '@astroden/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import CheckoutSuccessPage from './checkout-success-page.tsx';

const routes = [{ path: '/checkout/success', element: <CheckoutSuccessPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('checkout success page', () => {
  it("says 'Order Confirmed!' with the order number from ?order= (a reload), the e-mail note and onward links", async () => {
    mockApi();
    renderRoutes(routes, '/checkout/success?order=ORD-20261122-0042');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('ORD-20261122-0042')).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.confirmedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-order?orderId=ORD-20261122-0042',
    );
    await waitFor(() => expect(document.title).toBe('Order Confirmed! | AstroDen'));
  });

  it('prefers the order number in the navigation state', () => {
    mockApi();
    renderRoutes(routes, { pathname: '/checkout/success', state: { orderId: 'ORD-20261122-0007' } });
    expect(screen.getByText('ORD-20261122-0007')).toBeInTheDocument();
  });

  it('does not echo anything that is not an order number', () => {
    mockApi();
    renderRoutes(routes, '/checkout/success?order=%3Cb%3Ehi%3C%2Fb%3E');
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track-order');
    expect(screen.queryByText(/Your order number is/)).not.toBeInTheDocument();
  });
});
